import type { NestExpressApplication } from '@nestjs/platform-express';
import { Redis } from 'ioredis';
import request from 'supertest';
import { runBackend } from '../support/processes.js';
import { createTestApp, testConfig } from '../test-app.js';

const MESSAGE = { name: 'Rosa', email: 'rosa@example.com', subject: 'Hello there', message: 'A message long enough.' };

/**
 * TRUST_PROXY decides which address the per-address rate limits count. With a hop count or the
 * proxies' own addresses, only what those proxies appended is believed: a client that writes its
 * own X-Forwarded-For cannot choose its rate-limit key.
 */
describe('TRUST_PROXY: the client address behind proxies', () => {
  const config = testConfig();
  const redis = new Redis({ host: config.redis.host, port: config.redis.port, password: config.redis.password });
  const apps: NestExpressApplication[] = [];
  /** The addresses the contact form's per-address limit has counted. */
  const countedAddresses = async () =>
    (await redis.keys(`${config.redis.prefix}:rl:contact-address:*`)).map((key) => key.split('contact-address:')[1]).sort();
  const appWith = async (trustProxy: string) => {
    const app = await createTestApp(testConfig({ TRUST_PROXY: trustProxy, RATE_LIMIT_MULTIPLIER: '1' }));
    apps.push(app);
    return app;
  };
  const contact = (app: NestExpressApplication, forwardedFor: string) =>
    request(app.getHttpServer()).post('/api/contact').set('X-Forwarded-For', forwardedFor).send(MESSAGE);

  beforeEach(async () => {
    const keys = await redis.keys(`${config.redis.prefix}:rl:contact-address:*`);
    if (keys.length) await redis.del(...keys);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    redis.disconnect();
  });

  it('with TRUST_PROXY=1, limits by the right-most forwarded address (the one the proxy added), never a spoofed left-most one', async () => {
    const app = await appWith('1');
    for (let i = 1; i <= 5; i++) await contact(app, `198.51.100.${i}, 192.0.2.10`).expect(201);
    const limited = await contact(app, '198.51.100.99, 192.0.2.10').expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client behind the same proxy is counted on its own.
    await contact(app, '198.51.100.1, 192.0.2.11').expect(201);
    expect(await countedAddresses()).toEqual(['192.0.2.10', '192.0.2.11']);
  });

  it('with the proxies named by address and range, skips them from the right and counts the first address they did not add', async () => {
    const app = await appWith('loopback, 10.0.0.0/8');
    await contact(app, '6.6.6.6, 192.0.2.20, 10.1.2.3').expect(201);
    await contact(app, '192.0.2.21').expect(201);
    expect(await countedAddresses()).toEqual(['192.0.2.20', '192.0.2.21']);
  });

  it('with TRUST_PROXY=false, ignores X-Forwarded-For and counts the connection', async () => {
    const app = await appWith('false');
    for (let i = 1; i <= 5; i++) await contact(app, `192.0.2.${i}`).expect(201);
    await contact(app, '192.0.2.77').expect(429);
    expect((await countedAddresses()).every((address) => address.endsWith('127.0.0.1'))).toBe(true);
  });

  it('stops the API at boot with the forms it accepts when the setting is garbage', async () => {
    const api = runBackend('main.js', { TRUST_PROXY: 'yes please', PORT: '3139' });
    const tooLong = setTimeout(() => void api.stop(), 15_000); // an API that took the setting would keep running
    const { code, output } = await api.exited;
    clearTimeout(tooLong);
    expect(code).toBe(1);
    expect(output).toContain(
      "TRUST_PROXY: must be true, false, a number of proxy hops (such as 1) or comma-separated proxy addresses and CIDR ranges (such as 10.0.0.1, 172.16.0.0/12, loopback), not 'yes please'",
    );
  });
});
