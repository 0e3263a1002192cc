import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestApp, testConfig } from '../test-app.js';

/** A loopback port where nothing listens. */
const CLOSED_PORT = '1';

describe('health when a service is down', () => {
  let app: NestExpressApplication | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('answers 503 naming Redis', async () => {
    app = await createTestApp(testConfig({ REDIS_PORT: CLOSED_PORT }));
    const started = Date.now();
    const res = await request(app.getHttpServer()).get('/api/health').expect(503);
    expect(res.body).toEqual({ status: 'error', db: 'up', redis: 'down', worker: 'unknown' });
    expect(Date.now() - started).toBeLessThan(2500);
    // Not ready for traffic, but alive: a supervisor must not restart it for a Redis blip.
    await request(app.getHttpServer()).get('/api/health/ready').expect(503);
    expect((await request(app.getHttpServer()).get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
  });

  it('answers 503 naming the database', async () => {
    app = await createTestApp(testConfig({ DB_PORT: CLOSED_PORT }));
    const res = await request(app.getHttpServer()).get('/api/health').expect(503);
    expect(res.body).toMatchObject({ status: 'error', db: 'down', redis: 'up' });
    await request(app.getHttpServer()).get('/api/health/ready').expect(503);
    await request(app.getHttpServer()).get('/api/health/live').expect(200);
  });
});
