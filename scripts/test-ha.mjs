// scripts/test-ha: high availability on the engines themselves, with real processes on loopback.
// It starts, in a private folder:
//   - a MariaDB primary (port 3391) and a replica of it (3392, GTID replication), Debian's mariadbd
//     with private data folders;
//   - a Redis primary (6391), a replica (6392) and three sentinels (26391-26393, quorum 2, a
//     primary is down after 1 s without answers), Debian's redis-server (`--sentinel` for those);
//   - the built API (3193, DB_REPLICAS and REDIS_SENTINELS set) and a worker, mail to the catcher.
// Then it shows that
//   - reads are served by the replica, and a member who has just written reads it back from the
//     primary while another session of theirs still reads the replica's older copy;
//   - the Redis primary killed under load (reads, a signed-in member, contact messages): a
//     sentinel promotes the replica, the site carries on with a few seconds of errors (measured),
//     the member stays signed in, and every message accepted is emailed (none lost);
//   - the database replica stopped: reads fall back to the primary, without errors.
// Every process is stopped and the folder removed at the end. Run with `make test-ha` (part of
// `make test`); with TEST_REPORT=file it writes its counts there. Figures: docs/operations.md.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { check, createSteps, httpRequest, poll, seconds } from './test-steps.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const DB = { primary: 3391, replica: 3392 };
const REDIS = { primary: 6391, replica: 6392 };
const SENTINELS = [26391, 26392, 26393];
const API = 3193;
const SITE = `http://localhost:${API}`;
const RUN = Date.now().toString(36);
const CONTACT = `ha-contact-${RUN}@example.com`;
const MAX_LAG = 5;
const REPLICA_DELAY = 3;
const work = mkdtempSync(join(tmpdir(), 'plantry-ha-'));
const dotEnv = existsSync(join(ROOT, '.env')) ? parseEnv(readFileSync(join(ROOT, '.env'), 'utf8')) : {};
const MAIL_WEB = Number(process.env.MAILDEV_WEB_PORT ?? dotEnv.MAILDEV_WEB_PORT ?? 1080);
const ADMIN = { email: 'ha-admin@example.com', password: 'ha-admin-password-42' };

const env = {
  ...process.env,
  NODE_ENV: 'test',
  DB_HOST: '127.0.0.1',
  DB_PORT: String(DB.primary),
  DB_USER: 'root',
  DB_PASSWORD: '',
  DB_NAME: 'plantry_ha_test',
  DB_REPLICAS: `127.0.0.1:${DB.replica}`,
  DB_REPLICA_MAX_LAG: String(MAX_LAG),
  REDIS_SENTINELS: SENTINELS.map((port) => `127.0.0.1:${port}`).join(','),
  REDIS_SENTINEL_NAME: 'plantry',
  REDIS_PASSWORD: '',
  REDIS_PREFIX: 'plantry_ha_test',
  HOST: '127.0.0.1',
  PORT: String(API),
  PUBLIC_URL: SITE,
  RATE_LIMIT_MULTIPLIER: '1000',
  CONTACT_EMAIL: CONTACT,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  UPLOAD_DIR: join(work, 'uploads'),
  IMPORT_DIR: join(work, 'imports'),
  EMAIL_BACKOFF_MS: '500',
  METRICS_TOKEN: `ha-test-metrics-token-${'x'.repeat(32)}`,
  LOG_LEVEL: 'warn',
};
const { step, fail, finish } = createSteps();
const request = (method, path, options = {}) => httpRequest(API, method, path, { origin: SITE, timeoutMs: 5000, ...options });
/** The API's `plantry_db_replicas` gauge: configured and usable replicas. */
async function replicaGauge() {
  const text = (await request('GET', '/metrics', { headers: { authorization: `Bearer ${env.METRICS_TOKEN}` } })).text;
  const value = (state) => Number(new RegExp(`^plantry_db_replicas\\{[^}]*state="${state}"[^}]*\\} (\\d+)`, 'm').exec(text)?.[1]);
  return { configured: value('configured'), usable: value('usable') };
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// --- processes -----------------------------------------------------------------------------------
const children = new Map();
/** Starts a long-running process; its output is kept for the report of a failure. */
function start(name, command, args, extraEnv = {}) {
  const child = spawn(command, args, { cwd: ROOT, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c) => (output = (output + c).slice(-20000)));
  child.stderr.on('data', (c) => (output = (output + c).slice(-20000)));
  children.set(name, { child, output: () => output });
  return child;
}
function stop(name, signal = 'SIGTERM') {
  const entry = children.get(name);
  if (!entry) return Promise.resolve();
  children.delete(name);
  if (entry.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    entry.child.once('exit', resolve);
    entry.child.kill(signal);
  });
}
/** Runs a command to its end; throws with its output when it fails. */
function run(command, args, extraEnv = {}) {
  const out = spawnSync(command, args, { cwd: ROOT, env: { ...env, ...extraEnv }, encoding: 'utf8', timeout: 120000 });
  check(out.status === 0, `${command} ${args.join(' ')} exited with ${out.status}:\n${out.stdout}${out.stderr}`);
  return out.stdout;
}
const sql = (port, statement) => run('mariadb', ['--no-defaults', '-N', '-h127.0.0.1', `-P${port}`, '-uroot', '-e', statement]).trim();
const redisCli = (port, ...args) => run('redis-cli', ['-p', String(port), ...args]).trim();
const selects = (port) => Number(sql(port, "show global status like 'Com_select'").split('\t')[1]);

