import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import request from 'supertest';
import { REPO_ROOT } from '../src/config/app-config.js';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import { createMember, signInAs } from './support/fixtures.js';
import { phoneJpeg, pngImage } from './support/image-fixtures.js';
import { createTestApp, testConfig } from './test-app.js';

const RESTORED_DB = 'plantry_restore_test';
const RESTORED_UPLOADS = '.data/restore-test-uploads';
/** Where the restored site runs: its database, folder and Redis prefix (whose cached pages a restore drops). */
const RESTORED = { DB_NAME: RESTORED_DB, UPLOAD_DIR: RESTORED_UPLOADS, REDIS_PREFIX: 'plantry_restore_test' };
/** The tables whose every row must come back; checksums compare their contents. */
const TABLES = ['users', 'cuisines', 'recipes', 'recipe_tags', 'reviews', 'review_images', 'favorites', 'images', 'shopping_list_items'];

/** Every file under a folder, by path inside it, with the SHA-256 of its bytes. */
function filesOf(dir: string): Map<string, string> {
  const root = resolve(REPO_ROOT, dir);
  const found = new Map<string, string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    found.set(relative(root, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
  }
  return found;
}

const script = (name: string, env: NodeJS.ProcessEnv, args: string[] = []) =>
  execFileSync('bash', [join(REPO_ROOT, 'scripts', name), ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

/** make backup and make restore: a backup restored into a fresh database and folder holds every recipe, review and photo. */
describe('backup and restore', () => {
  const config = testConfig();
  let app: NestExpressApplication;
  let orm: MikroORM;

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config));
    app = await createTestApp(config);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await orm.close();
  });

  it('restores every row and every stored file, and the restored site serves them', async () => {
    const cook = await signInAs(request.agent(app.getHttpServer()), await createMember(orm.em.fork(), 'home_cook'));
    const reviewer = await signInAs(request.agent(app.getHttpServer()), await createMember(orm.em.fork(), 'registered'));
    const shared = await cook
      .post('/api/recipes')
      .field('title', 'Backup Bean Chili')
      .field('description', 'Kept safe.')
      .field('ingredients', JSON.stringify(['2 cups beans', '1 onion']))
      .field('instructions', JSON.stringify(['Simmer.']))
      .attach('featuredImage', await phoneJpeg(), 'chili.jpg')
      .expect(201);
    const recipe = shared.body as { id: number; featuredImage: string };
    await reviewer
      .post(`/api/recipes/${recipe.id}/reviews`)
      .field('rating', '5')
      .field('comment', 'Safe and sound.')
      .attach('images', await pngImage(), 'bowl.png')
      .expect(201);
    await reviewer.post('/api/favorites').send({ recipeId: recipe.id }).expect(200);
    await reviewer.post(`/api/shopping-list/recipes/${recipe.id}`).send({ servings: 2 }).expect(200);

    const archive = script('backup.sh', { BACKUP_DIR: '.data/test-backups' }).trim().split('\n').at(-1)!;
    const sourceFiles = filesOf(config.uploadDir);
    script('restore.sh', { ...RESTORED, FORCE: '1' }, [archive]);

    const checksums = async (db: string) =>
      (
        await orm.em
          .fork()
          .execute<{ Table: string; Checksum: number }[]>(`checksum table ${TABLES.map((t) => `\`${db}\`.\`${t}\``).join(', ')}`)
      ).map((row) => [row.Table.split('.')[1], row.Checksum]);
    expect(await checksums(RESTORED_DB)).toEqual(await checksums(config.db.name));
    const [{ n }] = await orm.em.fork().execute<{ n: number }[]>(`select count(*) as n from \`${RESTORED_DB}\`.recipes`);
    expect(Number(n)).toBeGreaterThan(0);
    expect(filesOf(RESTORED_UPLOADS)).toEqual(sourceFiles);

    const restoredConfig = testConfig(RESTORED);
    const restored = await createTestApp(restoredConfig);
    try {
      const site = () => request(restored.getHttpServer());
      const page = await site().get(`/api/recipes/${recipe.id}`).expect(200);
      expect(page.body).toMatchObject({
        title: 'Backup Bean Chili',
        reviewCount: 1,
        favoriteCount: 1,
        featuredImage: recipe.featuredImage,
      });
      const [{ n: listed }] = await orm.em
        .fork()
        .execute<{ n: number }[]>(`select count(*) as n from \`${RESTORED_DB}\`.shopping_list_items`);
      expect(Number(listed)).toBeGreaterThanOrEqual(2);
      const reviews = await site().get(`/api/recipes/${recipe.id}/reviews`).expect(200);
      expect(reviews.body.items).toEqual([expect.objectContaining({ comment: 'Safe and sound.', images: [expect.any(String)] })]);
      for (const url of [recipe.featuredImage, reviews.body.items[0].images[0] as string]) {
        const file = await site().get(new URL(url, restoredConfig.publicUrl).pathname).buffer(true).expect(200);
        const original = await request(app.getHttpServer()).get(new URL(url, config.publicUrl).pathname).buffer(true).expect(200);
        expect(Buffer.compare(file.body as Buffer, original.body as Buffer)).toBe(0);
      }
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('refuses to restore over a database that has tables', () => {
    const archive = script('backup.sh', { BACKUP_DIR: '.data/test-backups' }).trim().split('\n').at(-1)!;
    script('restore.sh', { ...RESTORED, FORCE: '1' }, [archive]);
    expect(() => script('restore.sh', RESTORED, [archive])).toThrow(/is not empty: restore into empty ones, or FORCE=1/);
  }, 60_000);

  it('keeps the BACKUP_KEEP latest backups, and the restore drill proves the latest against its manifest', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'plantry-backups-'));
    try {
      const archives: string[] = [];
      for (let i = 0; i < 3; i++) {
        archives.push(script('backup.sh', { BACKUP_DIR: dir, BACKUP_KEEP: '2' }).trim().split('\n').at(-1)!);
        // Backups are named by the second they were made.
        await new Promise((resolve) => setTimeout(resolve, 1100));
      }
      expect(readdirSync(dir).sort()).toEqual(
        archives
          .slice(1)
          .map((archive) => archive.split('/').at(-1))
          .sort(),
      );
      expect(() => script('backup.sh', { BACKUP_DIR: dir, BACKUP_KEEP: 'none' })).toThrow(/BACKUP_KEEP must be a whole number/);

      const drill = script('restore-drill.sh', { BACKUP_DIR: dir });
      expect(drill).toBe('');
      const [{ n }] = await orm.em
        .fork()
        .execute<{ n: number }[]>(`select count(*) as n from information_schema.schemata where schema_name = '${config.db.name}_drill'`);
      expect(Number(n)).toBe(0);

      // A backup that does not hold what its manifest says fails the drill.
      const work = mkdtempSync(join(tmpdir(), 'plantry-forged-'));
      execFileSync('tar', ['-xzf', archives[2], '-C', work]);
      const manifest = readFileSync(join(work, 'manifest.txt'), 'utf8').replace(
        /\((\d+) recipes/,
        (_m, count: string) => `(${Number(count) + 1} recipes`,
      );
      writeFileSync(join(work, 'manifest.txt'), manifest);
      const forged = join(dir, 'forged.tar.gz');
      execFileSync('tar', ['-czf', forged, '-C', work, ...readdirSync(work)]);
      rmSync(work, { recursive: true });
      expect(() => script('restore-drill.sh', { BACKUP: forged })).toThrow(/the backup holds/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
