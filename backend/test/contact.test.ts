import { MikroORM } from '@mikro-orm/mariadb';
import { randomUUID } from 'node:crypto';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import { listEmails } from './support/mail-catcher.js';
import { poll } from './support/processes.js';
import { startStack, type Stack } from './support/accounts.js';

describe('the contact form', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());

  const valid = () => ({
    name: 'Rosa Park',
    email: 'Rosa@Example.com ',
    subject: `Lovely site ${randomUUID()}`,
    message: 'Could you add more Japanese recipes?',
  });

  it('stores the message and emails it to the contact address, replying to the sender', async () => {
    const message = valid();
    const res = await stack.agent().post('/api/contact').send(message).expect(201);
    expect(res.body.message).toBe("Message sent successfully! We'll get back to you within 24 hours.");
    const email = await poll('the contact email', async () =>
      (await listEmails()).find((e) => e.subject === `[Contact] ${message.subject}`),
    );
    expect(email.to[0].address).toBe(stack.config.mail.contactEmail);
    expect(email.replyTo?.[0].address).toBe('rosa@example.com');
    expect(email.text).toContain('Could you add more Japanese recipes?');
    const orm = await MikroORM.init(ormOptions(stack.config));
    try {
      const rows = await orm.em
        .getConnection()
        .execute('select name, email, message, handled_at from contact_messages where subject = ?', [message.subject]);
      expect(rows).toEqual([{ name: 'Rosa Park', email: 'rosa@example.com', message: message.message, handled_at: null }]);
    } finally {
      await orm.close();
    }
  });

  it.each([
    [{ name: 'R' }, 'Name must be at least 2 characters'],
    [{ email: 'rosa' }, 'Please enter a valid email address'],
    [{ subject: 'Hi' }, 'Subject must be at least 5 characters'],
    [{ message: 'Too short' }, 'Message must be at least 10 characters'],
    [{ message: undefined }, 'Message must be at least 10 characters'],
    [{ isRead: true }, 'property isRead should not exist'],
  ])('answers 400 for %j with "%s"', async (change, text) => {
    const res = await stack
      .agent()
      .post('/api/contact')
      .send({ ...valid(), ...change })
      .expect(400);
    expect(res.body.message).toContain(text);
  });

  it('escapes the sender text in the HTML email', async () => {
    const message = { ...valid(), name: '<b>Bold</b> Rosa', message: '<script>alert(1)</script> hello there' };
    await stack.agent().post('/api/contact').send(message).expect(201);
    const email = await poll('the contact email', async () =>
      (await listEmails()).find((e) => e.subject === `[Contact] ${message.subject}`),
    );
    expect(email.html).not.toContain('<script>alert(1)</script>');
    expect(email.html).toContain('&lt;script&gt;');
  });
});
