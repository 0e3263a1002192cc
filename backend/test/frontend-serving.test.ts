import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { PageHeadService } from '../src/modules/seo/page-head.service.js';
import { createTestApp, testConfig } from './test-app.js';

/** A script with the build's compressed copies beside it. */
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(500))};`;
const COPIES = { br: brotliCompressSync(Buffer.from(SCRIPT)), gzip: gzipSync(SCRIPT) };

describe('serving the built frontend', () => {
  const dist = mkdtempSync(join(tmpdir(), 'plantry-dist-'));
  let app: NestExpressApplication;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<html><head><title>Plantry</title></head><body><div id="root"></div></body></html>');
    writeFileSync(join(dist, 'assets/app-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => undefined)');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Plantry"}');
    writeFileSync(join(dist, 'assets/vendor-def456.js'), SCRIPT);
    writeFileSync(join(dist, 'assets/vendor-def456.js.br'), COPIES.br);
    writeFileSync(join(dist, 'assets/vendor-def456.js.gz'), COPIES.gzip);
    app = await createTestApp(testConfig({ FRONTEND_DIST: dist }));
    app
      .get(PageHeadService)
      .register((url) =>
        url.pathname === '/verify-email'
          ? { title: 'Smoky Tacos | Plantry', tags: ['<meta name="description" content="Tacos">'] }
          : undefined,
      );
  });
  afterAll(() => app.close());

  it.each(['/', '/browse', '/privacy-policy'])('answers %s with the app page', async (path) => {
    const res = await request(app.getHttpServer()).get(path).expect(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('writes the page head that a resolver gives for its route', async () => {
    const res = await request(app.getHttpServer()).get('/verify-email').expect(200);
    expect(res.text).toContain('<title>Smoky Tacos | Plantry</title>');
    expect(res.text).toContain('<meta name="description" content="Tacos">\n');
  });

  it('answers a path the app does not have with the app page, 404', async () => {
    const res = await request(app.getHttpServer()).get('/no/such/page').expect(404);
    expect(res.text).toContain('<div id="root">');
    expect(res.text).toContain('<title>Page Not Found | Plantry</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker to be asked anew at every use, and the web app manifest as a manifest', async () => {
    const worker = await request(app.getHttpServer()).get('/sw.js').expect(200);
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await request(app.getHttpServer()).get('/manifest.webmanifest').expect(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves hashed assets as immutable, and 404 for missing ones', async () => {
    const res = await request(app.getHttpServer()).get('/assets/app-abc123.js').expect(200);
    expect(res.headers['cache-control']).toContain('immutable');
    await request(app.getHttpServer()).get('/assets/missing.js').expect(404);
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
  ] as const)("sends the build's compressed copy of an asset to a client accepting %s", async (accepted, encoding) => {
    const res = await request(app.getHttpServer())
      .get('/assets/vendor-def456.js')
      .set('Accept-Encoding', accepted)
      .buffer(true)
      .expect(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    // The copy itself, byte for byte (supertest decompresses it), not one compressed on the fly.
    expect(Number(res.headers['content-length'])).toBe(COPIES[encoding].length);
    expect(res.text).toBe(SCRIPT);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends an asset as it is to a client accepting no compression', async () => {
    const res = await request(app.getHttpServer())
      .get('/assets/vendor-def456.js')
      .set('Accept-Encoding', 'identity')
      .buffer(true)
      .expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(SCRIPT.length);
    expect(res.text).toBe(SCRIPT);
  });

  it('leaves /api paths to the API', async () => {
    const res = await request(app.getHttpServer()).get('/api/nothing-here').expect(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
