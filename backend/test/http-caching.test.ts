import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import type { Agent } from './support/accounts.js';
import { createMember, signInAs } from './support/fixtures.js';
import { createTestApp, testConfig } from './test-app.js';

const RUN = `hc${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;

/** Public GETs carry ETags and Cache-Control fitting who asks and what the data is. */
describe('HTTP caching of API answers', () => {
  const config = testConfig();
  let app: NestExpressApplication;
  let orm: MikroORM;
  let cook: Agent;
  const visitor = () => request(app.getHttpServer());

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config));
    app = await createTestApp(config);
    cook = await signInAs(request.agent(app.getHttpServer()), await createMember(orm.em.fork(), 'home_cook'));
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await orm.close();
  });

  it("lets a visitor's lists be kept by any cache but revalidated, with an ETag that answers 304", async () => {
    const first = await visitor().get('/api/recipes').query({ search: RUN }).expect(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toMatch(/Cookie/);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await visitor().get('/api/recipes').query({ search: RUN }).set('If-None-Match', etag).expect(304);
    expect(again.text).toBeFalsy();

    await cook
      .post('/api/recipes')
      .send({ title: `${RUN} Lentil Pie`, description: 'x', ingredients: ['1 cup lentils'], instructions: ['Bake.'] })
      .expect(201);
    const changed = await visitor().get('/api/recipes').query({ search: RUN }).set('If-None-Match', etag).expect(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body.total).toBe(1);
  });

  it("keeps a member's answers private, and their ETags work too", async () => {
    const mine = await cook.get('/api/recipes').query({ search: RUN }).expect(200);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(mine.headers.vary).toMatch(/Cookie/);
    await cook.get('/api/recipes').query({ search: RUN }).set('If-None-Match', mine.headers.etag).expect(304);
    expect((await cook.get('/api/favorites').expect(200)).headers['cache-control']).toBe('private, no-cache');
  });

  it('lets visitors reuse cuisines for five minutes, members not', async () => {
    for (const path of ['/api/cuisines', '/api/cuisines/popular']) {
      expect((await visitor().get(path).expect(200)).headers['cache-control']).toBe('public, max-age=300');
      expect((await cook.get(path).expect(200)).headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('compresses answers for clients that accept it, and says the answer varies with it', async () => {
    await cook
      .post('/api/recipes')
      .send({ title: `${RUN} Long Stew`, description: 'x'.repeat(1500), ingredients: ['1 leek'], instructions: ['Stew.'] })
      .expect(201);
    const plain = await visitor().get('/api/recipes').query({ search: RUN }).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      const packed = await visitor().get('/api/recipes').query({ search: RUN }).set('Accept-Encoding', encoding).expect(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toMatch(/Accept-Encoding/);
      expect(packed.body).toEqual(plain.body);
    }
  });

  it('never lets sign-in answers or health be stored', async () => {
    expect((await cook.get('/api/auth/user').expect(200)).headers['cache-control']).toBe('no-store');
    expect((await visitor().get('/api/health').expect(200)).headers['cache-control']).toBe('no-store');
  });
});
