import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import sharp from 'sharp';
import type request from 'supertest';
import { pixelBombPng, pngImage } from '../support/image-fixtures.js';
import { createWorld, unique, type World } from './support/world.js';

const SCRIPT = '<script>alert(document.cookie)</script>';
const HTML = Buffer.from(`<!doctype html><html><body><h1>Hello</h1>${SCRIPT}</body></html>\n`);
const SVG = Buffer.from(
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" onload="alert(1)"><rect width="64" height="64" fill="#4a7c59"/>${SCRIPT}</svg>`,
);
const u16 = (n: number) => Buffer.from([n >> 8, n & 0xff]);

/** A real JPEG that is also an HTML page: the markup in a comment segment and again after the image. */
async function jpegHtmlPolyglot(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#d9843b' } })
    .jpeg()
    .toBuffer();
  const comment = Buffer.concat([Buffer.from([0xff, 0xfe]), u16(HTML.length + 2), HTML]);
  return Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2), HTML]);
}

/** Every file under a folder, as paths relative to it. */
function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((path) => statSync(join(root, path)).isFile());
}

const STORED_URL = /^\/uploads\/(images|reviews)\/[0-9a-f]{32}\/full\.webp$/;

/**
 * Hostile files on every route that takes them: recipe photos (POST /api/recipes, PUT
 * /api/recipes/{id}/images), review photos and CSV imports. A file is refused with a 4xx or stored
 * re-encoded under a name the server chose, inside the upload folder, and served as what it is.
 */
