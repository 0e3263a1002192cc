import { ServiceUnavailableException } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RedisSessionStore } from './redis-session-store.js';

const storeWith = (status: string) => new RedisSessionStore({ status, defineCommand: () => undefined } as unknown as Redis, 'p:', 60);

describe('the session store during a Redis outage', () => {
  it('lets a change that ends sessions go on only while Redis is connected', () => {
    expect(() => storeWith('ready').assertReachable()).not.toThrow();
    for (const status of ['connecting', 'reconnecting', 'end', 'close']) {
      expect(() => storeWith(status).assertReachable()).toThrow(ServiceUnavailableException);
    }
  });
});
