import { documentedOperations, isStateChanging, type DocumentedOperation } from './support/openapi.js';
import { armed, CALLS, type SendOptions } from './support/operations.js';
import { createWorld, type World } from './support/world.js';

/**
 * Mass assignment: every write of the API document, sent by a caller who may make it, with the
 * fields a client must never set (ownership, role, moderation, counters, verification, password,
 * dates, stored files) added to its body as JSON and, where the route takes forms, as form fields.
 * The API refuses any field its body does not document (400 'property x should not exist') and
 * changes nothing; query parameters of the same names are ignored.
 */
describe('mass assignment', () => {
  let w: World;
  let writes: DocumentedOperation[];
  let foreignRecipe: { id: number };

  /** What an attacker would like to set, with values that would hurt: other people's ids, admin rights, perfect ratings. */
  const privileged = (): Record<string, unknown> => ({
    id: foreignRecipe.id,
    userId: w.callers.registered.user!.id,
    user: { id: w.callers.registered.user!.id },
    authorId: w.callers.otherAuthor.user!.id,
    author: { id: w.callers.otherAuthor.user!.id },
    recipeId: foreignRecipe.id,
    role: 'admin',
    isAdmin: true,
    isApproved: true,
    approved: true,
    avgRating: 5,
    averageRating: 5,
    reviewCount: 9999,
    favoriteCount: 9999,
    recipeCount: 9999,
    emailVerified: true,
    email: 'attacker@evil.example',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA',
    createdAt: '2001-01-01T00:00:00.000Z',
    updatedAt: '2001-01-01T00:00:00.000Z',
    handledAt: '2001-01-01T00:00:00.000Z',
    contentKey: 'a'.repeat(64),
    veganFlagCount: 0,
    featuredImage: '/uploads/images/00000000000000000000000000000000/full.webp',
    galleryImages: ['/uploads/images/00000000000000000000000000000000/full.webp'],
    profileImageUrl: 'https://evil.example/me.png',
    suspendedUntil: null,
    hiddenAt: null,
    open: 1,
    resolution: 'dismiss',
    isActive: false,
  });

  /** The fields of `privileged` that this operation's body does not document (the others are its own, validated elsewhere). */
  const foreignFields = (op: DocumentedOperation) =>
    Object.fromEntries(Object.entries(privileged()).filter(([name]) => !op.bodyFields.includes(name)));

  /** One call of `key` by whoever may make it, on a new target; answers the response and whether the target changed. */
  async function attempt(key: string, options: SendOptions) {
    const target = await armed(w, key);
    return { ...(await target.send(options)), caller: target.caller, target: target.target };
  }

  beforeAll(async () => {
    w = await createWorld();
    writes = (await documentedOperations(w.anonymous)).filter(isStateChanging);
    foreignRecipe = await w.make.recipe(w.callers.otherAuthor.user!.id);
  }, 60_000);
  afterAll(() => w.close());

  it('refuses privileged fields in the body of every write, naming each, and changes nothing', async () => {
    const wrong: string[] = [];
    let tried = 0;
    for (const op of writes.filter((o) => o.bodyTypes.length > 0)) {
      const fields = foreignFields(op);
      const upload = !!CALLS[op.key].upload;
      // JSON where the route reads it, and form fields where it takes files (with them, and one at a
      // time: upload forms take few fields).
      const encodings: SendOptions['encoding'][] = op.bodyTypes.includes('application/json') ? ['native'] : [];
      if (op.bodyTypes.includes('multipart/form-data')) encodings.push(upload ? 'native' : 'multipart');
      for (const encoding of new Set(encodings)) {
        // A refused call leaves its target as it was: one target takes every attempt, then the plain call.
        const target = await armed(w, op.key);
        for (const extra of upload ? Object.entries(fields).map(([name, value]) => ({ [name]: value })) : [fields]) {
          tried++;
          const { res, changed } = await target.send({ encoding, extra });
          const messages = ([] as string[]).concat(res.body.message ?? []);
          const taken = Object.keys(extra).filter((name) => !messages.includes(`property ${name} should not exist`));
          const refused = res.status === 400 && taken.length === 0 && !changed;
          // Ignoring a field is fine only where the call stores nothing (the CSV preview).
          const ignored = res.status < 300 && !CALLS[op.key].effect;
          if (!refused && !ignored)
            wrong.push(
              `${op.key} (${encoding}): ${res.status}${changed ? ', changed' : ''}${taken.length ? `, took ${taken.join(' ')}` : ''}`,
            );
        }
        const plain = await target.send({ encoding });
        if (plain.res.status !== target.expected.status) wrong.push(`${op.key} (${encoding}) without the fields: ${plain.res.status}`);
      }
    }
    expect(tried).toBeGreaterThanOrEqual(70);
    expect(wrong).toEqual([]);
  });

  it('refuses each privileged field alone where it would hurt most', async () => {
    const ATTACKS: [string, string, unknown][] = [
      ['PUT /api/recipes/{id}', 'isApproved', true], // an author skipping review
      ['PUT /api/recipes/{id}', 'authorId', 0], // giving a recipe away, or taking one
      ['POST /api/recipes', 'authorId', 0],
      ['POST /api/recipes', 'avgRating', 5],
      ['PATCH /api/auth/user', 'role', 'admin'],
      ['PATCH /api/auth/user', 'emailVerified', true],
      ['PATCH /api/profile/role', 'userId', 0], // upgrading someone else
      ['POST /api/recipes/{id}/reviews', 'userId', 0], // reviewing as someone else
      ['PATCH /api/reviews/{id}', 'recipeId', 0], // moving a review to another recipe
      ['POST /api/favorites', 'userId', 0],
      ['POST /api/register', 'role', 'admin'],
      ['POST /api/register', 'emailVerified', true],
      ['PATCH /api/admin/users/{id}', 'passwordHash', ''],
      ['PATCH /api/admin/cuisines/{id}', 'recipeCount', 9999],
    ];
    const wrong: string[] = [];
    for (const [key, field, given] of ATTACKS) {
      const value = given === 0 ? w.callers.otherAuthor.user!.id : given;
      const takesForms = writes.find((op) => op.key === key)!.bodyTypes.includes('multipart/form-data');
      for (const encoding of takesForms ? (['native', 'multipart'] as const) : (['native'] as const)) {
        const { res, changed } = await attempt(key, { encoding, extra: { [field]: value } });
        if (res.status !== 400 || changed || !([] as string[]).concat(res.body.message).includes(`property ${field} should not exist`)) {
          wrong.push(`${key} with ${field} (${encoding}): ${res.status}${changed ? ', changed' : ''}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('ignores privileged query parameters: the write happens as the caller, with the server-set values', async () => {
    const query = Object.fromEntries(
      Object.entries(privileged()).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]),
    );
    const homeCook = w.callers.homeCook.user!;

    const created = await attempt('POST /api/recipes', { query });
    expect(created.res.status).toBe(201);
    expect(
      await w.sql('select author_id, avg_rating, review_count, favorite_count, is_approved from recipes where id = ?', [
        created.res.body.id,
      ]),
    ).toEqual([{ author_id: homeCook.id, avg_rating: '0.00', review_count: 0, favorite_count: 0, is_approved: 1 }]);

    const edited = await attempt('PUT /api/recipes/{id}', { query });
    expect(edited.res.status).toBe(200);
    expect(await w.sql('select author_id, is_approved from recipes where id = ?', [(edited.target as { id: number }).id])).toEqual([
      { author_id: homeCook.id, is_approved: 0 }, // the author's edit goes back to review, whatever the query says
    ]);

    const reviewed = await attempt('POST /api/recipes/{id}/reviews', { query });
    expect(reviewed.res.status).toBe(201);
    expect(await w.sql('select user_id, recipe_id from reviews where id = ?', [reviewed.res.body.id])).toEqual([
      { user_id: reviewed.caller.user!.id, recipe_id: (reviewed.target as { id: number }).id },
    ]);

    const profile = await attempt('PATCH /api/auth/user', { query });
    expect(profile.res.status).toBe(200);
    expect(await w.sql('select role, email_verified, email from users where id = ?', [profile.caller.user!.id])).toEqual([
      { role: profile.caller.user!.role, email_verified: 1, email: profile.caller.user!.email },
    ]);
  });

  describe('prototype pollution', () => {
    const polluted = () => ['role', 'isAdmin', 'polluted'].filter((name) => name in ({} as Record<string, unknown>));

    it('drops __proto__ and constructor.prototype in JSON, leaving objects and the caller as they were', async () => {
      const caller = w.callers.registered;
      for (const raw of [
        '{"firstName":"Ana","lastName":"Lima","__proto__":{"role":"admin","isAdmin":true}}',
        '{"firstName":"Ana","lastName":"Lima","constructor":{"prototype":{"role":"admin","isAdmin":true}}}',
      ]) {
        // Validated as usual; the key itself is dropped, never copied onto any object.
        const res = await caller.agent.patch('/api/auth/user').set('Content-Type', 'application/json').send(raw);
        expect([200, 400]).toContain(res.status);
      }
      expect(polluted()).toEqual([]);
      expect((await caller.agent.get('/api/auth/user').expect(200)).body.role).toBe('registered');
      await caller.agent.get('/api/admin/users').expect(403);
    });

    it('refuses the same in form fields and URL-encoded bodies', async () => {
      const cook = w.callers.homeCook.agent;
      const form = await cook
        .post('/api/recipes')
        .field('title', 'Polluting Stew')
        .field('__proto__[polluted]', 'yes')
        .field('constructor[prototype][isAdmin]', 'true');
      expect(form.status).toBe(400);
      const encoded = await cook
        .post('/api/favorites')
        .type('form')
        .send('recipeId=1&__proto__[polluted]=yes&constructor[prototype][role]=admin');
      expect(encoded.status).toBe(415);
      expect(polluted()).toEqual([]);
    });
  });
});