/** Debian's packages, installed when missing (as make services does). */
function ensurePackages() {
  const missing = [];
  if (!existsSync('/usr/sbin/mariadbd') || spawnSync('mariadb', ['--version']).status !== 0)
    missing.push('mariadb-server', 'mariadb-client');
  if (!existsSync('/usr/lib/mysql/plugin/ha_mroonga.so')) missing.push('mariadb-plugin-mroonga');
  if (spawnSync('redis-server', ['--version']).status !== 0 || spawnSync('redis-cli', ['--version']).status !== 0)
    missing.push('redis-server');
  if (missing.length) run('bash', ['-c', `source scripts/lib.sh && apt_install ${missing.join(' ')}`]);
}

async function startMariaDb(name, port, serverId, dataDir) {
  start(name, '/usr/sbin/mariadbd', [
    '--no-defaults',
    `--datadir=${dataDir}`,
    `--socket=${join(work, `${name}.sock`)}`,
    `--port=${port}`,
    '--bind-address=127.0.0.1',
    `--user=${spawnSync('id', ['-un'], { encoding: 'utf8' }).stdout.trim()}`,
    `--pid-file=${join(work, `${name}.pid`)}`,
    `--log-error=${join(work, `${name}.err`)}`,
    `--server-id=${serverId}`,
    '--log-bin=binlog',
    '--binlog-format=ROW',
    '--innodb-buffer-pool-size=64M',
    '--plugin-load-add=ha_mroonga.so',
    ...(name === 'db-replica' ? ['--read-only'] : []),
  ]);
  await poll(
    `MariaDB on ${port}`,
    async () =>
      spawnSync('mariadb-admin', ['--no-defaults', '-h127.0.0.1', `-P${port}`, '-uroot', 'ping']).status === 0 ? true : undefined,
    60000,
  );
}

function sentinelConf(port) {
  return [
    `port ${port}`,
    'bind 127.0.0.1',
    `dir ${work}`,
    `logfile ${join(work, `sentinel-${port}.log`)}`,
    `sentinel monitor plantry 127.0.0.1 ${REDIS.primary} 2`,
    'sentinel down-after-milliseconds plantry 1000',
    'sentinel failover-timeout plantry 5000',
    'sentinel parallel-syncs plantry 1',
  ].join('\n');
}

async function startCluster() {
  ensurePackages();
  const primaryDir = join(work, 'db-primary');
  mkdirSync(primaryDir);
  run('mariadb-install-db', [
    '--no-defaults',
    `--datadir=${primaryDir}`,
    `--user=${spawnSync('id', ['-un'], { encoding: 'utf8' }).stdout.trim()}`,
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
  ]);
  // The replica starts from a copy of the empty server, then follows the primary's binary log.
  run('cp', ['-a', primaryDir, join(work, 'db-replica')]);
  await startMariaDb('db-primary', DB.primary, 1, primaryDir);
  await startMariaDb('db-replica', DB.replica, 2, join(work, 'db-replica'));
  sql(
    DB.replica,
    `change master to master_host='127.0.0.1', master_port=${DB.primary}, master_user='root', master_password='', master_use_gtid=slave_pos; start slave`,
  );

  for (const [name, port, extra] of [
    ['redis-primary', REDIS.primary, []],
    ['redis-replica', REDIS.replica, ['--replicaof', '127.0.0.1', String(REDIS.primary)]],
  ]) {
    mkdirSync(join(work, name));
    start(name, 'redis-server', [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      join(work, name),
      '--save',
      '',
      '--appendonly',
      'no',
      ...extra,
    ]);
  }
  await poll('the Redis replica in sync', async () =>
    redisCli(REDIS.replica, 'info', 'replication').includes('master_link_status:up') ? true : undefined,
  );
  for (const port of SENTINELS) {
    writeFileSync(join(work, `sentinel-${port}.conf`), sentinelConf(port));
    start(`sentinel-${port}`, 'redis-server', [join(work, `sentinel-${port}.conf`), '--sentinel']);
  }
  await poll(
    'three sentinels that know each other and the replica',
    async () => {
      const known = SENTINELS.map((port) => redisCli(port, 'sentinel', 'master', 'plantry'));
      return known.every((info) => /num-other-sentinels\n2\b/.test(info) && /num-slaves\n1\b/.test(info)) ? true : undefined;
    },
    30000,
  );
}

