import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ormOptions } from '../../src/infrastructure/database/orm-options.js';
import { ContactMessage } from '../../src/modules/contact/entities/contact-message.entity.js';
import { Cuisine } from '../../src/modules/cuisines/entities/cuisine.entity.js';
import { CsvImport } from '../../src/modules/import/entities/csv-import.entity.js';
import { Recipe } from '../../src/modules/recipes/entities/recipe.entity.js';
import { User } from '../../src/modules/users/entities/user.entity.js';
import type { Agent } from '../support/accounts.js';
import { createMember, createRecipe, signInAs } from '../support/fixtures.js';
import { createTestApp, testConfig } from '../test-app.js';

const RUN = `zg${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8)}`;
let counter = 0;

type Who = 'visitor' | 'registered' | 'home cook' | 'admin';
const WHO: Who[] = ['visitor', 'registered', 'home cook', 'admin'];

describe('the admin area: only admins get in', () => {
  const config = testConfig();
  let orm: MikroORM;
  let app: NestExpressApplication;
  const people = {} as Record<Exclude<Who, 'visitor'>, User>;
  const agents = {} as Record<Who, Agent>;
  const em = () => orm.em.fork();

  /** Fresh things for a call to act on, so that each caller's attempt has its own target. */
  const fresh = {
    member: async () => (await createMember(em(), 'registered')).id,
    cuisine: async () => {
      const fork = em();
      const cuisine = fork.create(Cuisine, { name: `${RUN} Cuisine ${++counter}` });
      await fork.flush();
      return cuisine.id;
    },
    recipe: async () => {
      const fork = em();
      return (
        await createRecipe(fork, { title: `${RUN} Stew ${++counter}`, author: await fork.findOneOrFail(User, people['home cook'].id) })
      ).id;
    },
    message: async () => {
      const fork = em();
      const message = fork.create(ContactMessage, {
        name: 'Vi Sitor',
        email: 'vi@example.com',
        subject: 'A question',
        message: 'How do I share a recipe?',
      });
      await fork.flush();
      return message.id;
    },
    importRun: async () => {
      const fork = em();
      const run = fork.create(CsvImport, {
        id: randomUUID(),
        admin: people.admin.id,
        fileName: 'old.csv',
        fileSize: 10,
        state: 'completed',
      });
      await fork.flush();
      return run.id;
    },
    none: async () => 0,
  };
  type Target = keyof typeof fresh;
  const stillThere: Partial<Record<Target, (id: number | string) => Promise<boolean>>> = {
    member: async (id) => !!(await em().findOne(User, Number(id))),
    cuisine: async (id) => !!(await em().findOne(Cuisine, Number(id))),
    recipe: async (id) => !!(await em().findOne(Recipe, Number(id))),
  };

  /** Every admin endpoint: its target, the call, and what an admin gets. */
  const csv = Buffer.from('title,ingredients,method\nRice,1 cup rice,Boil.\n');
  const CALLS: [string, Target, (agent: Agent, id: number | string) => request.Test, number][] = [
    ['GET /api/admin/stats', 'none', (a) => a.get('/api/admin/stats'), 200],
    ['GET /api/admin/users', 'none', (a) => a.get('/api/admin/users'), 200],
    ['PATCH /api/admin/users/{id}', 'member', (a, id) => a.patch(`/api/admin/users/${id}`).send({ role: 'home_cook' }), 200],
    ['DELETE /api/admin/users/{id}', 'member', (a, id) => a.delete(`/api/admin/users/${id}`), 204],
    ['GET /api/admin/cuisines', 'none', (a) => a.get('/api/admin/cuisines'), 200],
    ['POST /api/admin/cuisines', 'none', (a) => a.post('/api/admin/cuisines').send({ name: `${RUN} New ${++counter}` }), 201],
    ['PATCH /api/admin/cuisines/{id}', 'cuisine', (a, id) => a.patch(`/api/admin/cuisines/${id}`).send({ isActive: false }), 200],
    ['DELETE /api/admin/cuisines/{id}', 'cuisine', (a, id) => a.delete(`/api/admin/cuisines/${id}`), 204],
    ['GET /api/admin/recipes', 'none', (a) => a.get('/api/admin/recipes'), 200],
    ['PATCH /api/admin/recipes/{id}', 'recipe', (a, id) => a.patch(`/api/admin/recipes/${id}`).send({ isApproved: false }), 200],
    ['DELETE /api/admin/recipes/{id}', 'recipe', (a, id) => a.delete(`/api/admin/recipes/${id}`), 204],
    ['GET /api/admin/trends', 'none', (a) => a.get('/api/admin/trends'), 200],
    ['GET /api/admin/reports', 'none', (a) => a.get('/api/admin/reports'), 200],
    [
      'POST /api/admin/moderation',
      'recipe',
      (a, id) => a.post('/api/admin/moderation').send({ targetKind: 'recipe', targetId: id, action: 'delete', reason: 'Not a recipe' }),
      201,
    ],
    ['GET /api/admin/moderation-log', 'none', (a) => a.get('/api/admin/moderation-log'), 200],
    ['GET /api/admin/contact-messages', 'none', (a) => a.get('/api/admin/contact-messages'), 200],
    [
      'PATCH /api/admin/contact-messages/{id}',
      'message',
      (a, id) => a.patch(`/api/admin/contact-messages/${id}`).send({ handled: true }),
      200,
    ],
    [
      'POST /api/admin/import-csv',
      'none',
      (a) => a.post('/api/admin/import-csv').field('dryRun', 'true').attach('csvFile', csv, { filename: 'r.csv', contentType: 'text/csv' }),
      202,
    ],
    [
      'POST /api/admin/import-csv/preview',
      'none',
      (a) => a.post('/api/admin/import-csv/preview').attach('csvFile', csv, { filename: 'r.csv', contentType: 'text/csv' }),
      200,
    ],
    ['GET /api/admin/imports', 'none', (a) => a.get('/api/admin/imports'), 200],
    ['GET /api/admin/imports/{jobId}', 'importRun', (a, id) => a.get(`/api/admin/imports/${id}`), 200],
    ['GET /api/admin/imports/{jobId}/problems.csv', 'importRun', (a, id) => a.get(`/api/admin/imports/${id}/problems.csv`), 200],
  ];

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config));
    people.registered = await createMember(em(), 'registered');
    people['home cook'] = await createMember(em(), 'home_cook');
    people.admin = await createMember(em(), 'admin');
    app = await createTestApp(config);
    agents.visitor = request.agent(app.getHttpServer());
    for (const who of ['registered', 'home cook', 'admin'] as const)
      agents[who] = await signInAs(request.agent(app.getHttpServer()), people[who]);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await orm.close();
  });

  it.each(CALLS)('%s: 401 for visitors, 403 for members, and only an admin changes anything', async (_name, target, call, adminStatus) => {
    const expected: Record<Who, number> = { visitor: 401, registered: 403, 'home cook': 403, admin: adminStatus };
    for (const who of WHO) {
      const id = await fresh[target]();
      const res = await call(agents[who], id);
      expect({ who, status: res.status }).toEqual({ who, status: expected[who] });
      if (who !== 'admin') {
        expect(res.body).toMatchObject({
          statusCode: expected[who],
          message: who === 'visitor' ? 'You are not signed in' : 'Only administrators can do this',
        });
        if (stillThere[target]) expect(await stillThere[target](id)).toBe(true);
      }
    }
  });

  it('the table above covers every admin endpoint of the API document', async () => {
    const { body } = await request(app.getHttpServer()).get('/api/docs-json').expect(200);
    const documented = Object.entries(body.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual(CALLS.map(([name]) => name).sort());
  });

  describe('the queue dashboard at /admin/queues', () => {
    it('sends a visitor opening it to sign in, and back afterwards', async () => {
      const res = await agents.visitor.get('/admin/queues').set('Accept', 'text/html').expect(302);
      expect(res.headers.location).toBe('/api/login?returnTo=%2Fadmin%2Fqueues');
    });

    it("answers a visitor's data calls 401, and members the product's page refused (403) and their data calls 403", async () => {
      await agents.visitor.get('/admin/queues/api/queues').set('Accept', 'application/json').expect(401);
      for (const who of ['registered', 'home cook'] as const) {
        const res = await agents[who].get('/admin/queues').set('Accept', 'text/html').expect(403);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.text).toContain('<div id="root">');
        expect(res.text).toContain('<meta name="robots" content="noindex">');
        expect(res.text).not.toContain('Plantry queues');
        const data = await agents[who].get('/admin/queues/api/queues').expect(403);
        expect(data.body.message).toBe('Only administrators can do this');
      }
    });

    it('shows an admin every queue, on a page that loads nothing from other hosts and links back to the admin dashboard', async () => {
      const page = await agents.admin.get('/admin/queues').set('Accept', 'text/html').expect(200);
      expect(page.text).toContain('Plantry queues');
      expect(page.text).not.toMatch(/(?:href|src)="(?:https?:)?\/\//);
      expect(page.text).toContain('static/css/');
      expect(page.text).toContain('<a href="/admin" ');
      expect(page.text).toContain('← Admin Dashboard</a>');
      const { body } = await agents.admin.get('/admin/queues/api/queues').expect(200);
      expect((body.queues as { name: string }[]).map((q) => q.name).sort()).toEqual(['email', 'images', 'import', 'links', 'recipes']);
    });

    it('refuses state-changing calls from another site', async () => {
      await agents.admin.put('/admin/queues/api/queues/email/pause').set('Origin', 'https://evil.example').expect(403);
    });
  });
});
