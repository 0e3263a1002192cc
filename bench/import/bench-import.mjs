// bench/import: rows per second of the CSV import worker and its peak memory, for generated files
// of 10,000 and 100,000 recipe rows without images, through the real API and worker processes on
// a database of their own. Results go to docs/benchmarks.md (section 'CSV import').
// Run with `make bench-import` (after `make build`; MariaDB and Redis must answer).
// Optional: SIZES=10000,50000,100000 (the default).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, openAsBlob, readFileSync, rmSync, statSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { hash } from 'argon2';
import { MikroORM } from '@mikro-orm/mariadb';
import { replaceSection } from '../report.mjs';

const ROOT = new URL('../..', import.meta.url).pathname;
const SIZES = (process.env.SIZES ?? '10000,50000,100000').split(',').map(Number);
const PORT = 3190;
const API = `http://127.0.0.1:${PORT}`;
const work = mkdtempSync(join(tmpdir(), 'plantry-bench-import-'));
const ADMIN = { email: 'bench-admin@plantry.local', password: 'bench-admin-password' };
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DB_NAME: 'plantry_bench_import',
  REDIS_PREFIX: 'plantry_bench_import',
  PORT: String(PORT),
  HOST: '127.0.0.1',
  PUBLIC_URL: API,
  UPLOAD_DIR: join(work, 'uploads'),
  IMPORT_DIR: join(work, 'imports'),
  SESSION_SECRET: 'bench-only-secret-0123456789abcdefghijkl',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: 'warn',
  // The bench signs in at every run.
  RATE_LIMIT_MULTIPLIER: '1000',
};

const CUISINES = ['Indian', 'Italian', 'Mexican', 'Thai', 'Japanese', 'Ethiopian', 'Lebanese', 'Korean', 'Greek', 'Moroccan'];
const WORDS = 'lentil chickpea tomato smoky herb spiced roasted crispy creamy garlic ginger lemon coconut pepper'.split(' ');
const word = (n, k) => WORDS[(n * 7 + k * 3) % WORDS.length];
const quote = (text) => `"${text.replace(/"/g, '""')}"`;

/** Row n of a file (each file its own recipes): about 700 bytes of title, intro, 8 ingredients, 4 steps, cuisine, tags. */
function recipeRow(file, n) {
  const title = `${word(n, 1)} ${word(n, 2)} bowl ${file}-${n}`;
  const intro = `A ${word(n, 3)} and ${word(n, 4)} bowl for busy evenings, number ${n}, ready in about thirty minutes with pantry staples.`;
  const ingredients = Array.from({ length: 8 }, (_, k) => `${k + 1} tbsp ${word(n, k)} ${word(n + k, 5)} (${n % 97})`).join('\n');
  const method = Array.from({ length: 4 }, (_, k) => `${k + 1}. ${['Warm', 'Add', 'Simmer', 'Serve'][k]} the ${word(n, k + 6)} part gently for ${5 + k * 3} minutes, stirring now and then.`).join('\n');
  return [title, intro, ingredients, method, CUISINES[n % CUISINES.length], `${word(n, 8)}, weeknight, bowl`].map(quote).join(',');
}

