import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp, testConfig } from './test-app.js';

describe('the API process over HTTP', () => {
  const config = testConfig();
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp(config);
  });
  afterAll(() => app.close());

  it('reports database and Redis up', async () => {
    const res = await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', db: 'up', redis: 'up', worker: expect.stringMatching(/^(up|missing)$/) });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('serves the Swagger UI and the OpenAPI document', async () => {
    const ui = await request(app.getHttpServer()).get('/api/docs').expect(200);
    expect(ui.text).toContain('swagger-ui');
    const doc = await request(app.getHttpServer()).get('/api/docs-json').expect(200);
    expect(doc.body.info.title).toBe('Plantry API');
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/auth/user']));
    expect(doc.body.paths['/api/health'].get.operationId).toBe('getHealth');
  });

  it('answers an unknown API path with a JSON 404, never the app page', async () => {
    const res = await request(app.getHttpServer()).get('/api/no-such-thing').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('answers malformed JSON with a 400 and no stack trace', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/logout')
      .set('Content-Type', 'application/json')
      .send('{"broken": ')
      .expect(400);
    expect(res.body.statusCode).toBe(400);
    expect(JSON.stringify(res.body)).not.toMatch(/at \w+ \(|node_modules/);
  });

  it('treats visitors as not signed in', async () => {
    const res = await request(app.getHttpServer()).get('/api/auth/user').expect(401);
    expect(res.body).toEqual({ statusCode: 401, message: 'You are not signed in', error: 'Unauthorized' });
  });

  it('sends security headers with a strict script policy', async () => {
    const res = await request(app.getHttpServer()).get('/api/health');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    // The service worker and the web app manifest of the installable app.
    expect(res.headers['content-security-policy']).toContain("worker-src 'self'");
    expect(res.headers['content-security-policy']).toContain("manifest-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
    // Served over plain HTTP (PUBLIC_URL http://…): no HSTS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('asks browsers to keep to HTTPS when the site is served over it', async () => {
    const https = await createTestApp(testConfig({ PUBLIC_URL: 'https://plantry.example' }));
    try {
      const res = await request(https.getHttpServer()).get('/api/health');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await https.close();
    }
  });

  it('serves uploads with long-lived caching and nosniff, and 404 for missing ones', async () => {
    mkdirSync(join(config.uploadDir, 'tests'), { recursive: true });
    writeFileSync(join(config.uploadDir, 'tests/probe.txt'), 'probe');
    const res = await request(app.getHttpServer()).get('/uploads/tests/probe.txt').expect(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    await request(app.getHttpServer()).get('/uploads/tests/missing.txt').expect(404);
  });
});
