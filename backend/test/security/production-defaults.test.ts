import { createConnection } from 'mysql2/promise';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { ConfigError, loadConfig, REPO_ROOT } from '../../src/config/app-config.js';
import { SEED_AUTHORS } from '../../src/seed/recipes.data.js';
import { runBackend, runNode, type Running } from '../support/processes.js';
import { testConfig } from '../test-app.js';

/**
 * Production and the shipped defaults (finding 2 of the outside review): with NODE_ENV=production
 * the published session secret, admin password, database and MinIO passwords and weak values
 * were accepted, and the seed made demo content and a verified admin with the published password.
 */
const random = (bytes: number) => randomBytes(bytes).toString('base64url');
/** A production environment with strong secrets, on a database that is not on loopback. */
const strong = () => ({
  NODE_ENV: 'production',
  SESSION_SECRET: random(48),
  ADMIN_EMAIL: 'owner@example.org',
  ADMIN_PASSWORD: random(18),
  DB_HOST: 'db.internal',
  DB_PASSWORD: random(18),
});
/** The settings alone, without the repository's .env. */
const load = (env: NodeJS.ProcessEnv) => loadConfig(env, join(tmpdir(), 'no-such-plantry.env'));
const refusal = (env: NodeJS.ProcessEnv): string => {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return 'accepted';
};

/** How a process ended, killing it when it has not within 20 s (an API that boots does not end). */
const ending = async (run: Running) => {
  const timer = setTimeout(() => run.child.kill('SIGKILL'), 20_000);
  try {
    return await run.exited;
  } finally {
    clearTimeout(timer);
  }
};

/** The values .env.example ships for development. */
const example = parseEnv(readFileSync(join(REPO_ROOT, '.env.example'), 'utf8'));
/** What docker/compose.yml used to fill in when a setting was unset (published, so known to all). */
const PUBLISHED = {
  SESSION_SECRET: 'replace-this-with-a-long-random-secret-value',
  ADMIN_PASSWORD: 'plantry-admin-2024',
  DB_PASSWORD: 'plantry',
  S3_SECRET_ACCESS_KEY: 'replace-this-minio-secret',
};

describe('production settings', () => {
  it('accepts strong secrets', () => {
    expect(refusal(strong())).toBe('accepted');
  });

  it.each([
    ['SESSION_SECRET', PUBLISHED.SESSION_SECRET],
    ['SESSION_SECRET', example.SESSION_SECRET!],
    ['SESSION_SECRET', 'a'.repeat(32)],
    ['SESSION_SECRET', 'password'.repeat(4)],
    ['SESSION_SECRET', '0123456789abcdef0123456789abcdef'],
    ['SESSION_SECRET', 'qwertyuiopasdfghjklzxcvbnm123456'],
    ['ADMIN_PASSWORD', PUBLISHED.ADMIN_PASSWORD],
    ['ADMIN_PASSWORD', example.ADMIN_PASSWORD!],
    ['ADMIN_PASSWORD', 'password'],
    ['ADMIN_PASSWORD', 'Password1234'],
    ['DB_PASSWORD', PUBLISHED.DB_PASSWORD],
    ['DB_PASSWORD', ''],
    ['DB_PASSWORD', 'password'],
    ['REDIS_PASSWORD', 'redis'],
  ])('refuses %s=%j at boot, naming the setting', (name, value) => {
    const message = refusal({ ...strong(), [name]: value });
    expect(message).toContain('Invalid configuration');
    expect(message).toMatch(new RegExp(`^  ${name}: `, 'm'));
  });

  it('refuses the published MinIO secret with the S3 driver', () => {
    const s3 = { STORAGE_DRIVER: 's3', S3_ENDPOINT: 'https://s3.example.org', S3_BUCKET: 'plantry', S3_ACCESS_KEY_ID: 'plantry' };
    expect(refusal({ ...strong(), ...s3, S3_SECRET_ACCESS_KEY: PUBLISHED.S3_SECRET_ACCESS_KEY })).toMatch(/^ {2}S3_SECRET_ACCESS_KEY: /m);
    expect(refusal({ ...strong(), ...s3, S3_SECRET_ACCESS_KEY: random(30) })).toBe('accepted');
  });

  it('takes an empty database password only for a database on loopback, and needs no admin', () => {
    const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, ...noAdmin } = strong();
    expect(refusal({ ...noAdmin, DB_HOST: '127.0.0.1', DB_PASSWORD: '' })).toBe('accepted');
    expect(load({ ...noAdmin, DB_HOST: '127.0.0.1', DB_PASSWORD: '' }).admin).toBeUndefined();
  });

  it('keeps development as it was: the examples of .env.example are fine there', () => {
    expect(refusal({ ...example, NODE_ENV: 'development' })).toBe('accepted');
  });

  it('stops the API process at boot with the compose defaults, naming every one', async () => {
    const { code, output } = await ending(runBackend('main.js', { ...strong(), ...PUBLISHED, DB_HOST: 'mariadb' }));
    expect(code).toBe(1);
    for (const name of ['SESSION_SECRET', 'ADMIN_PASSWORD', 'DB_PASSWORD']) expect(output).toContain(`${name}: `);
  });
});

