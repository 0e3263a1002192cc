import { MikroORM } from '@mikro-orm/mariadb';
import { QUEUES } from '@plantry/shared';
import { Queue } from 'bullmq';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import request from 'supertest';
import type { AppConfig } from '../src/config/app-config.js';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import { seedCuisines } from '../src/seed/seed-cuisines.js';
import { createFileStorage } from '../src/infrastructure/storage/create-storage.js';
import { S3Storage } from '../src/infrastructure/storage/s3-storage.js';
import { StoredImage } from '../src/modules/images/entities/stored-image.entity.js';
import { imageKeys } from '../src/modules/images/image-keys.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { startStack, type Agent, type Stack } from './support/accounts.js';
import { createMember, signInAs } from './support/fixtures.js';
import { carriesMetadata, phoneJpeg, pixelBombPng, pngImage } from './support/image-fixtures.js';
import { poll } from './support/processes.js';

const RUN = `zi${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;
let counter = 0;

interface Variants {
  url: string;
  width: number;
  height: number;
  placeholder: string | null;
  variants: { url: string; width: number }[];
}

/** Posts a recipe with these photos (the first featured) through the multipart form. */
async function shareWithPhotos(agent: Agent, photos: { data: Buffer; name: string }[]) {
  let req = agent
    .post('/api/recipes')
    .field('title', `${RUN} Roast Roots ${++counter}`)
    .field('description', 'Roasted roots with herbs.')
    .field('ingredients', '2 carrots\n1 parsnip')
    .field('instructions', 'Roast for 40 minutes.');
  for (const [i, photo] of photos.entries()) req = req.attach(i === 0 ? 'featuredImage' : 'galleryImages', photo.data, photo.name);
  const res = await req;
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; featuredImage: string; galleryImages: string[] };
}

/** The recipe once the images worker has made the featured image's variants. */
function variantsMade(agent: Agent, id: number): Promise<Variants> {
  return poll('image variants', async () => {
    const { body } = await agent.get(`/api/recipes/${id}`).expect(200);
    return body.featuredImageVariants?.variants.length ? (body.featuredImageVariants as Variants) : undefined;
  });
}

/** The worker's peak resident memory in MB (VmHWM). */
function peakMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/** Every file stored for the image behind a local /uploads URL. */
function filesOf(config: AppConfig, url: string): string[] {
  const folder = join(config.uploadDir, url.replace(/^\/uploads\//, '').replace(/\/full\.webp$/, ''));
  return existsSync(folder) ? readdirSync(folder).sort() : [];
}

describe('the image pipeline with a real worker', () => {
  let stack: Stack;
  let orm: MikroORM;
  let cook: User;
  const staleTemp = () => join(stack.config.uploadDir, '.tmp', 'interrupted.tmp');

  beforeAll(async () => {
    const config = (await import('./test-app.js')).testConfig();
    // A write that a killed worker left behind, old enough to be swept at the next start.
    mkdirSync(join(config.uploadDir, '.tmp'), { recursive: true });
    const stale = join(config.uploadDir, '.tmp', 'interrupted.tmp');
    writeFileSync(stale, 'half an image');
    utimesSync(stale, new Date(Date.now() - 3600_000), new Date(Date.now() - 3600_000));
    stack = await startStack();
    orm = await MikroORM.init(ormOptions(stack.config));
    const em = orm.em.fork();
    await seedCuisines(em);
    await em.flush();
    cook = await createMember(em, 'home_cook');
  }, 60_000);
  afterAll(async () => {
    await stack.close();
    await orm.close();
  });

  it('sweeps temporary files an interrupted write left behind when the worker starts', async () => {
    await poll('the sweep', async () => (existsSync(staleTemp()) ? undefined : true));
  });

  it('makes WebP width variants of an upright, metadata-free image, served with long-lived caching', async () => {
    const agent = await signInAs(stack.agent(), cook);
    const recipe = await shareWithPhotos(agent, [
      { data: await phoneJpeg(2400, 1800), name: 'IMG_2041.JPG' },
      { data: await pngImage(800, 600), name: 'plate.png' },
    ]);
    const image = await variantsMade(agent, recipe.id);
    // Stored sideways with orientation 6: upright it is portrait, at most 2000 px tall.
    expect(image).toMatchObject({ url: recipe.featuredImage, width: 1500, height: 2000 });
    expect(image.variants.map((v) => v.width)).toEqual([320, 640, 960, 1280, 1500]);
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    for (const variant of image.variants) {
      const file = await request(stack.app.getHttpServer())
        .get(variant.url)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(file.body as Buffer).metadata();
      expect({ format: meta.format, width: meta.width, exif: meta.exif }).toEqual({
        format: 'webp',
        width: variant.width,
        exif: undefined,
      });
      expect(carriesMetadata(file.body as Buffer)).toBe(false);
    }
    expect(filesOf(stack.config, recipe.featuredImage)).toEqual(['full.webp', 'w1280.webp', 'w320.webp', 'w640.webp', 'w960.webp']);
    const gallery = await poll('gallery variants', async () => {
      const { body } = await agent.get(`/api/recipes/${recipe.id}`).expect(200);
      return body.galleryImageVariants[0]?.variants.length ? body.galleryImageVariants[0] : undefined;
    });
    expect(gallery).toMatchObject({ url: recipe.galleryImages[0], width: 800, height: 600 });
    expect(peakMemoryMb(stack.worker.child.pid!)).toBeLessThan(400);
  });

  it('deletes the files of replaced images, and of a deleted recipe', async () => {
    const agent = await signInAs(stack.agent(), cook);
    const recipe = await shareWithPhotos(agent, [{ data: await pngImage(900, 700), name: 'a.png' }]);
    await variantsMade(agent, recipe.id);
    const replaced = await agent
      .put(`/api/recipes/${recipe.id}/images`)
      .attach('images', await pngImage(700, 900, '#335577'), 'b.png')
      .expect(200);
    await poll('the old files to go', async () => (filesOf(stack.config, recipe.featuredImage).length === 0 ? true : undefined));
    const current = replaced.body.featuredImage as string;
    await variantsMade(agent, recipe.id);
    expect(filesOf(stack.config, current)).toContain('w640.webp');
    await agent.delete(`/api/recipes/${recipe.id}`).expect(204);
    await poll('the recipe files to go', async () => (filesOf(stack.config, current).length === 0 ? true : undefined));
    expect(await orm.em.fork().count(StoredImage, { url: current })).toBe(0);
  });

  it('gives review photos their variants too, and deletes them with the review', async () => {
    const recipe = await shareWithPhotos(await signInAs(stack.agent(), cook), [{ data: await pngImage(600, 400), name: 'dish.png' }]);
    const reviewer = await signInAs(stack.agent(), await createMember(orm.em.fork(), 'registered'));
    const posted = await reviewer
      .post(`/api/recipes/${recipe.id}/reviews`)
      .field('rating', '5')
      .attach('images', await phoneJpeg(1600, 1200), 'my-plate.jpg')
      .expect(201);
    const photo = posted.body.images[0] as string;
    expect(photo).toMatch(/^\/uploads\/reviews\/[0-9a-f]{32}\/full\.webp$/);
    const variants = await poll('review photo variants', async () => {
      const { body } = await reviewer.get(`/api/recipes/${recipe.id}/reviews`).expect(200);
      return body.items[0].imageVariants[0]?.variants.length ? (body.items[0].imageVariants[0] as Variants) : undefined;
    });
    // The phone photo is stored sideways (orientation 6): upright it is 1200 x 1600.
    expect(variants).toMatchObject({ url: photo, width: 1200, height: 1600 });
    expect(variants.variants.map((v) => v.width)).toEqual([320, 640, 960, 1200]);
    expect(filesOf(stack.config, photo)).toEqual(['full.webp', 'w320.webp', 'w640.webp', 'w960.webp']);
    await reviewer.delete(`/api/reviews/${posted.body.id}`).expect(204);
    await poll('the review photo files to go', async () => (filesOf(stack.config, photo).length === 0 ? true : undefined));
  });

  it("deletes a removed member's recipe and review photos with their variants, and no one else's", async () => {
    const member = await createMember(orm.em.fork(), 'home_cook');
    const memberAgent = await signInAs(stack.agent(), member);
    const cookAgent = await signInAs(stack.agent(), cook);
    const theirs = await shareWithPhotos(memberAgent, [{ data: await pngImage(700, 500), name: 'theirs.png' }]);
    const others = await shareWithPhotos(cookAgent, [{ data: await pngImage(700, 500, '#557733'), name: 'others.png' }]);
    const review = await memberAgent
      .post(`/api/recipes/${others.id}/reviews`)
      .field('rating', '4')
      .attach('images', await pngImage(500, 500), 'p.png')
      .expect(201);
    await variantsMade(memberAgent, theirs.id);
    await variantsMade(cookAgent, others.id);
    const photos = [theirs.featuredImage, review.body.images[0] as string];
    await poll('review photo variants', async () => (filesOf(stack.config, photos[1]).length > 1 ? true : undefined));
    const admin = await signInAs(stack.agent(), await createMember(orm.em.fork(), 'admin'));
    await admin.delete(`/api/admin/users/${member.id}`).expect(204);
    await poll("the member's files to go", async () => (photos.every((url) => filesOf(stack.config, url).length === 0) ? true : undefined));
    expect(filesOf(stack.config, others.featuredImage)).toEqual(['full.webp', 'w320.webp', 'w640.webp']);
  });

  it('fails a pixel bomb that reached the storage fast, writing nothing and keeping memory low', async () => {
    const storage = createFileStorage(stack.config);
    const base = imageKeys.newBase();
    await storage.put(imageKeys.full(base), pixelBombPng(), 'image/webp');
    const em = orm.em.fork();
    em.create(StoredImage, { base, url: storage.publicUrl(imageKeys.full(base)), width: 20000, height: 20000 });
    await em.flush();
    const queue = new Queue(QUEUES.images, {
      connection: { host: stack.config.redis.host, port: stack.config.redis.port },
      prefix: `${stack.config.redis.prefix}:bull`,
    });
    try {
      const job = await queue.add('variants', { base }, { attempts: 1 });
      const state = await poll('the job to fail', async () => {
        const now = await job.getState();
        return now === 'failed' || now === 'completed' ? now : undefined;
      });
      expect(state).toBe('failed');
    } finally {
      await queue.close();
    }
    expect(filesOf(stack.config, storage.publicUrl(imageKeys.full(base)))).toEqual(['full.webp']);
    expect((await orm.em.fork().findOneOrFail(StoredImage, { base })).variantWidths).toBeNull();
    expect(peakMemoryMb(stack.worker.child.pid!)).toBeLessThan(400);
  });
});

describe('the image pipeline on S3-compatible storage', () => {
  const BUCKET = 'plantry-images-test';
  const directory = mkdtempSync(join(tmpdir(), 'plantry-s3-stack-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  let stack: Stack;
  let orm: MikroORM;
  let cook: User;

  beforeAll(async () => {
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    const env = {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    stack = await startStack(env);
    await (createFileStorage(stack.config) as S3Storage).ensureBucket();
    orm = await MikroORM.init(ormOptions(stack.config));
    cook = await createMember(orm.em.fork(), 'home_cook');
  }, 60_000);
  afterAll(async () => {
    await stack.close();
    await orm.close();
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('stores uploads and their variants in the bucket, and deletes them with the recipe', async () => {
    const agent = await signInAs(stack.agent(), cook);
    const recipe = await shareWithPhotos(agent, [{ data: await phoneJpeg(1600, 1200), name: 'dish.jpg' }]);
    expect(recipe.featuredImage).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/${BUCKET}/images/[0-9a-f]{32}/full\\.webp$`));
    const image = await variantsMade(agent, recipe.id);
    expect(image.variants.map((v) => v.width)).toEqual([320, 640, 960, 1200]);
    for (const variant of image.variants) {
      const res = await fetch(variant.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(carriesMetadata(Buffer.from(await res.arrayBuffer()))).toBe(false);
    }
    await agent.delete(`/api/recipes/${recipe.id}`).expect(204);
    await poll('the objects to go', async () => {
      const statuses = await Promise.all(image.variants.map(async (v) => (await fetch(v.url)).status));
      return statuses.every((status) => status === 404) ? true : undefined;
    });
  });
});
