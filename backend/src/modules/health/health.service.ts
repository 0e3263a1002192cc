import { EntityManager } from '@mikro-orm/mariadb';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../../infrastructure/redis/redis.module.js';
import type { HealthDto, ServiceState } from './dto/health.dto.js';

const CHECK_TIMEOUT_MS = 1500;

/** Resolves 'up' when the check finishes in time, 'down' when it fails or takes too long. */
async function probe(check: () => Promise<unknown>): Promise<ServiceState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

@Injectable()
export class HealthService {
  constructor(
    private readonly em: EntityManager,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async check(): Promise<HealthDto> {
    const [db, redis] = await Promise.all([
      probe(() => this.em.getConnection().execute('select 1')),
      probe(() => this.redis.ping()),
    ]);
    return { status: db === 'up' && redis === 'up' ? 'ok' : 'error', db, redis };
  }
}
