import { EntityManager } from '@mikro-orm/mariadb';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { replicaState } from '../database/read-replicas.js';
import { JOB_STATES, QueueHealth } from '../queue/queue-health.js';
import { Metrics } from './metrics.js';

/** What mysql2's pool keeps about its connections (not in its typings, stable across its versions). */
interface PoolState {
  _allConnections: { length: number };
  _freeConnections: { length: number };
  _connectionQueue: { length: number };
  config: { connectionLimit: number };
}

/** The series read from the services at each scrape: queue depths, live workers, the database pool. */
@Injectable()
export class ServiceGauges implements OnModuleInit {
  constructor(
    private readonly metrics: Metrics,
    private readonly queues: QueueHealth,
    private readonly em: EntityManager,
  ) {}

  onModuleInit(): void {
    this.metrics.gauge(
      'plantry_queue_jobs',
      'Jobs in each queue by state (completed and failed are those still kept)',
      ['queue', 'state'],
      async () =>
        (await this.queues.counts()).flatMap((counts) =>
          JOB_STATES.map((state): [{ queue: string; state: string }, number] => [{ queue: counts.queue, state }, counts[state]]),
        ),
    );
    this.metrics.gauge('plantry_workers_alive', 'Workers whose heartbeat is recent (0: jobs are not being run)', [], async () => [
      [{}, await this.queues.workers()],
    ]);
    this.metrics.gauge(
      'plantry_db_pool_connections',
      'Database pool: connections open, in use and idle, requests waiting for one, and the most it opens',
      ['state'],
      async () => {
        const pool = (await this.em.getConnection().getNativeClient()) as unknown as PoolState;
        const open = pool._allConnections.length;
        const idle = pool._freeConnections.length;
        return [
          [{ state: 'open' }, open],
          [{ state: 'in_use' }, open - idle],
          [{ state: 'idle' }, idle],
          [{ state: 'waiting' }, pool._connectionQueue.length],
          [{ state: 'max' }, pool.config.connectionLimit],
        ];
      },
    );
    this.metrics.gauge(
      'plantry_db_replicas',
      'Read replicas (DB_REPLICAS): configured, and read from now (answering, at most DB_REPLICA_MAX_LAG behind)',
      ['state'],
      () => {
        const { configured, usable } = replicaState(this.em.getDriver());
        return Promise.resolve([
          [{ state: 'configured' }, configured],
          [{ state: 'usable' }, usable],
        ]);
      },
    );
  }
}
