import { IMAGE_LIMITS, POSTING_LIMITS } from '@plantry/shared';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { DECODING_QUEUE_MAX } from '../../src/modules/images/images.service.js';
import { pngImage } from '../support/image-fixtures.js';
import { createWorld, unique, type Caller, type World } from './support/world.js';

/**
 * What an upload may cost the server (finding 5 of the outside review): PUT
 * /api/recipes/{id}/images buffered up to 11 × 10 MB before checking who owns the recipe (review
 * photos likewise before the reviewability check); recipe creation and photo replacement had no
 * rate limit; one request of 11 PNGs at 6300 × 6300 cost seconds of decoding; nothing bounded
 * how many uploads were decoded at once.
 */
const BOUNDARY = 'plantry-upload-costs';
/** The start of a multipart body: one file part whose content follows. */
const partHead = (field: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`);

interface Partial {
  /** The status the server answered while the body was still coming, or null when it waited for it. */
  status: number | null;
  message?: string;
}

describe('upload costs', () => {
  let w: World;
  let port: number;
  let stranger: Caller;
  let member: Caller;
  let bigPng: Buffer;

  const imageRows = async () => Number((await w.sql<{ n: number }>('select count(*) as n from images'))[0].n);

  /**
   * Sends the headers of an upload said to be `declared` bytes long and its first megabyte, then
   * waits up to 5 s for an answer without sending the rest: a server that checks before reading
   * answers at once; one that reads first waits for the body.
   */
  function partialUpload(
    method: string,
    path: string,
    cookie: string | undefined,
    field: string,
    declared = 100 * 1024 * 1024,
  ): Promise<Partial> {
    return new Promise((resolve) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': declared,
          origin: w.origin,
          ...(cookie ? { cookie } : {}),
        },
      });
      const timer = setTimeout(() => {
        req.destroy();
        resolve({ status: null });
      }, 5000);
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk));
        res.on('end', () => {
          clearTimeout(timer);
          req.destroy();
          resolve({ status: res.statusCode ?? 0, message: (JSON.parse(body || '{}') as { message?: string }).message });
        });
      });
      req.on('error', () => undefined);
      req.write(Buffer.concat([partHead(field), Buffer.alloc(1024 * 1024, 7)]));
    });
  }

  beforeAll(async () => {
    w = await createWorld({ RATE_LIMIT_MULTIPLIER: '1' });
    await w.clearRateLimits();
    const server = w.app.getHttpServer() as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    stranger = await w.freshCaller('otherAuthor');
    member = await w.freshCaller('registered');
    bigPng = await sharp({ create: { width: 6300, height: 6300, channels: 3, background: '#2d6a4f' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
  }, 60_000);
  beforeEach(() => w.clearRateLimits());
  afterAll(() => w.close());

  describe('who asks is checked before the body is read', () => {
    it("answers a stranger's photos for someone else's recipe 403 before reading them", async () => {
      const recipe = await w.make.recipe(w.callers.homeCook.user!.id);
      const answer = await partialUpload('PUT', `/api/recipes/${recipe.id}/images`, stranger.cookie, 'images');
      expect(answer).toEqual({ status: 403, message: 'You can only change your own recipes' });
    });

    it('answers a visitor 401 and a missing recipe 404 before reading the photos', async () => {
      const recipe = await w.make.recipe(w.callers.homeCook.user!.id);
      expect((await partialUpload('PUT', `/api/recipes/${recipe.id}/images`, undefined, 'images')).status).toBe(401);
      expect((await partialUpload('PUT', '/api/recipes/999999999/images', stranger.cookie, 'images')).status).toBe(404);
      expect((await partialUpload('PUT', '/api/recipes/not-an-id/images', stranger.cookie, 'images')).status).toBe(400);
    });

    it('answers review photos for a recipe that cannot be reviewed before reading them', async () => {
      const pending = await w.make.recipe(w.callers.otherAuthor.user!.id, { approved: false });
      const own = await w.make.recipe(member.user!.id);
      expect((await partialUpload('POST', `/api/recipes/${pending.id}/reviews`, member.cookie, 'images')).status).toBe(404);
      expect((await partialUpload('POST', `/api/recipes/${own.id}/reviews`, member.cookie, 'images')).status).toBe(403);
      const reviewed = await w.make.recipe(w.callers.otherAuthor.user!.id);
      await member.agent.post(`/api/recipes/${reviewed.id}/reviews`).send({ rating: 5 }).expect(201);
      expect((await partialUpload('POST', `/api/recipes/${reviewed.id}/reviews`, member.cookie, 'images')).status).toBe(409);
    });

    it('refuses the owner an upload declared over the limit for all photos together, before reading it', async () => {
      const recipe = await w.make.recipe(w.callers.homeCook.user!.id);
      const answer = await partialUpload(
        'PUT',
        `/api/recipes/${recipe.id}/images`,
        w.callers.homeCook.cookie,
        'images',
        IMAGE_LIMITS.requestMaxBytes + 1,
      );
      expect(answer).toEqual({
        status: 413,
        message: 'The photos of one upload may be at most 40 MB together. Please send fewer or smaller photos.',
      });
    });

    it('ends a chunked upload (no length given) once it passes the limit', async () => {
      const recipe = await w.make.recipe(w.callers.homeCook.user!.id);
      const ended = await new Promise<string>((resolve) => {
        const req = httpRequest({
          host: '127.0.0.1',
          port,
          method: 'PUT',
          path: `/api/recipes/${recipe.id}/images`,
          headers: {
            'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
            'transfer-encoding': 'chunked',
            origin: w.origin,
            cookie: w.callers.homeCook.cookie!,
          },
        });
        req.on('response', (res) => resolve(`answered ${res.statusCode}`));
        req.on('error', () => resolve('connection ended'));
        req.write(partHead('images'));
        const chunk = Buffer.alloc(1024 * 1024, 7);
        let sent = 0;
        const pump = () => {
          while (sent < 100) {
            sent += 1;
            if (!req.write(chunk)) return req.once('drain', pump);
          }
          resolve(`all ${sent} MB read`);
        };
        pump();
      });
      expect(ended).toMatch(/^(connection ended|answered 413)$/);
    });
  });

  it('refuses 11 photos of 40 megapixels at once by their headers, storing nothing', async () => {
    const recipe = await w.make.recipe(w.callers.homeCook.user!.id);
    const before = await imageRows();
    const started = Date.now();
    let upload = w.callers.homeCook.agent.put(`/api/recipes/${recipe.id}/images`);
    for (let i = 0; i < 11; i++) upload = upload.attach('images', bigPng, { filename: `big-${i}.png`, contentType: 'image/png' });
    const res = await upload;
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual([
      'The photos of one upload may hold at most 150 megapixels together. Please send fewer or smaller photos.',
    ]);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await imageRows()).toBe(before);
  });

  it('limits new recipes to 20 an hour and photo changes to 30 an hour per account', async () => {
    const cook = await w.freshCaller('homeCook');
    // An established account: new ones have a smaller daily allowance (tested in moderation.test.ts).
    await w.sql('update users set created_at = now(3) - interval ? day where id = ?', [POSTING_LIMITS.newAccountDays, cook.user!.id]);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await cook.agent
        .post('/api/recipes')
        .send({ title: unique('Quick Soup'), description: 'A soup.', ingredients: ['1 leek'], instructions: ['Simmer.'] });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201));
    expect(statuses[20]).toBe(429);
    const recipe = await w.make.recipe(cook.user!.id);
    const photo = await pngImage(64, 48);
    const changes: number[] = [];
    for (let i = 0; i < 31; i++)
      changes.push((await cook.agent.put(`/api/recipes/${recipe.id}/images`).attach('images', photo, 'a.png')).status);
    expect(changes.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(changes[30]).toBe(429);
  }, 60_000);

  it(`decodes a few uploads at a time and answers 503 with Retry-After beyond ${DECODING_QUEUE_MAX} waiting, storing nothing for those`, async () => {
    const cooks = await Promise.all(Array.from({ length: 4 }, () => w.freshCaller('homeCook')));
    const recipes = await Promise.all(cooks.map((cook) => w.make.recipe(cook.user!.id)));
    const photo = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#6a994e' } })
      .png()
      .toBuffer();
    const since = new Date();
    const uploads = Array.from({ length: DECODING_QUEUE_MAX + 8 }, (_, i) => {
      let req = cooks[i % 4].agent.put(`/api/recipes/${recipes[i % 4].id}/images`);
      for (let n = 0; n < 4; n++) req = req.attach('images', photo, `p${n}.png`);
      return req.then((res) => res);
    });
    const answers = await Promise.all(uploads);
    const busy = answers.filter((res) => res.status === 503);
    const stored = answers.filter((res) => res.status === 200);
    expect(busy.length + stored.length).toBe(answers.length);
    expect(busy.length).toBeGreaterThan(0);
    expect(stored.length).toBeGreaterThan(DECODING_QUEUE_MAX / 2);
    expect(busy[0].body.message).toBe('Too many photos are being processed right now. Please try again in a moment.');
    expect(busy[0].headers['retry-after']).toBe('5');
    // Every image row written since is one a recipe shows: the refused uploads left nothing behind.
    const written = await w.sql<{ url: string }>('select url from images where created_at >= ?', [since]);
    const shown = await w.sql<{ featured_image: string; gallery_images: string }>(
      `select featured_image, gallery_images from recipes where id in (${recipes.map((r) => r.id).join(', ')})`,
    );
    const urls = shown.flatMap((row) => [row.featured_image, ...(JSON.parse(row.gallery_images) as string[])]);
    expect(new Set(written.map((row) => row.url))).toEqual(new Set(urls));
  }, 90_000);
});