async function writeCsv(rows) {
  const file = join(work, `recipes-${rows}.csv`);
  const out = createWriteStream(file);
  out.write('title,intro,ingredients,method,cuisine,keywords\n');
  for (let n = 0; n < rows; n++) if (!out.write(`${recipeRow(rows, n)}\n`)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
  return file;
}

const start = (entry) => spawn(process.execPath, [join(ROOT, 'backend/dist', entry)], { env, stdio: ['ignore', 'ignore', 'inherit'] });

const peakMb = (pid) => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const rssMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function until(what, fn, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

/** The bench's own database, migrated and emptied, with one admin. */
async function prepareDatabase() {
  const migrate = spawn(process.execPath, [join(ROOT, 'backend/dist/scripts/migrate.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const [code] = await once(migrate, 'exit');
  if (code !== 0) throw new Error('migration failed');
  const { loadConfig } = await import(join(ROOT, 'backend/dist/config/app-config.js'));
  const { ormOptions } = await import(join(ROOT, 'backend/dist/infrastructure/database/orm-options.js'));
  const orm = await MikroORM.init(ormOptions(loadConfig(env)));
  const bench = orm.em.fork();
  await bench.execute('delete from users');
  await bench.execute('delete from cuisines');
  await bench.execute("insert into users (email, password_hash, first_name, last_name, role, email_verified, created_at, updated_at) values (?, ?, 'Bench', 'Admin', 'admin', 1, now(3), now(3))", [
    ADMIN.email,
    await hash(ADMIN.password),
  ]);
  await orm.close();
}

async function signIn() {
  const res = await fetch(`${API}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: API }, body: JSON.stringify(ADMIN) });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** Imports one file with a fresh worker; answers rows/s and the worker's memory. */
async function measure(cookie, rows) {
  const file = await writeCsv(rows);
  const worker = start('worker.js');
  await sleep(3000);
  const idleMb = rssMb(worker.pid);
  const form = new FormData();
  form.append('csvFile', await openAsBlob(file, { type: 'text/csv' }), `recipes-${rows}.csv`);
  const uploadStart = Date.now();
  const res = await fetch(`${API}/api/admin/import-csv`, { method: 'POST', headers: { cookie, origin: API }, body: form });
  if (res.status !== 202) throw new Error(`upload refused: ${res.status} ${await res.text()}`);
  const { jobId } = await res.json();
  const uploadMs = Date.now() - uploadStart;
  let peak = 0;
  const report = await until(
    `import of ${rows} rows`,
    async () => {
      peak = Math.max(peak, peakMb(worker.pid));
      const r = await (await fetch(`${API}/api/admin/imports/${jobId}`, { headers: { cookie } })).json();
      return r.state === 'completed' || r.state === 'failed' ? r : undefined;
    },
    30 * 60_000,
  );
  peak = Math.max(peak, peakMb(worker.pid));
  worker.kill('SIGTERM');
  await once(worker, 'exit');
  if (report.state !== 'completed' || report.created !== rows) throw new Error(`import ended ${report.state}: ${JSON.stringify(report)}`);
  const seconds = (Date.parse(report.finishedAt) - Date.parse(report.startedAt)) / 1000;
  return { rows, megabytes: statSync(file).size / 1024 / 1024, uploadMs, seconds, perSecond: rows / seconds, idleMb, peakMb: peak };
}

let api;
try {
  await prepareDatabase();
  api = start('main.js');
  await until('the API', async () => ((await fetch(`${API}/api/health`)).ok ? true : undefined), 60_000);
  const cookie = await signIn();
  const results = [];
  for (const rows of SIZES) {
    results.push(await measure(cookie, rows));
    console.log(results.at(-1));
  }
  const large = results.at(-1);
  const ratios = results.slice(0, -1).map((r) => `${(large.peakMb / r.peakMb).toFixed(2)} times the ${r.rows.toLocaleString('en')}-row file's`);
  const lines = [
    `Command: \`make bench-import\` (SIZES=${SIZES.join(',')}), ${new Date().toISOString().slice(0, 10)}, ${cpus().length} CPU cores, Node ${process.versions.node}, MariaDB and Redis on loopback.`,
    '',
    'Generated files of recipe rows (title, intro, 8 ingredients, 4 numbered steps, one of 10 cuisines, 3 keywords; no images)',
    'uploaded to the production build of the API and imported by a fresh worker process each, into an empty database of its own.',
    'Rows per second run from the worker starting the import to its last batch (both passes: counting, then reading and writing in',
    'transactions of 100 rows); peak memory is the worker process\'s VmHWM.',
    '',
    '| rows | file | upload (202) | import | rows per second | worker idle RSS | worker peak (VmHWM) |',
    '|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.rows.toLocaleString('en')} | ${r.megabytes.toFixed(1)} MB | ${(r.uploadMs / 1000).toFixed(1)} s | ${r.seconds.toFixed(1)} s | ${Math.round(r.perSecond).toLocaleString('en')} | ${r.idleMb.toFixed(0)} MB | ${r.peakMb.toFixed(0)} MB |`,
    ),
    '',
    `Target: at least 2,000 rows per second (slowest here: ${Math.round(Math.min(...results.map((r) => r.perSecond))).toLocaleString('en')}), and memory that does not grow with the file:`,
    `the ${large.rows.toLocaleString('en')}-row file's peak is ${ratios.join(' and ')} peak (small files end before the worker's heap reaches its working size).`,
  ];
  replaceSection(join(ROOT, 'docs/benchmarks.md'), 'CSV import', lines.join('\n'));
  console.log(lines.join('\n'));
} finally {
  api?.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}
