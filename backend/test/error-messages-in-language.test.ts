import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { de } from '../src/common/i18n/api-messages/de.js';
import { es } from '../src/common/i18n/api-messages/es.js';
import { createTestApp } from './test-app.js';

/**
 * The API's error messages in the request's language (docs/decisions/languages.md): the app sends
 * the page's language with each call; a message with a value keeps the value as it was sent.
 */
describe('API errors in the visitor’s language', () => {
  let app: NestExpressApplication;
  const api = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers in English (SPEC.md’s words) unless asked for another language', async () => {
    const login = { email: 'nobody@example.com', password: 'wrong-password' };
    expect((await api().post('/api/login').send(login).expect(401)).body.message).toBe('Invalid email or password');
    const spanish = await api().post('/api/login').set('Accept-Language', 'es-ES,es;q=0.9').send(login).expect(401);
    expect(spanish.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: es['Invalid email or password'] });
    const german = await api().post('/api/login').set('Cookie', 'plantry_lang=de').set('Accept-Language', 'es').send(login).expect(401);
    expect(german.body.message).toBe(de['Invalid email or password']);
  });

  it('translates a guard’s refusal and a missing recipe', async () => {
    expect((await api().get('/api/favorites').set('Accept-Language', 'de').expect(401)).body.message).toBe(de['You are not signed in']);
    const missing = await api().get('/api/recipes/999999').set('Accept-Language', 'es').expect(404);
    expect(missing.body.message).toBe(es['Recipe not found']);
    // A cache between (a CDN keeping visitors' answers) keeps each language's apart.
    expect(missing.headers.vary).toMatch(/Accept-Language/);
  });

  it('translates each validation message, keeping a hostile property name as it was sent', async () => {
    const hostile = '<img src=x onerror=alert(1)>"$&$`{{x}}';
    const res = await api()
      .post('/api/register')
      .set('Accept-Language', 'de-DE')
      .send({ firstName: '', lastName: 'x'.repeat(101), email: 'not-an-email', password: 'pw', [hostile]: 1 })
      .expect(400);
    const messages = res.body.message as string[];
    expect(messages).toContain(de['property {{property}} should not exist'].replace('{{property}}', () => hostile));
    expect(messages).toContain(de['First name is required']);
    // None left in English: each is one of the German catalog's, its values put in.
    const german = Object.values(de).map(
      (text) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '[\\s\\S]+')}$`),
    );
    for (const message of messages) expect(german.some((pattern) => pattern.test(message))).toBe(true);
  });

  it('says plainly that a body is not JSON, keeping the parser’s words for the developer', async () => {
    const sent = () => api().post('/api/login').set('Content-Type', 'application/json');
    const english = await sent().send('{"email": nope}').expect(400);
    expect(english.body.message).toMatch(/^The request body is not valid JSON: Unexpected token/);
    const german = await sent().set('Accept-Language', 'de').send('{"email": nope}').expect(400);
    expect(german.body.message).toBe(
      english.body.message.replace('The request body is not valid JSON:', 'Der Inhalt der Anfrage ist kein gültiges JSON:'),
    );
  });

  it('translates a refusal made before Nest (a cross-site write)', async () => {
    const res = await api().post('/api/login').set('Origin', 'https://evil.example').set('Accept-Language', 'es').send({}).expect(403);
    expect(res.body).toEqual({ statusCode: 403, error: 'Forbidden', message: es['Cross-site requests are not allowed'] });
  });
});
