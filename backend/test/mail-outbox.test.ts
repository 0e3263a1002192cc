import { MikroORM } from '@mikro-orm/mariadb';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import { MailOutbox } from '../src/infrastructure/mail/mail-outbox.js';
import { OutboxEmail } from '../src/infrastructure/mail/outbox-email.entity.js';
import { register, startStack, type Stack } from './support/accounts.js';
import { listEmails, uniqueEmail, waitForEmails } from './support/mail-catcher.js';
import { poll } from './support/processes.js';
import { testConfig } from './test-app.js';

const emailsTo = async (to: string) => (await listEmails()).filter((e) => e.to.some((t) => t.address === to));
/** How soon an email the API relays is in the mail catcher. */
const PROMPT_MS = 3000;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Emails are written with the change that causes them and relayed to the queue: none is lost, none is sent twice. */
describe('the email outbox', () => {
  let orm: MikroORM;
  let stack: Stack;

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(testConfig()));
    stack = await startStack({ REDIS_PREFIX: 'plantry_test_outbox' });
  }, 60_000);
  afterAll(async () => {
    await stack.close();
    await orm.close();
  });

  const queuedAt = async (id: number) => (await orm.em.fork().findOneOrFail(OutboxEmail, id)).queuedAt;

  it('writes a registration and its email in one transaction and relays it at once', async () => {
    const { res, registration } = await register(stack.agent());
    expect(res.status).toBe(201);
    const rows = await orm.em.fork().find(OutboxEmail, {}, { orderBy: { id: 'desc' }, limit: 20 });
    const row = rows.find((r) => r.email.to === registration.email);
    expect(row).toBeDefined();
    expect(row!.email.subject).toMatch(/activate|verify|confirm/i);
    await waitForEmails(registration.email, 1);
  });

  it('delivers a resent verification email within seconds', async () => {
    const agent = stack.agent();
    const { registration } = await register(agent);
    await waitForEmails(registration.email, 1);
    const started = Date.now();
    await agent.post('/api/resend-verification').send({ email: registration.email }).expect(200);
    await waitForEmails(registration.email, 2, undefined, 10_000);
    expect(Date.now() - started).toBeLessThan(PROMPT_MS);
  }, 30_000);

  it('sends an email committed but never relayed (the API stopped after its commit), once', async () => {
    const to = uniqueEmail('outbox');
    const em = orm.em.fork();
    const row = em.create(OutboxEmail, { email: { to, subject: 'Left in the outbox', text: 'Hello', html: '<p>Hello</p>' } });
    await em.flush();
    expect(row.queuedAt).toBeNull();
    // The worker relays it within its 2 s round and delivers it.
    await waitForEmails(to, 1);
    expect(await queuedAt(row.id)).toBeInstanceOf(Date);

    // Relayed again (a crash between the queue and the commit of queued_at): the job exists, nothing more is sent.
    await orm.em.fork().nativeUpdate(OutboxEmail, { id: row.id }, { queuedAt: null });
    await poll('the second relay', async () => ((await queuedAt(row.id)) ? true : undefined));
    await pause(1500);
    expect(await emailsTo(to)).toHaveLength(1);
  }, 45_000);

  it('forgets emails queued more than a week ago, and only those', async () => {
    const em = orm.em.fork();
    const email = { to: uniqueEmail('old'), subject: 'Old', text: 'Old', html: '<p>Old</p>' };
    const old = em.create(OutboxEmail, { email, queuedAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) });
    const recent = em.create(OutboxEmail, { email, queuedAt: new Date(Date.now() - 6 * 24 * 3600 * 1000) });
    await em.flush();
    expect(await stack.app.get(MailOutbox).prune()).toBeGreaterThanOrEqual(1);
    expect(await orm.em.fork().findOne(OutboxEmail, old.id)).toBeNull();
    expect(await orm.em.fork().findOne(OutboxEmail, recent.id)).not.toBeNull();
  });
});
