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
    expect(res.body).toEqual({ status: 'error', db: 'up', redis: 'down' });
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('answers 503 naming the database', async () => {
    app = await createTestApp(testConfig({ DB_PORT: CLOSED_PORT }));
    const res = await request(app.getHttpServer()).get('/api/health').expect(503);
    expect(res.body).toEqual({ status: 'error', db: 'down', redis: 'up' });
  });
});
