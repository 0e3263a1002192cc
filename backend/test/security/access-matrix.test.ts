import { ACCESS, outcomeFor } from './support/access.js';
import { documentedOperations, type DocumentedOperation } from './support/openapi.js';
import { armed, CALLS } from './support/operations.js';
import { ACTORS, createWorld, type World } from './support/world.js';

/**
 * Every operation of the API document, called for real by a visitor, a registered member, the
 * home cook who owns the target, another author and an admin (support/access.ts). An allowed call
 * must change its target; a refused one must leave it as it was and show nothing of it.
 */
describe('the access matrix: every operation for every kind of caller', () => {
  let w: World;
  let documented: DocumentedOperation[];

  beforeAll(async () => {
    w = await createWorld();
    documented = await documentedOperations(w.anonymous);
  }, 60_000);
  afterAll(() => w.close());

  it('has a row and a call for every operation of the API document, and none the document lacks', () => {
    const keys = documented.map((op) => op.key).sort();
    expect(keys.length).toBeGreaterThanOrEqual(45);
    expect(Object.keys(ACCESS).sort()).toEqual(keys);
    expect(Object.keys(CALLS).sort()).toEqual(keys);
  });

  it('asks for the session cookie in the document exactly where a visitor is refused with 401', () => {
    const withCookie = documented
      .filter((op) => op.signedIn)
      .map((op) => op.key)
      .sort();
    const refusedToVisitors = Object.keys(ACCESS)
      .filter((key) => outcomeFor(key, 'visitor').status === 401)
      .sort();
    expect(withCookie.length).toBeGreaterThan(40);
    expect(withCookie).toEqual(refusedToVisitors);
  });

  it.each(Object.keys(ACCESS))('%s', async (key) => {
    const spec = CALLS[key];
    const actual = [];
    const expected = [];
    for (const who of ACTORS) {
      const target = await armed(w, key, who);
      const { res, changed } = await target.send();
      const refused = res.status >= 400;
      actual.push({
        who,
        status: res.status,
        ...(spec.effect && { changed }),
        ...(refused && { error: res.body.statusCode }),
        ...(refused && spec.secret && { shows: res.text.includes(spec.secret(target.target)) }),
      });
      expected.push({
        who,
        status: target.expected.status,
        ...(spec.effect && { changed: target.expected.changes }),
        ...(refused && { error: res.status }),
        ...(refused && spec.secret && { shows: false }),
      });
    }
    expect(actual).toEqual(expected);
  });
});
