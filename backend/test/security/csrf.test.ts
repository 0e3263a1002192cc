import { documentedOperations, isStateChanging, type DocumentedOperation } from './support/openapi.js';
import { armed, CALLS, type Encoding, type SendOptions } from './support/operations.js';
import { createWorld, type World } from './support/world.js';

const CROSS_SITE = { statusCode: 403, message: 'Cross-site requests are not allowed', error: 'Forbidden' };

/**
 * Cross-site request forgery on every state-changing operation of the API document, sent by a
 * caller who may make the call (support/access.ts), so that only the defence stands between the
 * attack and the change: a foreign Origin, or a foreign Referer without Origin, gets 403 and
 * changes nothing; a form's encoding (what a cross-site HTML form can send without a preflight) is
 * refused on JSON routes. The same call from the site itself then goes through, which shows the
 * target was live.
 */
/** What an HTML form sends without the browser asking first. */
const URL_ENCODED = 'application/x-www-form-urlencoded';

describe('cross-site request forgery', () => {
  let w: World;
  let operations: DocumentedOperation[];

  beforeAll(async () => {
    w = await createWorld();
    operations = (await documentedOperations(w.anonymous)).filter(isStateChanging);
  }, 60_000);
  afterAll(() => w.close());

  /** Sends each attack at one target of the call, then the call from the site; answers what went wrong. */
  async function attackThenControl(
    key: string,
    attacks: [string, SendOptions][],
    check: (res: { status: number; body: unknown }) => boolean,
  ) {
    const wrong: string[] = [];
    const target = await armed(w, key);
    for (const [name, options] of attacks) {
      const { res, changed } = await target.send(options);
      if (!check(res) || changed) wrong.push(`${key} ${name}: ${res.status}${changed ? ', changed' : ''}`);
    }
    const control = await target.send({ origin: w.origin });
    const changes = CALLS[key].effect ? target.expected.changes : false;
    if (control.res.status !== target.expected.status || control.changed !== changes)
      wrong.push(`${key} from the site itself: ${control.res.status}`);
    return wrong;
  }

  it('takes a URL-encoded form on one operation only: the one-click unsubscribe of emails (RFC 8058), which acts on its link, not a session', () => {
    expect(operations.filter((op) => op.bodyTypes.includes(URL_ENCODED)).map((op) => op.key)).toEqual([
      'POST /api/notifications/unsubscribe',
    ]);
  });

  it('covers every state-changing operation', () => {
    expect(operations.length).toBeGreaterThanOrEqual(25);
    for (const op of operations) expect(CALLS[op.key]).toBeDefined();
  });

  it('refuses a foreign Origin, or a foreign Referer without one, with 403 on every state-changing operation, changing nothing', async () => {
    const site = new URL(w.origin);
    const attacks: [string, SendOptions][] = [
      ['from another site', { origin: 'https://evil.example' }],
      ['from a null origin (sandboxed frame, file: page)', { origin: 'null' }],
      ['from a host named like the site', { origin: `${site.protocol}//${site.host}.evil.example` }],
      ['from the site on another scheme', { origin: `${site.protocol === 'http:' ? 'https:' : 'http:'}//${site.host}` }],
      ['from the site on another port', { origin: `${site.protocol}//${site.hostname}:${Number(site.port || 80) + 1}` }],
      ['with a foreign Referer and no Origin', { referer: 'https://evil.example/recipe/1' }],
      ['with an unreadable Referer and no Origin', { referer: 'not a url' }],
      ['with a foreign Origin and the site as Referer', { origin: 'https://evil.example', referer: `${w.origin}/` }],
    ];
    const wrong: string[] = [];
    for (const { key } of operations) {
      wrong.push(
        ...(await attackThenControl(key, attacks, (res) => res.status === 403 && JSON.stringify(res.body) === JSON.stringify(CROSS_SITE))),
      );
    }
    expect(wrong).toEqual([]);
  });

  it('takes a call that names the site only in its Referer (older browsers send no Origin)', async () => {
    const wrong: string[] = [];
    for (const { key } of operations) {
      const target = await armed(w, key);
      const { res, changed } = await target.send({ referer: `${w.origin}/edit-recipe/1` });
      if (res.status !== target.expected.status || changed !== (CALLS[key].effect ? target.expected.changes : false))
        wrong.push(`${key}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses form encodings on JSON routes (415), even from the site itself, changing nothing', async () => {
    const wrong: string[] = [];
    for (const op of operations) {
      const encodings: Encoding[] = ['text'];
      if (!op.bodyTypes.includes(URL_ENCODED)) encodings.push('urlencoded');
      if (!op.bodyTypes.includes('multipart/form-data')) encodings.push('multipart');
      const attacks = encodings.map((encoding): [string, SendOptions] => [`as ${encoding}`, { origin: w.origin, encoding }]);
      wrong.push(
        ...(await attackThenControl(
          op.key,
          attacks,
          (res) => res.status === 415 && (res.body as { error?: string }).error === 'Unsupported Media Type',
        )),
      );
    }
    expect(wrong).toEqual([]);
  });

  it('grants other sites no reads of signed-in answers (no CORS), not even after a preflight', async () => {
    const admin = w.callers.admin.agent;
    const read = await admin.get('/api/admin/users').set('Origin', 'https://evil.example').expect(200);
    const preflight = await admin
      .options('/api/admin/users')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'DELETE')
      .set('Access-Control-Request-Headers', 'content-type');
    for (const res of [read, preflight]) {
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('may not be framed by another site (clickjacking)', async () => {
    for (const path of ['/api/health', '/', '/recipe/1']) {
      const res = await w.anonymous().get(path);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    }
  });
});
