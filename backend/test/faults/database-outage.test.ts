import { MikroORM } from '@mikro-orm/mariadb';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ormOptions } from '../../src/infrastructure/database/orm-options.js';
import { Cuisine } from '../../src/modules/cuisines/entities/cuisine.entity.js';
import { runApi, type ApiProcess } from '../support/api-process.js';
import { reportFigures } from '../support/fault-figures.js';
import { createMember, MEMBER_PASSWORD } from '../support/fixtures.js';
import { HttpClient, type Answer } from '../support/http-client.js';
import { pngImage } from '../support/image-fixtures.js';
import { poll, runBackend, type Running } from '../support/processes.js';
import { TcpProxy } from '../support/tcp-proxy.js';
import { testConfig } from '../test-app.js';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Writers sharing recipes at once, each one after another. */
const WRITERS = 8;
/** What any answer may take while the database is away: an answer, not a hang. */
const QUICK_MS = 3000;
const TAGS = ['outage', 'stew'];

interface Sent {
  title: string;
  status: number;
  ms: number;
  /** When it was answered, relative to the cut (negative: before it). */
  at: number;
  id?: number;
}

/**
 * MariaDB going away under the API and the worker while recipes are being shared. The machine's
 * MariaDB is shared with other test runs and the developer's own data, so it is not stopped:
 * a TCP proxy stands between the app and it, and the test cuts the proxy (closes its listener and
 * destroys every connection: in-flight queries fail, new connections are refused, as when the
 * server stops) and opens it again on the same port.
 */
