import {
  MySqlConnection,
  type AnyEntity,
  type Configuration,
  type ConnectionOptions,
  type Dictionary,
  type EntityData,
  type LoggingOptions,
  type NativeQueryBuilder,
  type QueryResult,
  type RawQueryFragment,
  type Transaction,
} from '@mikro-orm/mariadb';

/** Lost connections, refused ones and timeouts: the replica is away, not the query wrong. */
const AWAY =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EPIPE|PROTOCOL_CONNECTION_LOST|ER_SERVER_SHUTDOWN|ER_CON_COUNT_ERROR)$/;

function isAway(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' && AWAY.test(code);
}

/** A replica's connection: a read that finds it away is marked so and answered by the primary. */
export class ReplicaConnection extends MySqlConnection {
  constructor(
    config: Configuration,
    options: ConnectionOptions,
    private readonly primary: MySqlConnection,
    private readonly away: () => void,
  ) {
    super(config, options, 'read');
  }

  /** A query answered by this replica or not at all (health checks). */
  probe<T extends EntityData<AnyEntity>[]>(sql: string): Promise<T> {
    return super.execute<T>(sql);
  }

  override async execute<T extends QueryResult | EntityData<AnyEntity> | EntityData<AnyEntity>[] = EntityData<AnyEntity>[]>(
    query: string | NativeQueryBuilder | RawQueryFragment,
    params?: readonly unknown[] | Dictionary<unknown>,
    method?: 'all' | 'get' | 'run',
    ctx?: Transaction,
    loggerContext?: LoggingOptions,
  ): Promise<T> {
    try {
      return await super.execute<T>(query, params, method, ctx, loggerContext);
    } catch (error) {
      if (ctx !== undefined || !isAway(error)) throw error;
      this.away();
      return this.primary.execute<T>(query, params, method, ctx, loggerContext);
    }
  }
}
