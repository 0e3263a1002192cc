import { EntityManager } from '@mikro-orm/mariadb';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { inTime } from '../../infrastructure/metrics/metrics.js';
import { QueueHealth } from '../../infrastructure/queue/queue-health.js';
import { REDIS } from '../../infrastructure/redis/redis.module.js';
import type { HealthDto, ServiceState, WorkerState } from './dto/health.dto.js';

/** Resolves 'up' when the check finishes in time, 'down' when it fails or takes too long. */
const probe = (check: () => Promise<unknown>): Promise<ServiceState> =>
  inTime(check()).then(
    () => 'up',
    () => 'down',
  );

@Injectable()
export class HealthService {
  constructor(
    private readonly em: EntityManager,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly queues: QueueHealth,
  ) {}

  async check(): Promise<HealthDto> {
    const [db, redis, workers] = await Promise.all([
      probe(() => this.em.getConnection().execute('select 1')),
      probe(() => this.redis.ping()),
      inTime(this.queues.workers()).catch(() => undefined),
    ]);
    const worker: WorkerState = workers === undefined ? 'unknown' : workers > 0 ? 'up' : 'missing';
    return { status: db === 'up' && redis === 'up' ? 'ok' : 'error', db, redis, worker };
  }
}