describe('MariaDB away during writes', () => {
  const config = testConfig();
  const proxy = new TcpProxy({ host: config.db.host, port: config.db.port });
  // Writers retry at once through the cut (thousands of quick 503s), each counted by the
  // per-account sharing limit: the limit is raised so that only the database decides the answers.
  const env = { REDIS_PREFIX: `${process.env.REDIS_PREFIX ?? 'plantry_test'}_db_outage`, RATE_LIMIT_MULTIPLIER: '10000' };
  let api: ApiProcess;
  let worker: Running;
  let orm: MikroORM;
  let client: HttpClient | undefined;

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config));
    const port = await proxy.open();
    api = await runApi({ ...env, DB_PORT: String(port) });
    worker = runBackend('worker.js', { ...env, DB_PORT: String(port) });
  }, 60_000);

  afterAll(async () => {
    client?.close();
    await worker?.stop();
    await api?.stop();
    await proxy.close();
    await orm?.close();
  }, 30_000);

  it('answers 503 at once, never half-writes a recipe, and recovers by itself', async () => {
    const em = orm.em.fork();
    const cook = await createMember(em);
    const cuisine = em.create(Cuisine, { name: `Outage ${randomUUID().slice(0, 8)}` });
    await em.flush();
    client = new HttpClient(api.url);
    const visitor = client.another();
    await client.signIn(cook.email, MEMBER_PASSWORD);
    const photo = await pngImage(480, 360);
    const firstImageId = Number((await orm.em.fork().execute<{ n: number }[]>('select coalesce(max(id), 0) as n from images'))[0].n);
    const listPage = `/api/recipes?limit=6&authorId=${cook.id}`;

    let cutAt = Number.POSITIVE_INFINITY;
    let writing = true;
    const sent: Sent[] = [];
    const share = async (): Promise<void> => {
      const title = `Outage Stew ${randomUUID()}`;
      const answer = await client!
        .sendForm<{ id?: number }>(
          'POST',
          '/api/recipes',
          {
            title,
            description: 'Shared while the database comes and goes.',
            ingredients: JSON.stringify(['1 pumpkin', '2 carrots', '1 onion']),
            instructions: JSON.stringify(['Chop.', 'Simmer for 30 minutes.']),
            tags: JSON.stringify(TAGS),
            cuisineId: String(cuisine.id),
          },
          [{ field: 'featuredImage', name: 'stew.png', data: photo }],
        )
        .catch((): Answer<{ id?: number }> => ({ status: 0, ms: 0, body: {}, headers: {} }));
      sent.push({
        title,
        status: answer.status,
        ms: answer.ms,
        at: Date.now() - cutAt,
        id: answer.status === 201 ? answer.body.id : undefined,
      });
    };
    const writers = Array.from({ length: WRITERS }, async () => {
      while (writing) await share();
    });

    await pause(1500);
    await proxy.cut();
    cutAt = Date.now();
    const health = await visitor.get('/api/health');
    // Cached pages are dropped by every write, so under writers a list needs the database.
    const list = await visitor.get(listPage);
    await pause(3000);
    const duringCut = sent.filter((s) => s.at > 200);
    await proxy.restore();
    const restoredAt = Date.now();
    const recovered = await poll('a recipe shared again', async () => sent.find((s) => s.status === 201 && s.at > restoredAt - cutAt));
    const recoveredMs = recovered.at - (restoredAt - cutAt);
    await pause(1000);
    writing = false;
    await Promise.all(writers);
    const healthAfter = await visitor.get('/api/health');

    const count = (status: number, of = sent) => of.filter((s) => s.status === status).length;
    reportFigures(
      'MariaDB outage',
      `MariaDB cut for ${restoredAt - cutAt} ms under ${WRITERS} writers: health ${health.status} in ${Math.round(health.ms)} ms, ` +
        `list ${list.status}; during the cut ${duringCut.length} answers (${count(503, duringCut)} x 503, slowest ${Math.round(Math.max(...duringCut.map((s) => s.ms)))} ms); ` +
        `first recipe shared ${recoveredMs} ms after the proxy came back; in all ${count(201)} x 201, ${count(503)} x 503 of ${sent.length}`,
    );
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'error', db: 'down', redis: 'up' });
    expect(health.ms).toBeLessThan(2000);
    expect(list.status).toBe(503);
    expect(list.body.message).toBe('The service is unavailable for a moment. Please try again shortly.');
    expect(list.headers['retry-after']).toBe('5');
    expect(duringCut.length).toBeGreaterThan(WRITERS);
    expect(duringCut.every((s) => s.status === 503)).toBe(true);
    expect(sent.filter((s) => s.status !== 201 && s.status !== 503)).toEqual([]);
    expect(Math.max(...sent.map((s) => s.ms))).toBeLessThan(QUICK_MS);
    expect(healthAfter.status).toBe(200);

    // Every recipe is whole or absent: the ones answered 201 are there with their tags, photo and
    // counters. A 503 may come after the commit, when reading the new recipe back for the answer
    // failed: such a recipe is whole too (sharing it again answers 409, it exists).
    const rows = await orm.em
      .fork()
      .execute<{ id: number; title: string; featured_image: string | null; tags: number }[]>(
        'select r.id, r.title, r.featured_image, (select count(*) from recipe_tags t where t.recipe_id = r.id) as tags from recipes r where r.author_id = ?',
        [cook.id],
      );
    const byTitle = new Map(rows.map((row) => [row.title, row]));
    const titles = new Set(sent.map((s) => s.title));
    expect(rows.filter((row) => !titles.has(row.title))).toEqual([]);
    for (const s of sent.filter((s) => s.status === 201))
      expect({ title: s.title, stored: byTitle.has(s.title) }).toEqual({ title: s.title, stored: true });
    const committedThen503 = sent.filter((s) => s.status === 503 && byTitle.has(s.title)).length;
    for (const row of rows) {
      expect(Number(row.tags)).toBe(TAGS.length);
      expect(row.featured_image).toMatch(/^\/uploads\/images\/[0-9a-f]+\/full\.webp$/);
      expect(existsSync(join(config.uploadDir, row.featured_image!.replace('/uploads/', '')))).toBe(true);
    }
    const counters = await orm.em.fork().execute<{ user_count: number; cuisine_count: number; images: number }[]>(
      `select (select recipe_count from users where id = ?) as user_count, (select recipe_count from cuisines where id = ?) as cuisine_count,
        (select count(*) from images where id > ? and url in (select featured_image from recipes where author_id = ?)) as images`,
      [cook.id, cuisine.id, firstImageId, cook.id],
    );
    expect(counters[0]).toEqual({ user_count: rows.length, cuisine_count: rows.length, images: rows.length });
    // No image row points at a missing file.
    const images = await orm.em.fork().execute<{ url: string }[]>('select url from images where id > ?', [firstImageId]);
    const missing = images.filter((image) => !existsSync(join(config.uploadDir, image.url.replace('/uploads/', ''))));
    expect(missing).toEqual([]);
    reportFigures(
      'MariaDB outage',
      `${committedThen503} recipe(s) committed but answered 503 (read back failed); ` +
        `${images.length - rows.length} stored photo(s) of refused recipes left without a recipe (their discard needed the database too)`,
    );

    // The worker came back too: the photos of the last recipes get their variants.
    const last = rows.sort((a, b) => b.id - a.id)[0];
    await poll(
      'variants made after the outage',
      async () => {
        const [image] = await orm.em
          .fork()
          .execute<{ variant_widths: string | null }[]>('select variant_widths from images where url = ?', [last.featured_image]);
        return image?.variant_widths ? true : undefined;
      },
      20_000,
    );
  }, 90_000);
});
