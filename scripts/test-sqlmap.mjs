// scripts/test-sqlmap: sqlmap (Debian's package, installed when missing) against every query and
// path parameter that reaches SQL: the recipe list's search, filters, sort and paging, a recipe and
// its reviews, popular cuisines, a member's lists, the admin lists and the import report. The API
// runs from the build on a database of its own (plantry_sqlmap_test, made afresh and seeded) on
// port 3170; signed-in targets get a member's or the admin's session (its cookie is not tested).
// Each target passes when sqlmap finds no injection AND the API answered none of its requests with
// a server error. Run with `make test-security` (part of `make test`); with TEST_REPORT=file it
// writes its counts there. SQLMAP_LEVEL and SQLMAP_TECHNIQUE override sqlmap's --level (2) and
// --technique (BEUST: boolean, error, union, stacked, time-based).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const PORT = 3170;
const SITE = `http://127.0.0.1:${PORT}`;
const OUT = join(ROOT, '.data/sqlmap');
const ADMIN = { email: 'sqlmap-admin@plantry.local', password: 'sqlmap-admin-password' };
const env = {
  ...process.env,
  NODE_ENV: 'test',
  DB_NAME: 'plantry_sqlmap_test',
  REDIS_PREFIX: 'plantry_sqlmap_test',
  PORT: String(PORT),
  HOST: '127.0.0.1',
  PUBLIC_URL: SITE,
  UPLOAD_DIR: join(ROOT, '.data/sqlmap-uploads'),
  IMPORT_DIR: join(ROOT, '.data/sqlmap-imports'),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  RATE_LIMIT_MULTIPLIER: '1000000',
  LOG_LEVEL: 'warn',
};

const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
let passes = 0;
let failures = 0;
const children = [];

