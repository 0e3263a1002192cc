import { EntityManager } from '@mikro-orm/mariadb';
import { getQueueToken } from '@nestjs/bullmq';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { QUEUES, type QueueName } from '@plantry/shared';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { liveWorkers } from '../queue/worker-heartbeat.js';
import { REDIS } from '../redis/redis.module.js';
import { Metrics } from './metrics.js';

/** The job states whose counts make a queue's depth. */
const JOB_STATES = ['waiting', 'prioritized', 'delayed', 'active', 'failed', 'completed'] as const;

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
    private readonly moduleRef: ModuleRef,
    private readonly em: EntityManager,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const queues = Object.values(QUEUES).map((name) => [name, this.moduleRef.get<Queue>(getQueueToken(name), { strict: false })] as const);
    this.metrics.gauge('plantry_queue_jobs', 'Jobs in each queue by state (completed and failed are those still kept)', ['queue', 'state'], async () => {
      const counts = await Promise.all(queues.map(async ([name, queue]) => [name, await queue.getJobCounts(...JOB_STATES)] as const));
      return counts.flatMap(([queue, byState]) => JOB_STATES.map((state): [{ queue: QueueName; state: string }, number] => [{ queue, state }, byState[state] ?? 0]));
    });
    this.metrics.gauge('plantry_workers_alive', 'Workers whose heartbeat is recent (0: jobs are not being run)', [], async () => [
      [{}, await liveWorkers(this.redis, this.config)],
    ]);
    this.metrics.gauge('plantry_db_pool_connections', 'Database pool: connections open, in use and idle, requests waiting for one, and the most it opens', ['state'], async () => {
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
    });
  }
}
