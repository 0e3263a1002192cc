import { EntityManager } from '@mikro-orm/mariadb';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { inTime } from '../../infrastructure/metrics/metrics.js';
import { liveWorkers } from '../../infrastructure/queue/worker-heartbeat.js';
import { REDIS } from '../../infrastructure/redis/redis.module.js';
import type { HealthDto, ServiceState, WorkerState } from './dto/health.dto.js';

/** Resolves 'up' when the check finishes in time, 'down' when it fails or takes too long. */
const probe = (check: () => Promise<unknown>): Promise<ServiceState> => inTime(check()).then(
  () => 'up',
  () => 'down',
);

@Injectable()
export class HealthService {
  constructor(
    private readonly em: EntityManager,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async check(): Promise<HealthDto> {
    const [db, redis, workers] = await Promise.all([
      probe(() => this.em.getConnection().execute('select 1')),
      probe(() => this.redis.ping()),
      inTime(liveWorkers(this.redis, this.config)).catch(() => undefined),
    ]);
    const worker: WorkerState = workers === undefined ? 'unknown' : workers > 0 ? 'up' : 'missing';
    return { status: db === 'up' && redis === 'up' ? 'ok' : 'error', db, redis, worker };
  }
}
