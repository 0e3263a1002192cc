import { PASSWORD, register } from '../support/accounts.js';
import { MEMBER_PASSWORD } from '../support/fixtures.js';
import { createWorld, RUN, type World } from './support/world.js';

/**
 * Look-alike emails (finding 4 of the outside review): the email column compared accent- and
 * width-insensitively (utf8mb4_unicode_ci) while the rate limits keyed on the exact string, so
 * `śec@…` signed in to `sec@…` with a fresh brute-force budget of its own, and registering
 * `user@exámple.test` blocked `user@example.test` and sent the real owner's recovery mail to the
 * look-alike domain.
 */
describe('look-alike emails', () => {
  let w: World;
  let counter = 0;
  /** An ASCII address of this run, e.g. sec-zsabc-1@example.test. */
  const address = (name: string) => `${name}-${RUN.slice(2)}-${++counter}@example.test`;
  /** A verified member with MEMBER_PASSWORD at exactly this address. */
  const memberAt = async (email: string) => {
    const user = await w.make.member();
    await w.sql('update users set email = ? where id = ?', [email, user.id]);
    return email;
  };
  const login = (email: string, password = MEMBER_PASSWORD) => w.anonymous().post('/api/login').send({ email, password });
  /** The addresses the outbox holds mail for since `afterId`. */
  const mailedTo = async (afterId: number) =>
    (await w.sql<{ email: string }>('select email from outbox_emails where id > ? order by id', [afterId])).map(
      (row) => (JSON.parse(row.email) as { to: string }).to,
    );
  const lastOutboxId = async () => Number((await w.sql<{ id: number | null }>('select max(id) as id from outbox_emails'))[0].id ?? 0);

  beforeAll(async () => {
    w = await createWorld({ RATE_LIMIT_MULTIPLIER: '1' });
  }, 60_000);
  beforeEach(() => w.clearRateLimits());
  afterAll(() => w.close());

  it('signs in to no account with a look-alike local part (accented or full-width letters)', async () => {
    const email = await memberAt(address('sec'));
    for (const lookAlike of [email.replace('sec', 'śec'), email.replace('sec', 'ｓｅｃ'), email.replace('sec', 'sеc')]) {
      const res = await login(lookAlike);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('Please enter a valid email');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // A look-alike domain is another address: no account there.
    await login(email.replace('example', 'exámple')).expect(401);
    // The same address written otherwise is the same account.
    for (const spelling of [email.toUpperCase(), ` ${email}`, email.replace('example.test', 'ｅｘａｍｐｌｅ．test')])
      await login(spelling).expect(200);
  });

  it('gives every spelling of an address one sign-in budget', async () => {
    const email = await memberAt(address('budget'));
    const spellings = [
      email,
      email.toUpperCase(),
      email.replace('example.test', 'example．test'),
      email.replace('example.test', 'ＥＸＡＭＰＬＥ.test'),
      `\t${email} `,
    ];
    for (let i = 0; i < 10; i++) await login(spellings[i % spellings.length], 'wrong-password').expect(401);
    for (const spelling of spellings) await login(spelling).expect(429);
  });

  it("lets a look-alike domain neither block the real owner's registration nor take the owner's mail", async () => {
    const owner = address('user');
    const lookAlike = owner.replace('example', 'exámple');
    expect((await register(w.agent(), { email: lookAlike })).res.status).toBe(201);
    const before = await lastOutboxId();
    const { res } = await register(w.agent(), { email: owner });
    expect(res.status).toBe(201);
    await w.anonymous().post('/api/forgot-password').send({ email: owner }).expect(200);
    await w.anonymous().post('/api/forgot-password').send({ email: lookAlike }).expect(200);
    // Activation, then recovery, for the owner at the owner's address; recovery for the look-alike at its own.
    expect(await mailedTo(before)).toEqual([owner, owner, lookAlike.replace('exámple', 'xn--exmple-qta')]);
    await w.anonymous().post('/api/login').send({ email: owner, password: PASSWORD }).expect(403);
  });

  it('stores one canonical key per account, compared byte for byte', async () => {
    const written = `Mixed.Case-${RUN.slice(2)}@BÜCHER.Example`;
    expect((await register(w.agent(), { email: written })).res.status).toBe(201);
    const stored = `mixed.case-${RUN.slice(2)}@xn--bcher-kva.example`;
    expect(await w.sql('select email from users where email = ?', [stored])).toEqual([{ email: stored }]);
    const [column] = await w.sql<{ COLLATION_NAME: string }>(
      "select COLLATION_NAME from information_schema.columns where table_schema = database() and table_name = 'users' and column_name = 'email'",
    );
    expect(column.COLLATION_NAME).toBe('utf8mb4_bin');
    // Any spelling of it is taken; a look-alike is not.
    expect((await register(w.agent(), { email: `mixed.case-${RUN.slice(2)}@bücher.example` })).res.status).toBe(409);
    expect((await register(w.agent(), { email: `mixed.case-${RUN.slice(2)}@bucher.example` })).res.status).toBe(201);
  });
});
