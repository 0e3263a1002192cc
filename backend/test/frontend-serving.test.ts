import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { PageHeadService } from '../src/modules/seo/page-head.service.js';
import { createTestApp, testConfig } from './test-app.js';

describe('serving the built frontend', () => {
  const dist = mkdtempSync(join(tmpdir(), 'plantry-dist-'));
  let app: NestExpressApplication;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<html><head><title>Plantry</title></head><body><div id="root"></div></body></html>');
    writeFileSync(join(dist, 'assets/app-abc123.js'), 'console.log(1)');
    app = await createTestApp(testConfig({ FRONTEND_DIST: dist }));
    app.get(PageHeadService).register((url) => (url.pathname === '/special/7' ? { title: 'Smoky Tacos | Plantry', tags: ['<meta name="description" content="Tacos">'] } : undefined));
  });
  afterAll(() => app.close());

  it.each(['/', '/browse', '/privacy-policy', '/no/such/page'])('answers %s with the app page', async (path) => {
    const res = await request(app.getHttpServer()).get(path).expect(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('writes the page head that a resolver gives for its route', async () => {
    const res = await request(app.getHttpServer()).get('/special/7').expect(200);
    expect(res.text).toContain('<title>Smoky Tacos | Plantry</title>');
    expect(res.text).toContain('<meta name="description" content="Tacos">\n</head>');
  });

  it('serves hashed assets as immutable, and 404 for missing ones', async () => {
    const res = await request(app.getHttpServer()).get('/assets/app-abc123.js').expect(200);
    expect(res.headers['cache-control']).toContain('immutable');
    await request(app.getHttpServer()).get('/assets/missing.js').expect(404);
  });

  it('leaves /api paths to the API', async () => {
    const res = await request(app.getHttpServer()).get('/api/nothing-here').expect(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
