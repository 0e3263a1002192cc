import { AsyncLocalStorage } from 'node:async_hooks';
import {
  MariaDbDriver,
  SqlEntityManager,
  type AnyEntity,
  type ConnectionOptions,
  type ConnectionType,
  type Dictionary,
  type EmExecuteOptions,
  type EntityData,
  type LoggingOptions,
  type MySqlConnection,
  type NativeQueryBuilder,
  type QueryResult,
  type RawQueryFragment,
} from '@mikro-orm/mariadb';
import { ReplicaConnection } from './replica-connection.js';
import { ReplicaHealth } from './replica-health.js';

const primaryOnly = new AsyncLocalStorage<true>();

/**
 * Runs `work` with every read on the primary: a request that writes, a client that has just written,
 * and what is stored in the shared cache (a stale page there would outlive the lag by its TTL).
 */
export function readFromPrimary<T>(work: () => T): T {
  return primaryOnly.run(true, work);
}

const READS_ONLY = /^\s*\(?\s*(select|with)\b(?![\s\S]*\b(for\s+update|for\s+share|lock\s+in\s+share\s+mode)\b)/i;

/** A statement that only reads: SELECT (or WITH … SELECT), without a locking clause. */
export function readsOnly(sql: string): boolean {
  return READS_ONLY.test(sql);
}

/** Whether this call runs under `readFromPrimary`. */
export function readingFromPrimary(): boolean {
  return primaryOnly.getStore() === true;
}

/**
 * MikroORM sends raw SQL (`em.execute`, which most repositories use) to the primary unless told
 * otherwise: here a SELECT outside a transaction is a read, which may go to a replica.
 */
export class ReplicaReadingEntityManager extends SqlEntityManager<MariaDbDriver> {
  override execute<T extends QueryResult | EntityData<AnyEntity> | EntityData<AnyEntity>[] = EntityData<AnyEntity>[]>(
    query: string | NativeQueryBuilder | RawQueryFragment,
    params?: unknown[] | Dictionary,
    methodOrOptions: 'all' | 'get' | 'run' | EmExecuteOptions = 'all',
    loggerContext?: LoggingOptions,
  ): Promise<T> {
    const options: EmExecuteOptions = typeof methodOrOptions === 'string' ? { method: methodOrOptions, loggerContext } : methodOrOptions;
    const reads = typeof query === 'string' && options.method !== 'run' && readsOnly(query);
    return super.execute<T>(query, params as unknown[], reads ? { connectionType: 'read', ...options } : options);
  }
}

/**
 * MariaDB with read replicas (MikroORM's `replicas`): reads go to a replica that answers and is at
 * most DB_REPLICA_MAX_LAG behind, unless `readFromPrimary` says otherwise; with none such, to the
 * primary. Writes and transactions always go to the primary (MikroORM's own rule).
 */
class ReplicaRoutingDriver extends MariaDbDriver {
  protected readonly maxLagSeconds: number = 5;
  private health?: ReplicaHealth;

  protected override createReplicas(_default: (c: ConnectionOptions) => MySqlConnection): MySqlConnection[] {
    // Runs in the base constructor: `this.connection` is set, this class's fields are not yet.
    const primary = this.connection as MySqlConnection;
    let index = 0;
    return super.createReplicas((options) => {
      const at = index++;
      return new ReplicaConnection(this.config, options, primary, () => this.health?.markAway(at));
    });
  }

  override getConnection(type: ConnectionType = 'write') {
    if (type === 'write' || this.replicas.length === 0 || readingFromPrimary()) return this.connection;
    // MikroORM connects on the first query: so do the replicas' checks (none are used before the first).
    this.health ??= new ReplicaHealth(this.replicas as ReplicaConnection[], this.maxLagSeconds).start();
    const usable = this.health.usable();
    if (usable.length === 0) return this.connection;
    return this.replicas[usable[Math.floor(Math.random() * usable.length)]];
  }

  /** How many replicas are configured, and how many are read from now. */
  replicaState(): ReplicaState {
    return { configured: this.replicas.length, usable: this.health?.usable().length ?? 0 };
  }

  override async close(force?: boolean) {
    this.health?.stop();
    this.health = undefined;
    await super.close(force);
  }
}

export interface ReplicaState {
  configured: number;
  usable: number;
}

/** The replicas a process's driver reads from (none configured for the worker and without DB_REPLICAS). */
export function replicaState(driver: unknown): ReplicaState {
  return driver instanceof ReplicaRoutingDriver ? driver.replicaState() : { configured: 0, usable: 0 };
}

/** The driver of a process that reads from replicas, none further behind than `maxLagSeconds`. */
export function replicaRoutingDriver(maxLagSeconds: number): typeof MariaDbDriver {
  return class extends ReplicaRoutingDriver {
    protected override readonly maxLagSeconds = maxLagSeconds;
  };
}
