// scripts/test-scale-demo: the scale demo (scripts/scale-demo.sh) with real processes, on its own
// database plantry_scale_test (made afresh), Redis prefix plantry_scale_test and ports 3180
// (nginx), 3181 and 3182 (API 1 and 2), with RATE_LIMIT_MULTIPLIER=1. It proves that
//   - nginx spreads requests over both API processes (its X-Plantry-Upstream header), and keeps
//     answering when one of them stops;
//   - a session made on API 1 is signed in on API 2 (and signed out everywhere at once);
//   - rate limits are shared: requests alternated between the APIs are refused at the configured
//     total, and behind nginx they count each client's own address, whatever X-Forwarded-For it sends;
//   - what one API process caches is never served after a write through the other;
//   - each job runs once: N contact messages through nginx with both workers running make exactly
//     N emails in the mail catcher, each job started once and delivered by one worker.
// Every process it starts is stopped at the end, failing or not. Run with `make test-scale` (part of
// `make test`); with TEST_REPORT=file it also writes its counts there.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { check, createSteps, httpRequest, poll, seconds } from './test-steps.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const NAME = 'scale-test';
const PREFIX = 'plantry_scale_test';
const [NGINX, API1, API2] = [3180, 3181, 3182];
const SITE = `http://localhost:${NGINX}`;
const RUN = Date.now().toString(36);
const CONTACT = `scale-contact-${RUN}@example.com`;
const JOBS = 12;

const env = {
  ...process.env,
  SCALE_NAME: NAME,
  SCALE_NGINX_PORT: String(NGINX),
  SCALE_API1_PORT: String(API1),
  SCALE_API2_PORT: String(API2),
  NODE_ENV: 'test',
  DB_NAME: 'plantry_scale_test',
  REDIS_PREFIX: PREFIX,
  RATE_LIMIT_MULTIPLIER: '1',
  UPLOAD_DIR: '.data/scale-test-uploads',
  IMPORT_DIR: '.data/scale-test-imports',
  CONTACT_EMAIL: CONTACT,
  LOG_LEVEL: 'info', // the workers log each delivery
};

const { loadConfig } = await import(join(ROOT, 'backend/dist/config/app-config.js'));
const { LIMITS } = await import(join(ROOT, 'backend/dist/modules/auth/rate-limits.js'));
const config = loadConfig(env);
const dotEnv = existsSync(join(ROOT, '.env')) ? parseEnv(readFileSync(join(ROOT, '.env'), 'utf8')) : {};
const MAIL_WEB = Number(process.env.MAILDEV_WEB_PORT ?? dotEnv.MAILDEV_WEB_PORT ?? 1080);
const connection = { host: config.redis.host, port: config.redis.port, password: config.redis.password };

// --- helpers -------------------------------------------------------------------------------------
const { step, fail, finish } = createSteps();

/** The command `run` is waiting for, stopped first should the test be interrupted. */
let running;

/** Runs a command with the test environment; its output is shown only when it fails. */
function run(command, args, timeoutMs = 90000) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    running = child;
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      running = undefined;
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`));
    });
  });
}

const down = () => spawnSync('bash', ['scripts/scale-demo.sh', 'down'], { cwd: ROOT, env, stdio: 'ignore', timeout: 60000 });

/** One HTTP request on a new connection, from `from` (a loopback address) when given. */
const request = (port, method, path, options = {}) => httpRequest(port, method, path, { origin: SITE, ...options });

const listEmails = async () => (await fetch(`http://127.0.0.1:${MAIL_WEB}/email`)).json();
const emailsTo = async (address) => (await listEmails()).filter((e) => e.to.some((t) => t.address === address));

function solveCaptcha(question) {
  const [, a, op, b] = question.match(/What is (\d+) ([+\-×]) (\d+)\?/) ?? [];
  check(a !== undefined, `unexpected captcha: ${question}`);
  return op === '+' ? Number(a) + Number(b) : op === '-' ? Number(a) - Number(b) : Number(a) * Number(b);
}

