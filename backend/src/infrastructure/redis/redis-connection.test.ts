import { loadConfig } from '../../config/app-config.js';
import { redisConnection } from './redis.module.js';

const base = { SESSION_SECRET: 'a-test-secret-that-is-long-enough-1234', ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'long-enough' };
const noFile = '/nonexistent/.env';

describe('redisConnection', () => {
  it('connects to REDIS_HOST and REDIS_PORT without sentinels', () => {
    const config = loadConfig({ ...base, REDIS_HOST: 'cache', REDIS_PORT: '6380', REDIS_PASSWORD: 'pw' }, noFile);
    expect(redisConnection(config)).toEqual({ host: 'cache', port: 6380, password: 'pw' });
  });

  it('asks the sentinels for the primary when there are some, and follows their failovers', () => {
    const config = loadConfig(
      {
        ...base,
        REDIS_HOST: 'ignored',
        REDIS_SENTINELS: 's1:26379,s2:26379',
        REDIS_SENTINEL_NAME: 'main',
        REDIS_PASSWORD: 'data',
        REDIS_SENTINEL_PASSWORD: 'watch',
      },
      noFile,
    );
    expect(redisConnection(config)).toEqual({
      sentinels: [
        { host: 's1', port: 26379 },
        { host: 's2', port: 26379 },
      ],
      name: 'main',
      role: 'master',
      password: 'data',
      sentinelPassword: 'watch',
      failoverDetector: true,
    });
  });
});
