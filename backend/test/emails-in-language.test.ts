import { uniqueEmail, waitForEmails } from './support/mail-catcher.js';
import { register, startStack, verifiedMember, type Stack } from './support/accounts.js';

/** Emails in the member's language (docs/decisions/languages.md), through the worker into the mail catcher. */
describe('emails in the member’s language', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());

  it('writes the activation email in the language the visitor registered in', async () => {
    const agent = stack.agent().set('Accept-Language', 'es-ES,es;q=0.9,en;q=0.5');
    const { res, registration } = await register(agent, { email: uniqueEmail('spanish') });
    expect(res.status).toBe(201);
    const [email] = await waitForEmails(registration.email);
    expect(email.subject).toBe('Activa tu cuenta de Plantry');
    expect(email.html).toContain('<html lang="es">');
    expect(email.text).toContain(`Activar mi cuenta: ${stack.config.publicUrl}/verify-email?token=`);
  });

  it('remembers the language a member switches to, and writes their next emails in it', async () => {
    const { agent, registration } = await verifiedMember(stack, { email: uniqueEmail('switcher') });
    await agent.put('/api/auth/user/language').send({ language: 'de' }).expect(204);
    await stack.agent().post('/api/forgot-password').send({ email: registration.email }).expect(200);
    // The activation email came first, in English (the registration asked in no language).
    const [activation, reset] = await waitForEmails(registration.email, 2);
    expect(activation.subject).toBe('Activate your Plantry account');
    expect(reset.subject).toBe('Setze dein Plantry-Passwort zurück');
    expect(reset.text).toContain('Hallo Ana,');
    expect(reset.html).toContain('<html lang="de">');
  });

  it('asks who is switching before it looks at what they send', async () => {
    // Not signed in: 401 whatever the body, even one that would be refused.
    await stack.agent().put('/api/auth/user/language').send({ language: 'fr' }).expect(401);
    await stack.agent().put('/api/auth/user/language').send({ language: 'es' }).expect(401);
  });

  it.each([
    [{ language: 'fr' }, 'language must be one of: en, es, de'],
    [{ language: '<script>' }, 'language must be one of: en, es, de'],
    [{}, 'language must be one of: en, es, de'],
    [{ language: 'es', role: 'admin' }, 'property role should not exist'],
  ])('refuses %j with a 400 that says why', async (body, message) => {
    const { agent } = await verifiedMember(stack, { email: uniqueEmail('refused') });
    const res = await agent.put('/api/auth/user/language').send(body).expect(400);
    expect([res.body.message].flat()).toContain(message);
  });

  it('words a member’s notifications in the language they read the site in', async () => {
    const { agent: cook } = await verifiedMember(stack, { email: uniqueEmail('cook') });
    const { body: me } = await cook.get('/api/auth/user').expect(200);
    const { agent: follower } = await verifiedMember(stack, {
      email: uniqueEmail('follower'),
      firstName: '<b>{{who}}</b>',
      lastName: '$&',
    });
    await follower.post(`/api/cooks/${me.id}/follow`).expect(200);
    const texts = async (language: string) => {
      const { body } = await cook.get('/api/notifications').set('Accept-Language', language).expect(200);
      return body.items.map((item: { text: string }) => item.text);
    };
    expect(await texts('en')).toContain('<b>{{who}}</b> $& started following you');
    expect(await texts('de')).toContain('<b>{{who}}</b> $& folgt dir jetzt');
    expect(await texts('es')).toContain('<b>{{who}}</b> $& ha empezado a seguirte');
  });
});
