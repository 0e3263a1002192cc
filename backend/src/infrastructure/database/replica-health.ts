import type { ReplicaConnection } from './replica-connection.js';

/** How often each replica is asked how far behind it is; a check that takes longer fails. */
const CHECK_EVERY_MS = 1000;
const CHECK_TIMEOUT_MS = 1000;

type ReplicaStatus = Record<string, unknown>;

/**
 * How far behind the primary a replica is, in seconds: `null` when it does not replicate (stopped
 * threads, or an error), 0 when it is not a replica at all or may not say (no REPLICATION CLIENT).
 */
export function lagOf(rows: ReplicaStatus[]): number | null {
  const row = rows[0];
  if (!row) return 0;
  const sqlRunning = row.Slave_SQL_Running ?? row.Replica_SQL_Running;
  const ioRunning = row.Slave_IO_Running ?? row.Replica_IO_Running;
  const behind = row.Seconds_Behind_Master ?? row.Seconds_Behind_Source;
  if (sqlRunning !== 'Yes' || ioRunning !== 'Yes' || behind === null || behind === undefined) return null;
  return Number(behind);
}

async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('replica check timed out')), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Which replicas may be read from: those that answered their last check within a second and were
 * at most `maxLagSeconds` behind. Until its first check, a replica is not used.
 */
export class ReplicaHealth {
  private readonly ok: boolean[];
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly replicas: Pick<ReplicaConnection, 'probe'>[],
    private readonly maxLagSeconds: number,
  ) {
    this.ok = replicas.map(() => false);
  }

  start(): this {
    void this.checkAll();
    this.timer = setInterval(() => void this.checkAll(), CHECK_EVERY_MS);
    this.timer.unref();
    return this;
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** The indexes of the replicas to read from now. */
  usable(): number[] {
    return this.ok.flatMap((ok, index) => (ok ? [index] : []));
  }

  /** A read found the replica away: leave it until its next check says otherwise. */
  markAway(index: number): void {
    this.ok[index] = false;
  }

  private async checkAll(): Promise<void> {
    await Promise.all(this.replicas.map(async (replica, index) => (this.ok[index] = await this.check(replica))));
  }

  private async check(replica: Pick<ReplicaConnection, 'probe'>): Promise<boolean> {
    try {
      const lag = lagOf(await within(CHECK_TIMEOUT_MS, replica.probe<ReplicaStatus[]>('show replica status')));
      return lag !== null && lag <= this.maxLagSeconds;
    } catch (error) {
      if ((error as { errno?: number }).errno !== ER_SPECIFIC_ACCESS_DENIED_ERROR) return false;
      return within(CHECK_TIMEOUT_MS, replica.probe('select 1')).then(
        () => true,
        () => false,
      );
    }
  }
}

/** MariaDB's and MySQL's answer to SHOW REPLICA STATUS without the REPLICATION CLIENT privilege. */
const ER_SPECIFIC_ACCESS_DENIED_ERROR = 1227;