function runScript(entry) {
  const result = spawnSync(process.execPath, [join(ROOT, 'backend/dist', entry)], { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${entry} exited with ${result.status}:\n${result.stdout}${result.stderr}`);
}

function ensureSqlmap() {
  if (spawnSync('sqlmap', ['--version'], { stdio: 'ignore' }).status === 0) return;
  const install = spawnSync('bash', ['-c', 'source scripts/lib.sh && apt_install sqlmap'], { cwd: ROOT, stdio: 'inherit' });
  if (install.status !== 0) throw new Error('could not install sqlmap');
}

/** A fresh database with the seed (recipes, cuisines, reviews) and the admin above. */
async function freshDatabase() {
  const { loadConfig } = await import(join(ROOT, 'backend/dist/config/app-config.js'));
  const { onServer } = await import(join(ROOT, 'backend/dist/infrastructure/database/ensure-database.js'));
  await onServer(loadConfig(env), `drop database if exists \`${env.DB_NAME}\``);
  runScript('scripts/migrate.js');
  runScript('scripts/seed.js');
}

async function startApi() {
  const api = spawn(process.execPath, [join(ROOT, 'backend/dist/main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(api);
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${SITE}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the API did not start');
}

/** Signs in through the API and returns the session cookie ('sid=…'). */
async function signIn({ email, password }) {
  const res = await fetch(`${SITE}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in as ${email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('sid='));
}

/** The id of an import report: the admin's dry run of a one-row CSV. */
async function importJobId(cookie) {
  const form = new FormData();
  form.append(
    'csvFile',
    new Blob(['title,description,ingredients,instructions\nTest Soup,A soup,water,Boil it\n'], { type: 'text/csv' }),
    'one.csv',
  );
  form.append('dryRun', 'true');
  const res = await fetch(`${SITE}/api/admin/import-csv`, { method: 'POST', headers: { cookie, origin: SITE }, body: form });
  if (res.status >= 300) throw new Error(`import upload: ${res.status} ${await res.text()}`);
  return (await res.json()).jobId;
}

/** Runs sqlmap on one target; throws when it finds an injection or sees a server error. */
function sqlmap({ path, params, cookie }) {
  const args = [
    '-u',
    `${SITE}${path}`,
    '--batch',
    '--disable-coloring',
    '--flush-session',
    `--output-dir=${OUT}`,
    '--dbms=MySQL',
    `--level=${process.env.SQLMAP_LEVEL ?? 2}`,
    '--risk=1',
    `--technique=${process.env.SQLMAP_TECHNIQUE ?? 'BEUST'}`,
    '--time-sec=2',
    '--threads=4',
    '--timeout=15',
    '--retries=1',
    ...(params ? ['-p', params.join(',')] : []),
    ...(cookie ? [`--cookie=${cookie}`, '--skip=sid'] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('exit', (code) => {
      const found = /identified the following injection point|appears to be .* injectable|is vulnerable/i.test(output);
      const serverErrors = output.match(/\b5\d\d \([A-Za-z ]+\) - \d+ times/g) ?? [];
      const answers = output.match(/HTTP error codes detected during run:\s*\n(.+)/)?.[1].trim();
      if (code !== 0) reject(new Error(`sqlmap exited with ${code}:\n${output.slice(-2000)}`));
      else if (found) reject(new Error(`injection found:\n${output.slice(-3000)}`));
      else if (serverErrors.length) reject(new Error(`server errors: ${serverErrors.join(', ')}`));
      else if (!/do not appear to be injectable|not injectable/i.test(output))
        reject(new Error(`no verdict from sqlmap:\n${output.slice(-2000)}`));
      else resolve(`no injection, no 5xx${answers ? ` (refused: ${answers})` : ''}`);
    });
  });
}

async function step(title, fn) {
  const t = Date.now();
  try {
    const note = await fn();
    passes++;
    console.log(`  \x1b[32m✓\x1b[0m ${title} (${seconds(Date.now() - t)})${note ? `: ${note}` : ''}`);
  } catch (error) {
    failures++;
    console.log(`  \x1b[31m✗ ${title}\x1b[0m (${seconds(Date.now() - t)})\n      ${error.message.replace(/\n/g, '\n      ')}`);
  }
}

try {
  ensureSqlmap();
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  await freshDatabase();
  await startApi();
  const admin = await signIn(ADMIN);
  const { items } = await (await fetch(`${SITE}/api/recipes?limit=1`)).json();
  const recipeId = items[0].id;
  const jobId = await importJobId(admin);
  const targets = [
    [
      'recipe list: search, filters, sort, paging',
      {
        path: '/api/recipes?search=tofu&cuisine=Indian&tags=quick&maxMinutes=30&sortBy=rating&limit=24&offset=0&isApproved=true&authorId=1',
        params: ['search', 'cuisine', 'tags', 'maxMinutes', 'sortBy', 'limit', 'offset', 'isApproved', 'authorId'],
      },
    ],
    ['a recipe by id (path)', { path: `/api/recipes/${recipeId}*` }],
    ["a recipe's reviews: id and paging", { path: `/api/recipes/${recipeId}*/reviews?limit=10&offset=0`, params: ['limit', 'offset'] }],
    ['popular cuisines', { path: '/api/cuisines/popular?limit=12', params: ['limit'] }],
    [
      "a member's own recipes",
      { path: '/api/my-recipes?limit=10&offset=0&sortBy=newest', params: ['limit', 'offset', 'sortBy'], cookie: admin },
    ],
    [
      'admin: users',
      {
        path: '/api/admin/users?search=ana&sortBy=createdAt&order=desc&limit=10&offset=0',
        params: ['search', 'sortBy', 'order', 'limit', 'offset'],
        cookie: admin,
      },
    ],
    [
      'admin: recipes',
      {
        path: '/api/admin/recipes?search=soup&status=all&flagged=false&sortBy=createdAt&order=desc&limit=10&offset=0',
        params: ['search', 'status', 'flagged', 'sortBy', 'order', 'limit', 'offset'],
        cookie: admin,
      },
    ],
    [
      'admin: cuisines',
      {
        path: '/api/admin/cuisines?search=thai&sortBy=name&order=asc&limit=10&offset=0',
        params: ['search', 'sortBy', 'order', 'limit', 'offset'],
        cookie: admin,
      },
    ],
    ['admin: an import report (path)', { path: `/api/admin/imports/${jobId}*`, cookie: admin }],
  ];
  for (const [title, target] of targets) await step(title, () => sqlmap(target));
} catch (error) {
  failures++;
  console.log(`  \x1b[31m✗ ${error.message}\x1b[0m`);
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}

if (process.env.TEST_REPORT) {
  writeFileSync(process.env.TEST_REPORT, JSON.stringify({ numPassedTests: passes, numFailedTests: failures, numPendingTests: 0 }));
}
console.log(
  failures
    ? `\x1b[31m${failures} failed\x1b[0m in ${seconds(Date.now() - started)}`
    : `sqlmap: all passed in ${seconds(Date.now() - started)}`,
);
process.exit(failures ? 1 : 0);