const count = (values) => values.reduce((m, v) => m.set(v, (m.get(v) ?? 0) + 1), new Map());
const spread = (responses) => [...count(responses.map((r) => r.upstream))].map(([u, n]) => `${u} × ${n}`).join(', ');
const bothApis = (responses) => {
  const used = new Set(responses.map((r) => r.upstream));
  check(used.has(`127.0.0.1:${API1}`) && used.has(`127.0.0.1:${API2}`), `not spread over both APIs: ${spread(responses)}`);
};

const logFile = (name) => join(ROOT, '.data/logs', `${name}.log`);
const logSize = (name) => (existsSync(logFile(name)) ? statSync(logFile(name)).size : 0);
const logSince = (name, offset) => (existsSync(logFile(name)) ? readFileSync(logFile(name)).subarray(offset).toString('utf8') : '');

// --- the run -------------------------------------------------------------------------------------
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the demo`);
    running?.kill('SIGKILL'); // a half-done `scale-demo.sh up`: down stops what it started
    down();
    process.exit(130);
  });
}

const redis = new Redis(connection);
const queue = new Queue('email', { connection, prefix: `${PREFIX}:bull` });
const workerLogs = [`${NAME}-worker-1`, `${NAME}-worker-2`];
const logOffsets = Object.fromEntries(workerLogs.map((name) => [name, logSize(name)]));

console.log(`Scale demo test: nginx :${NGINX}, APIs :${API1} :${API2}, database plantry_scale_test, Redis prefix ${PREFIX}`);
try {
  down(); // an earlier run stopped by force
  const t = Date.now();
  // A fresh start: the database made again, and no sessions, limits, queues or cached pages of
  // earlier runs (the script empties the *_test Redis prefix too).
  await run(process.execPath, ['backend/dist/scripts/reset-test-database.js']);
  await run('bash', ['scripts/scale-demo.sh', 'up']);
  console.log(`  the demo is up: database made, migrated, 2 APIs, 2 workers and nginx started (${seconds(Date.now() - t)})`);

  await step('nginx spreads requests over both API processes, pages included', async () => {
    const responses = [];
    for (let i = 0; i < 8; i++) responses.push(await request(NGINX, 'GET', '/api/health'));
    check(
      responses.every((r) => r.status === 200),
      `health answers: ${responses.map((r) => r.status)}`,
    );
    const counts = count(responses.map((r) => r.upstream));
    check(counts.get(`127.0.0.1:${API1}`) === 4 && counts.get(`127.0.0.1:${API2}`) === 4, `not round robin: ${spread(responses)}`);
    const page = await request(NGINX, 'GET', '/');
    check(page.status === 200 && page.headers['content-type'].startsWith('text/html'), `GET / answered ${page.status}`);
    return `8 health checks: ${spread(responses)}; GET / ${page.status} from ${page.upstream}`;
  });

  let member;
  await step('a session made on API 1 is signed in on API 2, and signed out on both at once', async () => {
    // Registration: the captcha answer is kept in a session made by API 1 and checked by API 2.
    const captcha = await request(API1, 'GET', '/api/captcha');
    check(captcha.status === 200 && captcha.cookie, `captcha: ${captcha.status}`);
    member = { email: `scale-cook-${RUN}@example.com`, password: 'green-lentils-42', firstName: 'Ana', lastName: 'Lima' };
    const registered = await request(API2, 'POST', '/api/register', {
      cookie: captcha.cookie,
      body: { ...member, captcha: solveCaptcha(captcha.json.question) },
    });
    check(registered.status === 201, `register on API 2 with API 1's captcha session: ${registered.status} ${registered.text}`);
    const [email] = await poll('the activation email', async () => {
      const found = await emailsTo(member.email);
      return found.length ? found : undefined;
    });
    const token = email.text.match(/\/verify-email\?token=([A-Za-z0-9_-]+)/)?.[1];
    check(token, 'no activation link in the email');
    const verified = await request(NGINX, 'POST', '/api/verify-email', { body: { token } });
    check(verified.status === 200, `verify: ${verified.status} ${verified.text}`);

    const login = await request(API1, 'POST', '/api/login', { body: { email: member.email, password: member.password } });
    check(login.status === 200 && login.cookie, `login on API 1: ${login.status} ${login.text}`);
    const on2 = await request(API2, 'GET', '/api/auth/user', { cookie: login.cookie });
    check(on2.status === 200, `GET /api/auth/user on API 2: ${on2.status}`);
    check(on2.json.id === login.json.id && on2.json.email === member.email, `API 2 sees ${JSON.stringify(on2.json)}`);
    const viaNginx = await Promise.all([1, 2, 3, 4].map(() => request(NGINX, 'GET', '/api/auth/user', { cookie: login.cookie })));
    check(
      viaNginx.every((r) => r.status === 200 && r.json.id === login.json.id),
      'not signed in through nginx',
    );
    bothApis(viaNginx);
    // Each process keeps the account under its version: a change made on one counts on the other at once.
    const renamed = await request(API1, 'PATCH', '/api/auth/user', {
      cookie: login.cookie,
      body: { firstName: 'Renamed', lastName: 'Lima' },
    });
    check(renamed.status === 200, `rename on API 1: ${renamed.status} ${renamed.text}`);
    const seenRenamed = await request(API2, 'GET', '/api/auth/user', { cookie: login.cookie });
    check(seenRenamed.json.firstName === 'Renamed', `API 2 after the rename on API 1 sees ${JSON.stringify(seenRenamed.json)}`);
    const back = await request(API2, 'PATCH', '/api/auth/user', {
      cookie: login.cookie,
      body: { firstName: member.firstName, lastName: 'Lima' },
    });
    check(back.status === 200, `rename on API 2: ${back.status} ${back.text}`);
    const seenBack = await request(API1, 'GET', '/api/auth/user', { cookie: login.cookie });
    check(seenBack.json.firstName === member.firstName, `API 1 after the rename on API 2 sees ${JSON.stringify(seenBack.json)}`);
    const out = await request(API2, 'POST', '/api/logout', { cookie: login.cookie, body: {} });
    check(out.status === 204, `logout on API 2: ${out.status}`);
    const after = await request(API1, 'GET', '/api/auth/user', { cookie: login.cookie });
    check(after.status === 401, `API 1 after signing out on API 2: ${after.status}`);
    return `user ${login.json.id} signed in on :${API1}, seen on :${API2} and through nginx (${spread(viaNginx)}); renamed on :${API1}, then on :${API2}, each seen at once on the other; signed out on :${API2}, 401 on :${API1}`;
  });

  await step('rate limits are shared: alternating between the APIs is refused at the configured total', async () => {
    const rule = LIMITS.login.find((r) => r.name === 'login-account');
    const email = `scale-limit-${RUN}@example.com`;
    const statuses = [];
    for (let i = 0; i < rule.limit + 2; i++) {
      const res = await request(i % 2 === 0 ? API1 : API2, 'POST', '/api/login', { body: { email, password: 'not-the-password' } });
      statuses.push(res.status);
      if (res.status === 429) check(Number(res.headers['retry-after']) > 0, 'a 429 without Retry-After');
    }
    const expected = [...Array(rule.limit).fill(401), 429, 429];
    check(JSON.stringify(statuses) === JSON.stringify(expected), `statuses ${statuses.join(' ')}; expected ${expected.join(' ')}`);
    const counted = await redis.get(`${PREFIX}:rl:login-account:${email}`);
    check(Number(counted) === rule.limit + 2, `one counter for both processes should hold ${rule.limit + 2}, holds ${counted}`);
    return `${rule.limit} × 401 then 429 on both APIs (limit ${rule.limit} per 15 min, not ${rule.limit * 2}); one Redis counter: ${counted}`;
  });

  await step("behind nginx, limits count each client's own address, whatever X-Forwarded-For it sends", async () => {
    const rule = LIMITS.register.find((r) => r.name === 'register-address');
    const responses = [];
    for (let i = 0; i < rule.limit + 1; i++) {
      // An invalid body: counted, then refused with 400 (the guard runs before validation).
      responses.push(
        await request(NGINX, 'POST', '/api/register', {
          body: {},
          from: '127.0.0.2',
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        }),
      );
    }
    const statuses = responses.map((r) => r.status);
    check(
      statuses.slice(0, rule.limit).every((s) => s === 400) && statuses[rule.limit] === 429,
      `statuses from 127.0.0.2: ${statuses.join(' ')}`,
    );
    bothApis(responses);
    const other = await request(NGINX, 'POST', '/api/register', { body: {}, from: '127.0.0.3' });
    check(other.status === 400, `another client (127.0.0.3) is refused too: ${other.status}`);
    // The counters by address (127.0.0.1 is the registration above, made on API 2 directly).
    const key = `${PREFIX}:rl:register-address:`;
    const keys = (await redis.keys(`${key}*`)).map((k) => k.slice(key.length)).sort();
    check(!keys.some((k) => k.startsWith('203.0.113.')), `counters for addresses the client claimed: ${keys.join(', ')}`);
    const [mine, other3] = [await redis.get(`${key}127.0.0.2`), await redis.get(`${key}127.0.0.3`)];
    check(Number(mine) === rule.limit + 1 && Number(other3) === 1, `counters: 127.0.0.2 ${mine}, 127.0.0.3 ${other3}`);
    return `127.0.0.2 (claiming 203.0.113.x): ${rule.limit} × 400 then 429 over ${spread(responses)}; 127.0.0.3 still 400; counters: ${keys.map((k) => `${k}`).join(', ')}`;
  });

  await step(`each job runs once: ${JOBS} contact messages through nginx, ${JOBS} emails, with two workers`, async () => {
    const subjects = Array.from({ length: JOBS }, (_, i) => `Scale test ${RUN} #${i + 1}`);
    // From four client addresses, three each: under the contact limit of 5 an hour per address.
    const responses = await Promise.all(
      subjects.map((subject, i) =>
        request(NGINX, 'POST', '/api/contact', {
          from: `127.0.0.${11 + (i % 4)}`,
          body: {
            name: 'Scale Tester',
            email: `sender-${i + 1}@example.com`,
            subject,
            message: `Message number ${i + 1} of the scale test.`,
          },
        }),
      ),
    );
    check(
      responses.every((r) => r.status === 201),
      `contact answers: ${responses.map((r) => r.status).join(' ')}`,
    );
    bothApis(responses);
    await poll(`${JOBS} emails to ${CONTACT}`, async () => ((await emailsTo(CONTACT)).length >= JOBS ? true : undefined), 30000);
    await new Promise((r) => setTimeout(r, 2000)); // a duplicate would arrive meanwhile
    const emails = await emailsTo(CONTACT);
    const got = emails.map((e) => e.subject).sort();
    const want = subjects.map((s) => `[Contact] ${s}`).sort();
    check(JSON.stringify(got) === JSON.stringify(want), `emails: ${emails.length}, subjects ${got.join(' | ')}`);

    const jobs = (await queue.getJobs(['completed', 'failed', 'active', 'wait', 'delayed'])).filter((j) => j.data.to === CONTACT);
    check(jobs.length === JOBS, `${jobs.length} email jobs for ${CONTACT}`);
    for (const job of jobs) {
      const state = await job.getState();
      check(
        state === 'completed' && job.attemptsStarted === 1 && job.stalledCounter === 0,
        `job ${job.id}: ${state}, started ${job.attemptsStarted} time(s), stalled ${job.stalledCounter}`,
      );
    }
    // Which worker delivered each job: every job id once, over both logs.
    const delivered = workerLogs.map((name) =>
      [...logSince(name, logOffsets[name]).matchAll(new RegExp(`email (\\S+) delivered to ${CONTACT.replace(/[.]/g, '\\.')}`, 'g'))].map(
        (m) => m[1],
      ),
    );
    const all = delivered.flat().sort();
    const ids = jobs.map((j) => j.id).sort();
    check(JSON.stringify(all) === JSON.stringify(ids), `deliveries in the worker logs: ${all.join(',')}; jobs: ${ids.join(',')}`);
    check(
      delivered.every((d) => d.length > 0),
      `one worker delivered nothing: ${delivered.map((d) => d.length).join(' + ')}`,
    );
    return `${emails.length} emails, subjects all different; ${jobs.length} jobs completed, each started once (attemptsMade ${[...new Set(jobs.map((j) => j.attemptsMade))].join('/')}); worker 1 delivered ${delivered[0].length}, worker 2 ${delivered[1].length}; contact answers from ${spread(responses)}`;
  });

  await step(
    "a recipe shared on API 1 is on API 2's cached pages at once, so is a heart, and it is gone from API 1's once deleted on API 2",
    async () => {
      const login = await request(API1, 'POST', '/api/login', { body: { email: member.email, password: member.password } });
      check(login.status === 200, `login: ${login.status}`);
      const cook = await request(API1, 'PATCH', '/api/profile/role', { cookie: login.cookie, body: { role: 'home_cook' } });
      check(cook.status === 200, `becoming a home cook: ${cook.status} ${cook.text}`);
      const word = `scalesoup${RUN}`;
      const listed = async (port) => {
        const page = await request(port, 'GET', `/api/recipes?search=${word}`);
        check(page.status === 200, `list on :${port}: ${page.status}`);
        return page.json.total;
      };
      // Both processes have the empty page cached (in Redis and in their own memory) before the write.
      check((await listed(API1)) === 0 && (await listed(API2)) === 0 && (await listed(API2)) === 0, 'the list is not empty at first');
      const shared = await request(API1, 'POST', '/api/recipes', {
        cookie: login.cookie,
        body: { title: `Scale Soup ${word}`, description: 'Made on one process.', ingredients: ['1 leek'], instructions: ['Simmer.'] },
      });
      check(shared.status === 201, `sharing on API 1: ${shared.status} ${shared.text}`);
      check((await listed(API2)) === 1, 'API 2 still lists the page cached before the recipe was shared');
      // A heart on API 1 bumps only that recipe's version: API 2's cached recipe page follows at once.
      const hearts = async (port) => (await request(port, 'GET', `/api/recipes/${shared.json.id}`)).json.favoriteCount;
      check((await hearts(API1)) === 0 && (await hearts(API2)) === 0, 'the new recipe has hearts');
      const saved = await request(API1, 'POST', '/api/favorites', { cookie: login.cookie, body: { recipeId: shared.json.id } });
      check(saved.status === 200, `saving on API 1: ${saved.status} ${saved.text}`);
      check((await hearts(API2)) === 1, 'API 2 still shows the recipe page cached before the heart');
      const removed = await request(API2, 'DELETE', `/api/recipes/${shared.json.id}`, { cookie: login.cookie, body: {} });
      check(removed.status === 204, `deleting on API 2: ${removed.status}`);
      check((await listed(API1)) === 0, 'API 1 still lists the deleted recipe');
      return `recipe ${shared.json.id}: listed on :${API2} right after sharing on :${API1}; its heart from :${API1} counted on :${API2} at once; gone on :${API1} right after deleting on :${API2}`;
    },
  );

  await step('with API 2 stopped, nginx answers everything from API 1', async () => {
    const pid = Number(readFileSync(join(ROOT, '.data/pids', `${NAME}-api-2.pid`), 'utf8'));
    process.kill(pid, 'SIGTERM');
    await poll('API 2 to stop', async () => {
      try {
        process.kill(pid, 0);
        return undefined;
      } catch {
        return true;
      }
    });
    const responses = [];
    for (let i = 0; i < 6; i++) responses.push(await request(NGINX, 'GET', '/api/health'));
    check(
      responses.every((r) => r.status === 200 && r.upstream.endsWith(`127.0.0.1:${API1}`)),
      `answers: ${responses.map((r) => `${r.status} ${r.upstream}`).join('; ')}`,
    );
    return `6 × 200: ${spread(responses)}`;
  });
} catch (error) {
  fail(error.message);
} finally {
  const t = Date.now();
  stopping = true;
  down();
  console.log(`  the demo is stopped (${seconds(Date.now() - t)})`);
  await queue.close();
  redis.disconnect();
}

finish();
