import { MikroORM } from '@mikro-orm/mariadb';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { ormOptions } from '../../src/infrastructure/database/orm-options.js';
import type { Agent } from '../support/accounts.js';
import { createMember, signInAs } from '../support/fixtures.js';
import { createTestApp, testConfig } from '../test-app.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface Operation {
  path: string;
  method: Method;
  query: string[];
  body: string[];
}

/** Path parameters no route should choke on. */
const ODD_IDS = ['abc', '-1', '0', '1.5', '99999999999999999999', '%00', '%F0%9F%8C%B1', "1'--", '%ff'];
/** Values of the wrong type or shape for any field. */
const WRONG_VALUES: unknown[] = [null, 12345, -1, true, [], {}, ['a', { b: 1 }], 'x'.repeat(300_000), '\u0000\uFFFF\uD800', { $gt: '' }];
/** Query values of the wrong kind. */
const ODD_QUERIES = ['abc', '-1', '1e309', '%00', '%ff', '😀'.repeat(200), "' or 1=1 --"];
/** JSON nested 2,000 levels deep in 4 KB: well-formed, and a stack overflow for a recursive reader. */
const DEEP_OBJECT = `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`;
const DEEP_ARRAY = `${'['.repeat(2000)}${']'.repeat(2000)}`;
/** Bodies that are not the JSON they claim to be, or not what any route takes. */
const RAW_BODIES = ['{"title": ', '[]', 'null', '"text"', '{"a":'.repeat(5000), '\u0000', DEEP_OBJECT, DEEP_ARRAY];
/** Signed in or not, these would end the session the rest of the run needs. */
const SKIPPED = new Set(['post /api/logout']);

/** Every endpoint of the OpenAPI document, with wrong types, malformed and huge bodies and odd ids: never a 5xx. */
describe('malformed input on every endpoint', () => {
  const config = testConfig({ RATE_LIMIT_MULTIPLIER: '100000' });
  let app: NestExpressApplication;
  let orm: MikroORM;
  let admin: Agent;
  let operations: Operation[];

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config));
    app = await createTestApp(config);
    admin = await signInAs(request.agent(app.getHttpServer()), await createMember(orm.em.fork(), 'admin'));
    const doc = (await request(app.getHttpServer()).get('/api/docs-json').expect(200)).body as {
      paths: Record<
        string,
        Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content: Record<string, { schema: unknown }> } }>
      >;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    const propertiesOf = (schema: unknown): string[] => {
      const ref = (schema as { $ref?: string } | undefined)?.$ref;
      const resolved = ref ? doc.components.schemas[ref.split('/').pop()!] : (schema as { properties?: Record<string, unknown> });
      return Object.keys(resolved?.properties ?? {});
    };
    operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        path,
        method: method as Method,
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: Object.values(op.requestBody?.content ?? {}).flatMap((c) => propertiesOf(c.schema)),
      })),
    );
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await orm.close();
  });

  /** Sends the request as a visitor and as an admin; answers every 5xx as 'METHOD path: status body'. */
  async function serverErrors(op: Operation, path: string, send?: (req: request.Test) => request.Test, query?: Record<string, string>) {
    const found: string[] = [];
    for (const agent of [request(app.getHttpServer()), admin]) {
      let req = (agent as Agent)[op.method](path).set('Origin', config.publicUrl);
      if (query) req = req.query(query);
      const res = await (send ? send(req) : req);
      if (res.status >= 500) found.push(`${op.method.toUpperCase()} ${path}: ${res.status} ${res.text.slice(0, 200)}`);
    }
    return found;
  }

  const withIds = (path: string, id: string) => path.replace(/\{[^}]+\}/g, id);
  const runnable = () => operations.filter((op) => !SKIPPED.has(`${op.method} ${op.path}`));

  it('covers the whole API', () => {
    expect(operations.length).toBeGreaterThanOrEqual(45);
  });

  it('answers odd path ids and wrong query values with 4xx', async () => {
    const errors: string[] = [];
    for (const op of runnable()) {
      if (op.path.includes('{')) for (const id of ODD_IDS) errors.push(...(await serverErrors(op, withIds(op.path, id))));
      for (const name of op.query) {
        for (const value of ODD_QUERIES) errors.push(...(await serverErrors(op, withIds(op.path, '1'), undefined, { [name]: value })));
      }
    }
    expect(errors).toEqual([]);
  }, 240_000);

  it('answers JSON nested 2,000 levels deep with 400, saying so, on routes with and without a body', async () => {
    for (const [method, path] of [
      ['post', '/api/login'],
      ['post', '/api/recipes'],
      ['patch', '/api/auth/user'],
      ['post', '/api/logout'],
    ] as const) {
      for (const raw of [DEEP_OBJECT, DEEP_ARRAY, `{"email":"a@b.co","password":${DEEP_ARRAY}}`]) {
        const res = await admin[method](path).set('Origin', config.publicUrl).set('Content-Type', 'application/json').send(raw);
        expect({ path, status: res.status, message: res.body.message }).toEqual({
          path,
          status: 400,
          message: 'The request body is nested too deeply (at most 32 levels)',
        });
      }
    }
  });

  it('answers malformed, mistyped and huge bodies with 4xx', async () => {
    const errors: string[] = [];
    for (const op of runnable().filter((o) => o.method !== 'get' && o.method !== 'delete')) {
      const path = withIds(op.path, '999999');
      for (const raw of RAW_BODIES)
        errors.push(...(await serverErrors(op, path, (req) => req.set('Content-Type', 'application/json').send(raw))));
      for (const value of WRONG_VALUES) {
        const body = Object.fromEntries((op.body.length ? op.body : ['anything']).map((name) => [name, value]));
        errors.push(...(await serverErrors(op, path, (req) => req.send(body))));
      }
      // Far over any route's limit.
      errors.push(
        ...(await serverErrors(op, path, (req) =>
          req.set('Content-Type', 'application/json').send(JSON.stringify({ text: 'x'.repeat(3_000_000) })),
        )),
      );
    }
    expect(errors).toEqual([]);
  }, 240_000);
});
