// Recipe pages built from the real sites' JSON-LD of ../shared/data/recipe_jsonld_*.jsonl (each line
// holds a saved page's blocks exactly as published; see SOURCE.md there). Used by the link import's
// benchmark (pageOf) and served over HTTP to the link import's integration and end-to-end tests
// (servePages), with the pages' pictures served by the same server so that they need no internet.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';

export const DATA_FOLDER = new URL('../../../shared/data', import.meta.url).pathname;
/** The vegan file, kept whole among the test fixtures so that tests do not depend on where ../shared/data lies. */
export const FIXTURE_FOLDER = new URL('../../backend/test/fixtures/import', import.meta.url).pathname;

/** The saved pages of one of the .jsonl files, in order (from ../shared/data, unless another folder is named). */
export function readSamples(file, folder = DATA_FOLDER) {
  return readFileSync(join(folder, file), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
}

const escapeScript = (text) => text.replace(/<\/script/gi, '<\\/script');

/** A page holding the blocks as its <script type="application/ld+json"> elements. */
export const pageOf = (blocks) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>A recipe</title>${blocks.map((b) => `<script type="application/ld+json">${escapeScript(b)}</script>`).join('')}</head><body><h1>A recipe</h1></body></html>`;

/** Picture addresses in JSON text, with or without escaped slashes. */
const PICTURE = /(?:https?:)?(?:\\?\/){2}[^"\s]+?\.(?:jpe?g|png|webp|gif)(?:\?[^"\s]*)?(?=")/gi;

/**
 * Serves the samples at /recipes/<n> (the n-th line), their pictures at /pictures/<n>.png (each
 * absolute picture address in a page is pointed there; any other picture path answers the same), and the pages a link import must explain:
 * /refused (403), /missing (404), /slow (no answer), /no-recipe (a page without one),
 * /image.png (not a page) and /to/<address> (a redirect there).
 */
export async function servePages({ host = '127.0.0.2', samples, picture }) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const html = (status, body) => res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    const recipe = /^\/recipes\/(\d+)$/.exec(path);
    if (recipe && samples[Number(recipe[1])]) {
      const base = `http://${req.headers.host}`;
      return html(
        200,
        pageOf(samples[Number(recipe[1])].jsonld_raw.map((block) => block.replace(PICTURE, `${base}/pictures/${recipe[1]}.png`))),
      );
    }
    // Pictures named by a relative address (some sites do) are the same picture.
    if (/\.(?:jpe?g|png|webp|gif)$/i.test(path)) return res.writeHead(200, { 'content-type': 'image/png' }).end(picture);
    if (path === '/refused') return html(403, '<h1>Forbidden</h1>');
    if (path === '/no-recipe') return html(200, '<!doctype html><title>About us</title><h1>About us</h1><p>We cook.</p>');
    if (path === '/slow') return undefined;
    if (path.startsWith('/to/')) return res.writeHead(302, { location: path.slice(4) }).end();
    return html(404, '<h1>Not found</h1>');
  });
  const port = await new Promise((resolve) => server.listen(0, host, () => resolve(server.address().port)));
  return {
    origin: `http://${host}:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