describe('hostile uploads', () => {
  let w: World;
  let ownRecipeId: number;

  interface Upload {
    data: Buffer;
    name: string;
    type: string;
  }
  /** The three routes that take photos, each with one file; answers the response and the URLs stored. */
  const ROUTES: Record<string, (file: Upload) => Promise<{ res: request.Response; urls: string[] }>> = {
    'POST /api/recipes': async (file) => {
      const res = await w.callers.homeCook.agent
        .post('/api/recipes')
        .field('title', unique('Roast Roots'))
        .field('description', 'Roasted roots with herbs.')
        .field('ingredients', '2 carrots')
        .field('instructions', 'Roast for 40 minutes.')
        .attach('featuredImage', file.data, { filename: file.name, contentType: file.type });
      return { res, urls: res.status === 201 ? [res.body.featuredImage] : [] };
    },
    'PUT /api/recipes/{id}/images': async (file) => {
      const res = await w.callers.homeCook.agent
        .put(`/api/recipes/${ownRecipeId}/images`)
        .attach('images', file.data, { filename: file.name, contentType: file.type });
      return { res, urls: res.status === 200 ? [res.body.featuredImage] : [] };
    },
    'POST /api/recipes/{id}/reviews': async (file) => {
      const recipe = await w.make.recipe(w.callers.otherAuthor.user!.id);
      const res = await w.callers.homeCook.agent
        .post(`/api/recipes/${recipe.id}/reviews`)
        .field('rating', '4')
        .attach('images', file.data, { filename: file.name, contentType: file.type });
      return { res, urls: res.status === 201 ? res.body.images : [] };
    },
  };
  const storedImages = async () => Number((await w.sql<{ n: number }>('select count(*) as n from images'))[0].n);
  const fetchFile = (url: string) =>
    w
      .anonymous()
      .get(url)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  beforeAll(async () => {
    w = await createWorld();
    ownRecipeId = (await w.make.recipe(w.callers.homeCook.user!.id)).id;
  }, 60_000);
  afterAll(() => w.close());

  describe.each(Object.keys(ROUTES))('%s', (route) => {
    const upload = (file: Upload) => ROUTES[route](file);

    it.each([
      ['an SVG with a script', () => SVG, 'drawing.svg', 'image/svg+xml', 400],
      ['an SVG named .png', () => SVG, 'photo.png', 'image/png', 400],
      ['an HTML page named .png', () => HTML, 'photo.png', 'image/png', 400],
      ['a 400-megapixel PNG of 50 KB (pixel bomb)', () => pixelBombPng(), 'bomb.png', 'image/png', 400],
      ['a file over 10 MB', () => Buffer.alloc(10 * 1024 * 1024 + 1, 0xff), 'huge.jpg', 'image/jpeg', 413],
    ] as const)('refuses %s, storing nothing', async (_what, data, name, type, status) => {
      const before = await storedImages();
      const started = Date.now();
      const { res } = await upload({ data: data(), name, type });
      expect({ status: res.status, error: res.body.statusCode }).toEqual({ status, error: status });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(await storedImages()).toBe(before);
    });

    it('stores a JPEG/HTML polyglot only re-encoded, without the markup, served as WebP that is never sniffed', async () => {
      const { res, urls } = await upload({ data: await jpegHtmlPolyglot(), name: 'page.html.jpg', type: 'image/jpeg' });
      expect(res.status).toBeLessThan(300);
      expect(urls).toHaveLength(1);
      expect(urls[0]).toMatch(STORED_URL);
      const served = await fetchFile(urls[0]);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const bytes = served.body as Buffer;
      expect(bytes.subarray(0, 4).toString('latin1') + bytes.subarray(8, 12).toString('latin1')).toBe('RIFFWEBP');
      expect(bytes.includes(Buffer.from('<script'))).toBe(false);
      expect(bytes.includes(Buffer.from('<html'))).toBe(false);
    });

    it('stores files with hostile names under a name the server chose, inside the upload folder', async () => {
      const photo = await pngImage(40, 30, '#2d6a4f');
      const names = [
        '../../etc/passwd.jpg',
        '..\\..\\..\\windows\\win.ini.png',
        '/etc/shadow.png',
        `sneaky${'\u0000'}.php.png`,
        `${'a'.repeat(5000)}.png`,
        '🌱 ünïcödé фото 写真.png',
        '"><img src=x onerror=alert(1)>.png',
        '.htaccess',
        'photo.png\r\nX-Injected: yes',
      ];
      const before = new Set(filesUnder(w.config.uploadDir));
      let stored = 0;
      for (const name of names) {
        const { res, urls } = await upload({ data: photo, name, type: 'image/png' });
        // Stored under a server-chosen name, or (a NUL in the part header) refused as unreadable.
        if (res.status < 300) {
          stored++;
          expect(urls[0]).toMatch(STORED_URL);
        } else {
          expect({ name: name.slice(0, 40), status: res.status, body: res.body }).toEqual({
            name: name.slice(0, 40),
            status: 400,
            body: { statusCode: 400, message: 'The upload could not be read', error: 'Bad Request' },
          });
        }
        expect(JSON.stringify(res.body)).not.toContain('passwd');
      }
      expect(stored).toBeGreaterThanOrEqual(names.length - 1);
      const added = filesUnder(w.config.uploadDir).filter((path) => !before.has(path));
      expect(added.length).toBe(stored);
      for (const path of added) expect(path).toMatch(/^(images|reviews)\/[0-9a-f]{32}\/full\.webp$/);
      for (const escaped of ['../../etc/passwd.jpg', '../../../windows/win.ini.png'])
        expect(existsSync(resolve(w.config.uploadDir, escaped))).toBe(false);
    });

    it('names a refused file in its answer as JSON text, cut short, never as markup', async () => {
      const name = `<img src=x onerror=alert(1)>${'b'.repeat(300)}.png`;
      const { res } = await upload({ data: HTML, name, type: 'image/png' });
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const message = ([] as string[]).concat(res.body.message).join(' ');
      expect(message).toContain('is not a supported image');
      expect(message.length).toBeLessThan(250);
    });
  });

  describe('serving /uploads', () => {
    it('never serves anything outside the upload folder, its temporary files or a folder listing', async () => {
      const paths = [
        '/uploads/../package.json',
        '/uploads/..%2f..%2fpackage.json',
        '/uploads/%2e%2e/%2e%2e/package.json',
        '/uploads/images/..%5c..%5cpackage.json',
        '/uploads/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc/passwd',
        '/uploads/.tmp/',
        '/uploads/images/',
        '/uploads/',
      ];
      for (const path of paths) {
        const res = await w.anonymous().get(path);
        expect({ path, ok: res.status < 300 || res.text.includes('"name"') || res.text.includes('root:') }).toEqual({ path, ok: false });
      }
    });
  });

  describe('CSV import', () => {
    const csv = Buffer.from('title,ingredients,method\nRice,1 cup rice,Boil.\n');
    const admin = () => w.callers.admin.agent;

    it('keeps an upload with a hostile name under the server-chosen job id, and offers it back under a clean name', async () => {
      const name = '../../../tmp/evil"\r\n;x=.csv';
      const before = new Set(filesUnder(w.config.importDir));
      const started = await admin()
        .post('/api/admin/import-csv')
        .field('dryRun', 'true')
        .attach('csvFile', csv, { filename: name, contentType: 'text/csv' })
        .expect(202);
      const jobId = started.body.jobId as string;
      expect(jobId).toMatch(/^[0-9a-f-]{36}$/);
      const added = filesUnder(w.config.importDir).filter((path) => !before.has(path));
      expect(added).toEqual([`${jobId}.csv`]);
      expect(readFileSync(join(w.config.importDir, added[0]))).toEqual(csv);
      expect(existsSync(resolve(w.config.importDir, '../../../tmp/evil'))).toBe(false);
      const problems = await admin().get(`/api/admin/imports/${jobId}/problems.csv`).expect(200);
      expect(problems.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(problems.headers['x-content-type-options']).toBe('nosniff');
      const disposition = problems.headers['content-disposition'] as string;
      expect(disposition).toMatch(/^attachment; filename="[\w.-]+"$/);
      expect(basename(disposition)).not.toContain('..');
    });

    it('leaves nothing in the import folder when the form around the file is refused', async () => {
      const before = filesUnder(w.config.importDir);
      for (const [field, value] of [
        ['adminId', '1'],
        ['dryRun', 'maybe'],
        ['state', 'completed'],
      ]) {
        const res = await admin()
          .post('/api/admin/import-csv')
          .attach('csvFile', csv, { filename: 'recipes.csv', contentType: 'text/csv' })
          .field(field, value);
        expect(res.status).toBe(400);
      }
      expect(filesUnder(w.config.importDir)).toEqual(before);
    });

    it.each([
      ['an HTML page named .csv', HTML, 'recipes.csv'],
      ['an SVG named .csv', SVG, 'recipes.csv'],
      [
        'a JPEG named .csv',
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
        'recipes.csv',
      ],
    ])('refuses %s before anything is queued', async (_what, data, name) => {
      const before = filesUnder(w.config.importDir).length;
      const res = await admin().post('/api/admin/import-csv').attach('csvFile', data, { filename: name, contentType: 'text/csv' });
      expect(res.status).toBe(400);
      expect(filesUnder(w.config.importDir).length).toBe(before);
    });
  });
});