// --- the run -------------------------------------------------------------------------------------
let member;
let other;
try {
  const t = Date.now();
  await startCluster();
  console.log(`  MariaDB primary and replica, Redis primary, replica and 3 sentinels up (${seconds(Date.now() - t)})`);
  run(process.execPath, ['backend/dist/scripts/reset-test-database.js']);
  run(process.execPath, ['backend/dist/scripts/migrate.js']);
  run(process.execPath, ['backend/dist/scripts/seed.js']);
  const gtid = sql(DB.primary, 'select @@gtid_binlog_pos');
  await poll(
    'the replica caught up with the migrations',
    async () => (sql(DB.replica, `select master_gtid_wait('${gtid}', 0.1)`) === '0' ? true : undefined),
    60000,
  );
  // From here the replica applies each change 3 s late: a lag that reads must tolerate.
  sql(DB.replica, `stop slave; change master to master_delay=${REPLICA_DELAY}; start slave`);
  start('api', process.execPath, ['backend/dist/main.js']);
  start('worker', process.execPath, ['backend/dist/worker.js']);
  await poll('the API', async () => ((await request('GET', '/api/health/ready')).status === 200 ? true : undefined), 60000);
  console.log(`  API and worker up, database migrated and seeded (${seconds(Date.now() - t)})`);
  if (process.env.HA_PAUSE) {
    console.log(`  HA_PAUSE: a pause of ${process.env.HA_PAUSE} s for a look (folder ${work})`);
    await sleep(Number(process.env.HA_PAUSE) * 1000);
  }

  await step(
    "reads are served by the replica; a member reads their new collection from the primary at once, their other session the replica's older list",
    async () => {
      const signIn = () => request('POST', '/api/login', { body: ADMIN });
      const writer = await signIn();
      other = await signIn();
      check(writer.status === 200 && other.status === 200, `sign-in: ${writer.status} ${other.status}`);
      const collections = (session) => request('GET', '/api/collections', { cookie: session.cookie });
      await collections(other);
      await sleep(1500); // the API checks its replicas from its first read on, every second
      const [primaryBefore, replicaBefore] = [selects(DB.primary), selects(DB.replica)];
      for (let i = 0; i < 20; i++) check((await collections(other)).status === 200, 'GET /api/collections failed');
      const [primaryReads, replicaReads] = [selects(DB.primary) - primaryBefore, selects(DB.replica) - replicaBefore];
      const gauge = await replicaGauge();
      check(gauge.configured === 1 && gauge.usable === 1, `plantry_db_replicas: ${JSON.stringify(gauge)}`);
      check(
        replicaReads >= 20,
        `the replica served ${replicaReads} selects for 20 reads of the member's collections (primary ${primaryReads})`,
      );

      member = { cookie: writer.cookie };
      const name = `Failover <b>"$&"</b> ${RUN}`;
      const created = await request('POST', '/api/collections', { cookie: writer.cookie, body: { name } });
      check(created.status === 201, `POST /api/collections: ${created.status} ${created.text}`);
      const holds = async (session) => ((await collections(session)).json ?? []).some((c) => c.name === name);
      check(await holds(writer), 'the writer did not read back their new collection');
      check(!(await holds(other)), 'the other session already read the new collection: the replica is not lagging, or not read');
      const caughtUp = Date.now();
      await poll('the replica to show the new collection', async () => ((await holds(other)) ? true : undefined), 15000);
      return `/metrics: plantry_db_replicas usable 1 of 1; 20 reads: ${replicaReads} selects on the replica, ${primaryReads} on the primary; with the replica ${REPLICA_DELAY} s behind, the writer read their new collection at once, their other session ${seconds(Date.now() - caughtUp)} later`;
    },
  );

  await step('the Redis primary killed under load: a sentinel promotes the replica and the site carries on', async () => {
    check(member, 'no member signed in (the step before failed)');
    const outcomes = [];
    const answers = new Map();
    const fail = (r) => {
      answers.set(`${r.status} ${r.text.slice(0, 80)}`, (answers.get(`${r.status} ${r.text.slice(0, 80)}`) ?? 0) + 1);
      return false;
    };
    const accepted = [];
    let stopAt = Infinity;
    let messages = 0;
    const loop = async (work, kind) => {
      while (Date.now() < stopAt) {
        const at = Date.now();
        const ok = await work().catch(() => false);
        outcomes.push({ at, ok, kind });
        await sleep(50);
      }
    };
    const load = [
      () => request('GET', '/api/recipes').then((r) => r.status === 200 || fail(r)),
      () => request('GET', '/api/collections', { cookie: member.cookie }).then((r) => r.status === 200 || fail(r)),
      async () => {
        const subject = `HA ${RUN} #${++messages}`;
        const r = await request('POST', '/api/contact', {
          body: { name: 'HA Tester', email: `ha-${messages}@example.com`, subject, message: `Message ${messages} of the failover test.` },
        });
        if (r.status === 201) accepted.push(subject);
        return r.status === 201 || fail(r);
      },
    ];
    stopAt = Date.now() + 20000;
    const running = Promise.all(load.map((work, kind) => loop(work, kind)));
    await sleep(4000);
    const killedAt = Date.now();
    await stop('redis-primary', 'SIGKILL');
    const promotedAt = await poll(
      'a sentinel to name the new primary',
      async () => {
        const [, port] = redisCli(SENTINELS[0], 'sentinel', 'get-master-addr-by-name', 'plantry').split('\n');
        return Number(port) === REDIS.replica ? Date.now() : undefined;
      },
      15000,
    );
    await running;
    const failures = outcomes.filter((o) => !o.ok);
    const windowMs = failures.length ? failures.at(-1).at - failures[0].at : 0;
    const after = outcomes.filter((o) => o.at > killedAt + 10000);
    const failing = after.filter((o) => !o.ok);
    check(
      after.length > 0 && failing.length === 0,
      `requests still failing 10 s after the kill: ${failing.length} of ${after.length} (kinds ${[...new Set(failing.map((o) => o.kind))]}); answers: ${[...answers].map(([a, n]) => `${n} × ${a}`).join('; ')}`,
    );
    check(windowMs <= 8000, `errors for ${seconds(windowMs)}`);
    const me = await request('GET', '/api/auth/user', { cookie: member.cookie });
    check(me.status === 200 && me.json?.email === ADMIN.email, `the member's session after the failover: ${me.status}`);
    const delivered = await poll(
      `${accepted.length} emails to ${CONTACT}`,
      async () => {
        const emails = (await (await fetch(`http://127.0.0.1:${MAIL_WEB}/email`)).json()).filter((e) =>
          e.to.some((to) => to.address === CONTACT),
        );
        const subjects = new Set(emails.map((e) => e.subject.replace('[Contact] ', '')));
        return accepted.every((s) => subjects.has(s)) ? emails.length : undefined;
      },
      30000,
    );
    return `${outcomes.length} requests; the sentinels promoted the replica ${seconds(promotedAt - killedAt)} after the kill; ${failures.length} failed, all within ${seconds(windowMs)}; the member stayed signed in; ${accepted.length} messages accepted, ${delivered} emails delivered (none lost)`;
  });

  await step('the database replica stopped: reads fall back to the primary', async () => {
    const before = selects(DB.primary);
    const stoppedAt = Date.now();
    await stop('db-replica');
    const statuses = [];
    while (Date.now() - stoppedAt < 3000) statuses.push((await request('GET', '/api/collections', { cookie: other.cookie })).status);
    const failed = statuses.filter((s) => s !== 200).length;
    check(failed === 0, `${failed} of ${statuses.length} reads failed with the replica down: ${[...new Set(statuses)].join(', ')}`);
    const primaryReads = selects(DB.primary) - before;
    check(primaryReads >= statuses.length, `the primary served ${primaryReads} selects for ${statuses.length} reads`);
    const gauge = await replicaGauge();
    check(gauge.configured === 1 && gauge.usable === 0, `plantry_db_replicas after the stop: ${JSON.stringify(gauge)}`);
    return `${statuses.length} reads in the 3 s after the replica stopped, none failed; the primary served ${primaryReads} selects; /metrics: plantry_db_replicas usable 0 of 1`;
  });
} catch (error) {
  fail(`set-up: ${error.message}`);
  for (const [name, { output }] of children) if (output().trim()) console.log(`--- ${name} ---\n${output().slice(-3000)}`);
} finally {
  for (const name of [...children.keys()]) await stop(name, name.startsWith('db-') ? 'SIGTERM' : 'SIGKILL');
  rmSync(work, { recursive: true, force: true });
}
finish();
