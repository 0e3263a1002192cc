import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../src/config/app-config.js';
import { S3Storage } from '../src/infrastructure/storage/s3-storage.js';

const BUCKET = 'plantry-test';
/** s3rver's one account. It checks the access key id, but not SigV4 signatures (so not the secret). */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

describe('S3Storage on a local S3-compatible server', () => {
  const directory = mkdtempSync(join(tmpdir(), 'plantry-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  let endpoint: string;
  let storage: S3Storage;

  const storageWith = (overrides: Partial<S3Settings> = {}) =>
    new S3Storage({
      endpoint,
      region: 'us-east-1',
      bucket: BUCKET,
      ...CREDENTIALS,
      forcePathStyle: true,
      publicUrl: `${endpoint}/${BUCKET}`,
      ...overrides,
    });

  beforeAll(async () => {
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    storage = storageWith();
    await storage.ensureBucket();
  });
  afterAll(async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('stores, reads, finds and deletes a file', async () => {
    const bytes = randomBytes(2048);
    await storage.put('recipes/round-trip.webp', bytes, 'image/webp');
    expect(await storage.exists('recipes/round-trip.webp')).toBe(true);
    expect(await storage.get('recipes/round-trip.webp')).toEqual(bytes);
    await storage.delete('recipes/round-trip.webp');
    expect(await storage.exists('recipes/round-trip.webp')).toBe(false);
    expect(await storage.get('recipes/round-trip.webp')).toBeUndefined();
  });

  it('serves the file at its public URL with its type, cached for good', async () => {
    const bytes = randomBytes(512);
    await storage.put('images/served.webp', bytes, 'image/webp');
    const res = await fetch(storage.publicUrl('images/served.webp'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
  });

  it('replaces a file whole', async () => {
    await storage.put('recipes/twice.webp', Buffer.from('first version'), 'image/webp');
    await storage.put('recipes/twice.webp', Buffer.from('second'), 'image/webp');
    expect(await storage.get('recipes/twice.webp')).toEqual(Buffer.from('second'));
  });

  it('answers a missing file as missing, and deletes it without complaint', async () => {
    expect(await storage.get('recipes/never.webp')).toBeUndefined();
    expect(await storage.exists('recipes/never.webp')).toBe(false);
    await expect(storage.delete('recipes/never.webp')).resolves.toBeUndefined();
  });

  it('creates a bucket in another region', async () => {
    const paris = storageWith({ bucket: 'plantry-paris', region: 'eu-west-3' });
    await paris.ensureBucket();
    await paris.put('a/b.webp', Buffer.from('x'), 'image/webp');
    expect(await paris.get('a/b.webp')).toEqual(Buffer.from('x'));
  });

  it('accepts a bucket that exists already', async () => {
    await expect(storage.ensureBucket()).resolves.toBeUndefined();
  });

  it.each(['../etc/passwd', '/abs.webp', 'Recipes/A.webp', 'a/../b.webp', 'noext', 'a b.webp'])('refuses the key %s', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow('Unsafe storage key');
    await expect(storage.get(key)).rejects.toThrow('Unsafe storage key');
    await expect(storage.exists(key)).rejects.toThrow('Unsafe storage key');
    await expect(storage.delete(key)).rejects.toThrow('Unsafe storage key');
    expect(() => storage.publicUrl(key)).toThrow('Unsafe storage key');
  });

  it('knows the key of its public URLs only', () => {
    const url = storage.publicUrl('images/a-1.webp');
    expect(url).toBe(`${endpoint}/${BUCKET}/images/a-1.webp`);
    expect(storage.keyOf(url)).toBe('images/a-1.webp');
    for (const foreign of [
      '/uploads/images/a-1.webp',
      `${endpoint}/other/images/a-1.webp`,
      `${endpoint}/${BUCKET}/../a.webp`,
      `${endpoint}/${BUCKET}/`,
    ]) {
      expect(storage.keyOf(foreign)).toBeUndefined();
    }
    const cdn = storageWith({ publicUrl: 'https://cdn.plantry.app' });
    expect(cdn.publicUrl('images/a-1.webp')).toBe('https://cdn.plantry.app/images/a-1.webp');
    expect(cdn.keyOf('https://cdn.plantry.app/images/a-1.webp')).toBe('images/a-1.webp');
    expect(cdn.keyOf(url)).toBeUndefined();
  });

  it('fails with a clear error when the credentials are refused', async () => {
    const refused = storageWith({ accessKeyId: 'NOT-A-KEY', secretAccessKey: 'wrong' });
    await expect(refused.put('recipes/refused.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /^S3 PUT .*\/plantry-test\/recipes\/refused\.webp failed: 403 InvalidAccessKeyId$/,
    );
    expect(await storage.exists('recipes/refused.webp')).toBe(false);
  });

  it('fails with a clear error when the server does not answer', async () => {
    const unreachable = storageWith({ endpoint: 'http://127.0.0.1:1' });
    await expect(unreachable.get('recipes/a.webp')).rejects.toThrow(
      /^S3 GET http:\/\/127\.0\.0\.1:1\/plantry-test\/recipes\/a\.webp failed: /,
    );
  });

  it('names the bucket in the host name unless path style is forced', async () => {
    const virtualHosted = storageWith({ endpoint: 'http://localhost:1', forcePathStyle: false });
    await expect(virtualHosted.get('recipes/a.webp')).rejects.toThrow(
      /^S3 GET http:\/\/plantry-test\.localhost:1\/recipes\/a\.webp failed: /,
    );
  });
});
