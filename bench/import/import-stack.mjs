// The production build of the API and worker on a database, Redis prefix and folders of their own,
// for the import benches: start it, sign in as its admin, upload CSV files and follow their imports.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, openAsBlob, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { MikroORM } from '@mikro-orm/mariadb';
import { hash } from 'argon2';

export const ROOT = new URL('../..', import.meta.url).pathname;
const PORT = 3190;
const API = `http://127.0.0.1:${PORT}`;
/** The admin who imports; production refuses known and weak passwords and secrets, so both are new each run. */
const ADMIN = { email: 'bench-admin@plantry.local', password: randomBytes(18).toString('base64url') };

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const status = (pid, field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
/** A process's peak resident memory (VmHWM) and current one (VmRSS), in MB. */
export const peakMb = (pid) => status(pid, 'VmHWM');
export const rssMb = (pid) => status(pid, 'VmRSS');

async function until(what, fn, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

/** Starts the API on a new database `name` with one admin; `close` stops it and removes its files. */
export async function startImportStack(name) {
  const work = mkdtempSync(join(tmpdir(), `plantry-${name}-`));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DB_NAME: `plantry_${name}`,
    REDIS_PREFIX: `plantry_${name}`,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: API,
    UPLOAD_DIR: join(work, 'uploads'),
    IMPORT_DIR: join(work, 'imports'),
    SESSION_SECRET: randomBytes(48).toString('base64url'),
    // No first admin from .env (its development example is refused in production).
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    LOG_LEVEL: 'warn',
    // The benches sign in at every run.
    RATE_LIMIT_MULTIPLIER: '1000',
  };
  const start = (entry) => spawn(process.execPath, [join(ROOT, 'backend/dist', entry)], { env, stdio: ['ignore', 'ignore', 'inherit'] });

  const { loadConfig } = await import(join(ROOT, 'backend/dist/config/app-config.js'));
  const { ormOptions } = await import(join(ROOT, 'backend/dist/infrastructure/database/orm-options.js'));
  const { onServer } = await import(join(ROOT, 'backend/dist/infrastructure/database/ensure-database.js'));
  // A new database each run: deleting the last run's 160,000 recipes instead left InnoDB purging
  // them (and the search index's rows) during the first import measured, at half its speed.
  await onServer(loadConfig(env), `drop database if exists \`${env.DB_NAME}\``);
  const migrate = start('scripts/migrate.js');
  if ((await once(migrate, 'exit'))[0] !== 0) throw new Error('migration failed');
  const orm = await MikroORM.init(ormOptions(loadConfig(env)));
  const em = orm.em.fork();
  await em.execute(
    "insert into users (email, password_hash, first_name, last_name, role, email_verified, created_at, updated_at) values (?, ?, 'Bench', 'Admin', 'admin', 1, now(3), now(3))",
    [ADMIN.email, await hash(ADMIN.password)],
  );

  const api = start('main.js');
  await until('the API', async () => ((await fetch(`${API}/api/health`)).ok ? true : undefined), 60_000);
  const login = await fetch(`${API}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: API },
    body: JSON.stringify(ADMIN),
  });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  return {
    work,
    /** A worker process, started a few seconds before it is needed (so that its idle memory is known). */
    async startWorker() {
      const worker = start('worker.js');
      await sleep(3000);
      return worker;
    },
    async stopWorker(worker) {
      worker.kill('SIGTERM');
      await once(worker, 'exit');
    },
    /** Uploads the file for import; answers its job id and how long the upload took. */
    async upload(file) {
      const form = new FormData();
      form.append('csvFile', await openAsBlob(file, { type: 'text/csv' }), basename(file));
      const started = Date.now();
      const res = await fetch(`${API}/api/admin/import-csv`, { method: 'POST', headers: { cookie, origin: API }, body: form });
      if (res.status !== 202) throw new Error(`upload of ${basename(file)} refused: ${res.status} ${await res.text()}`);
      return { jobId: (await res.json()).jobId, uploadMs: Date.now() - started };
    },
    /** The import's report once finished; `onPoll` runs at every look. */
    finished(jobId, onPoll = () => {}) {
      return until(
        `import ${jobId}`,
        async () => {
          onPoll();
          const report = await (await fetch(`${API}/api/admin/imports/${jobId}`, { headers: { cookie } })).json();
          return report.state === 'completed' || report.state === 'failed' ? report : undefined;
        },
        30 * 60_000,
      );
    },
    /** Once the worker's read-ingredients job has read every recipe (imports store them unread). */
    readingsDone() {
      return until(
        'the ingredient readings',
        async () =>
          (await orm.em.fork().execute('select 1 from recipes where readings_version is null limit 1')).length === 0 ? true : undefined,
        30 * 60_000,
      );
    },
    /** Answers rows of SQL on the bench database. */
    query: (sql, params = []) => orm.em.fork().execute(sql, params),
    async close() {
      api.kill('SIGTERM');
      await once(api, 'exit');
      await orm.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