describe('docker compose', () => {
  const check = (...files: string[]) => runNode(join(REPO_ROOT, 'scripts/check-compose.mjs'), files).exited;

  it('gives no secret a default: Compose stops while one is unset', async () => {
    const { code, output } = await check();
    expect(output).toContain('no secret has a default');
    expect(code).toBe(0);
  });

  it('fails the check when a secret gets a default again', async () => {
    const file = join(tmpdir(), `compose-${random(6)}.yml`);
    const compose = readFileSync(join(REPO_ROOT, 'docker/compose.yml'), 'utf8');
    writeFileSync(file, compose.replace(/\$\{SESSION_SECRET:\?[^}]*\}/, '${SESSION_SECRET:-replace-this-with-a-long-random-secret-value}'));
    const { code, output } = await check(file);
    expect(code).toBe(1);
    expect(output).toContain('the secret SESSION_SECRET has a default');
  });
});

describe('the production seed', () => {
  const base = testConfig();
  const database = `${base.db.name}_production_seed`;
  const env = (overrides: NodeJS.ProcessEnv = {}) => ({
    ...strong(),
    DB_HOST: base.db.host,
    DB_PASSWORD: base.db.password,
    DB_NAME: database,
    ...overrides,
  });
  const script = (name: string, overrides?: NodeJS.ProcessEnv) => ending(runBackend(`scripts/${name}.js`, env(overrides)));
  const sql = async <T>(query: string): Promise<T[]> => {
    const connection = await createConnection({ host: base.db.host, port: base.db.port, user: base.db.user, password: base.db.password });
    try {
      return (await connection.query(query))[0] as T[];
    } finally {
      await connection.end();
    }
  };
  beforeAll(() => sql(`drop database if exists ${database}`));
  afterAll(() => sql(`drop database if exists ${database}`));

  it('refuses the published admin password and writes nothing', async () => {
    const { code, output } = await script('seed', { ADMIN_PASSWORD: PUBLISHED.ADMIN_PASSWORD });
    expect(code).toBe(1);
    expect(output).toContain('ADMIN_PASSWORD: is an example value');
    expect(await sql(`show databases like '${database}'`)).toEqual([]);
  });

  it('makes the cuisines and the named admin, and no demo cooks or recipes', async () => {
    expect((await script('migrate')).code).toBe(0);
    const seeded = await script('seed');
    expect(seeded.output).toContain('Production: no demo content');
    expect(seeded.code).toBe(0);
    const users = await sql<{ email: string; role: string }>(`select email, role from ${database}.users`);
    expect(users).toEqual([{ email: 'owner@example.org', role: 'admin' }]);
    const activity = await sql<{ reviews: number; favorites: number }>(
      `select (select count(*) from ${database}.reviews) as reviews, (select count(*) from ${database}.favorites) as favorites`,
    );
    expect(activity.map((row) => [Number(row.reviews), Number(row.favorites)])).toEqual([[0, 0]]);
    expect(users.map((u) => u.email)).not.toEqual(expect.arrayContaining([SEED_AUTHORS[0].email]));
    expect(await sql(`select id from ${database}.recipes`)).toEqual([]);
    expect(Number((await sql<{ n: number }>(`select count(*) as n from ${database}.cuisines`))[0].n)).toBeGreaterThan(0);
  }, 60_000);
});
