import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { QUEUES } from '@plantry/shared';
import { Queue } from 'bullmq';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import request from 'supertest';
import { OUTAGE_MESSAGES } from '../../src/common/http/outages.js';
import { ormOptions } from '../../src/infrastructure/database/orm-options.js';
import type { Agent } from '../support/accounts.js';
import { csvText, GENERATED_HEADER, generatedRow } from '../support/csv-files.js';
import { reportFigures } from '../support/fault-figures.js';
import { createMember, createRecipe, signInAs } from '../support/fixtures.js';
import { noisyPhoto } from '../support/image-fixtures.js';
import { createTestApp, testConfig } from '../test-app.js';

/**
 * A real full disk: a 2 MB tmpfs mounted under the temporary folder (needs root, or CAP_SYS_ADMIN,
 * as on the CI machines). Where mounting is not allowed the closest real fault is used instead: a
 * folder without write permission (EACCES), which the app answers exactly as it answers ENOSPC
 * (src/common/http/outages.test.ts). As root without mount rights neither can be made: skipped.
 */
function tinyDisk(): { dir: string; fault: 'ENOSPC' | 'EACCES'; fill: () => void; free: () => void; remove: () => void } | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'plantry-full-disk-'));
  const filler = join(dir, 'filler.bin');
  for (const sub of ['uploads', 'imports']) mkdirSync(join(dir, sub));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m,mode=0755', 'tmpfs', dir], { stdio: 'ignore' });
    for (const sub of ['uploads', 'imports']) mkdirSync(join(dir, sub));
    return {
      dir,
      fault: 'ENOSPC',
      // Leaves 32 KB: less than a photo or a CSV file, so their writes start and fail half-way.
      fill: () => {
        const { bavail, bsize } = statfsSync(dir);
        writeFileSync(filler, Buffer.alloc(bavail * bsize - 32 * 1024));
      },
      free: () => rmSync(filler),
      remove: () => {
        execFileSync('umount', ['-l', dir], { stdio: 'ignore' });
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch {
    if (process.getuid?.() === 0) {
      rmSync(dir, { recursive: true, force: true });
      return undefined;
    }
    const lock = (mode: number) => () => ['uploads', 'imports'].forEach((sub) => chmodSync(join(dir, sub), mode));
    return {
      dir,
      fault: 'EACCES',
      fill: lock(0o555),
      free: lock(0o755),
      remove: () => (lock(0o755)(), rmSync(dir, { recursive: true, force: true })),
    };
  }
}

/** Every file and folder under the folder (but the storage's own temporary folder), as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)) + (entry.isDirectory() ? '/' : ''))
    .filter((path) => !path.endsWith('.tmp/'))
    .sort();
}

const disk = tinyDisk();
const describeOnDisk = disk ? describe : describe.skip;

describeOnDisk(`the upload folder full (${disk?.fault ?? 'no way to make one here'})`, () => {
  const env = {
    UPLOAD_DIR: join(disk!.dir, 'uploads'),
    IMPORT_DIR: join(disk!.dir, 'imports'),
    REDIS_PREFIX: `${process.env.REDIS_PREFIX ?? 'plantry_test'}_disk_full`,
  };
  const config = testConfig(env);
  let app: NestExpressApplication;
  let orm: MikroORM;
  let cook: Agent;
  let admin: Agent;
  let reviewed: number;

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config));
    app = await createTestApp(config);
    const em = orm.em.fork();
    const author = await createMember(em);
    reviewed = (await createRecipe(em, { title: `Full Disk Soup ${randomUUID()}`, author })).id;
    cook = await signInAs(request.agent(app.getHttpServer()), await createMember(em));
    admin = await signInAs(request.agent(app.getHttpServer()), await createMember(em, 'admin'));
  }, 60_000);

  afterAll(async () => {
    // Nothing works the images queue of this file: its jobs go.
    const queue = new Queue(QUEUES.images, {
      connection: { host: config.redis.host, port: config.redis.port, password: config.redis.password },
      prefix: `${env.REDIS_PREFIX}:bull`,
    });
    await queue.obliterate({ force: true }).finally(() => queue.close());
    await app?.close();
    await orm?.close();
    disk?.remove();
  }, 30_000);

  const count = async (sql: string, params: unknown[] = []) => Number((await orm.em.fork().execute<{ n: number }[]>(sql, params))[0].n);
  const shareRecipe = async (title: string, photo: Buffer) =>
    cook
      .post('/api/recipes')
      .field('title', title)
      .field('description', 'Shared while the disk is full.')
      .field('ingredients', JSON.stringify(['1 leek', '2 potatoes']))
      .field('instructions', JSON.stringify(['Simmer.', 'Blend.']))
      .attach('featuredImage', photo, 'soup.jpg');

  it('answers 503 with a clear message, leaves no file or row behind, and works again once there is room', async () => {
    const photo = await noisyPhoto(1400, 1050);
    const title = `Full Disk Leek Soup ${randomUUID()}`;
    const imagesBefore = await count('select count(*) as n from images');
    const importsBefore = await count('select count(*) as n from imports');
    disk!.fill();
    const filesBefore = filesUnder(disk!.dir);

    const started = Date.now();
    const recipe = await shareRecipe(title, photo);
    const recipeMs = Date.now() - started;
    const review = await cook
      .post(`/api/recipes/${reviewed}/reviews`)
      .field('rating', '5')
      .field('comment', 'Lovely, with a photo.')
      .attach('images', photo, 'bowl.jpg');
    const csv = csvText([GENERATED_HEADER, ...Array.from({ length: 300 }, (_, i) => generatedRow(`full${Date.now()}`, i))]);
    const upload = await admin
      .post('/api/admin/import-csv')
      .attach('csvFile', Buffer.from(csv), { filename: 'recipes.csv', contentType: 'text/csv' });
    reportFigures(
      'disk full',
      `Disk full (${disk!.fault}): recipe ${recipe.status} in ${recipeMs} ms, review ${review.status}, CSV import ${upload.status}: ${recipe.body.message}`,
    );

    for (const res of [recipe, review, upload]) {
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(OUTAGE_MESSAGES.storage);
      expect(res.headers['retry-after']).toBe('5');
    }
    expect(recipeMs).toBeLessThan(2000);
    // Nothing half-done: no file (whole, partial or temporary), no row.
    expect(filesUnder(disk!.dir)).toEqual(filesBefore);
    expect(await count('select count(*) as n from recipes where title = ?', [title])).toBe(0);
    expect(await count('select count(*) as n from reviews where recipe_id = ?', [reviewed])).toBe(0);
    expect(await count('select count(*) as n from images')).toBe(imagesBefore);
    expect(await count('select count(*) as n from imports')).toBe(importsBefore);

    // Room again: the same request succeeds, with no restart.
    disk!.free();
    const shared = await shareRecipe(title, photo);
    expect(shared.status).toBe(201);
    const stored = filesUnder(join(disk!.dir, 'uploads')).filter((file) => !file.endsWith('/'));
    expect(stored).toEqual([`${shared.body.featuredImage.replace('/uploads/', '')}`]);
    expect(await count('select count(*) as n from images where url = ?', [shared.body.featuredImage])).toBe(1);
  }, 60_000);
});
