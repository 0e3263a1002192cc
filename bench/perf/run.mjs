// bench/perf/run: the API's speed on a large community (the database bench/perf/generate.mjs made):
// autocannon scenarios against the production build, each next to a ceiling scenario, the same
// application answering a constant JSON body of the same size, so that every figure is a ratio
// measured in the same run. Also p50/p99 latency and the API's peak memory. Results go to
// docs/benchmarks.md (section 'API at scale'). Run with `make bench-api` (makes the data first).
// Optional: DURATION=10 (seconds per scenario), CONNECTIONS=32, BENCH_DB=plantry_bench (another
// database's sections are named after its size: 'API at scale at 1M recipes', `make bench-api-1m`),
// ONLY=cold or ONLY=community (the cold requests or the community workload alone).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/mariadb';
import { Redis } from 'ioredis';
import { replaceSection } from '../report.mjs';
import { readMix, startWriters, WORDS } from './community.mjs';

const ROOT = new URL('../..', import.meta.url).pathname;
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
const PORT = 3191;
const API = `http://127.0.0.1:${PORT}`;
const DB = process.env.BENCH_DB ?? 'plantry_bench';
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DB_NAME: DB,
  REDIS_PREFIX: DB,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  PUBLIC_URL: API,
  // Production refuses known and weak secrets: a new random one each run.
  SESSION_SECRET: randomBytes(48).toString('base64url'),
  // No first admin from .env (its development example is refused in production).
  ADMIN_EMAIL: '',
  ADMIN_PASSWORD: '',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MULTIPLIER: '1000000',
  BENCH_CEILING: 'true',
};

/** The API's V8 flags and malloc setting, as scripts/lib.sh starts it. */
const LIB_SH = readFileSync(join(ROOT, 'scripts/lib.sh'), 'utf8');
const API_FLAGS = /API_NODE_FLAGS=\(([^)]*)\)/.exec(LIB_SH)[1].trim().split(/\s+/);
env.MALLOC_MMAP_THRESHOLD_ = /MALLOC_MMAP_THRESHOLD_=(\d+)/.exec(LIB_SH)[1];

/** Numbers as the docs write them: 1,000,000. */
const n = (value) => value.toLocaleString('en');
/** The sections of a database other than the default one are named after its size ('at 1M recipes'). */
let LABEL = '';

const peakMb = (pid) => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** Ids and words the scenarios ask for, read from the bench database. */
async function targets() {
  const { loadConfig } = await import(join(ROOT, 'backend/dist/config/app-config.js'));
  const { ormOptions } = await import(join(ROOT, 'backend/dist/infrastructure/database/orm-options.js'));
  const config = loadConfig(env);
  // A new version of the recipe cache: every scenario's first request finds it empty.
  const redisOptions = { host: config.redis.host, port: config.redis.port, password: config.redis.password };
  const cacheVersion = `${config.redis.prefix}:recipe-cache:version`;
  const redis = new Redis(redisOptions);
  await redis.incr(cacheVersion);
  redis.disconnect();
  const orm = await MikroORM.init(ormOptions(config));
  const em = orm.em.fork();
  const [popular] = await em.execute('select id from recipes where is_approved = 1 order by review_count desc limit 1');
  const [rare] = await em.execute('select title from recipes where is_approved = 1 order by id limit 1 offset 54321');
  const [cuisine] = await em.execute('select name from cuisines order by recipe_count desc limit 1 offset 4');
  const [{ n: approved }] = await em.execute('select count(*) as n from recipes where is_approved = 1');
  const [size] = await em.execute(`select (select count(*) from recipes) recipes, (select count(*) from users) members,
    (select count(distinct author_id) from recipes) authors, (select count(*) from cuisines) cuisines, (select count(*) from reviews) reviews, (select count(*) from favorites) favorites`);
  const [cook] = await em.execute("select id, email from users where role = 'home_cook' order by recipe_count desc limit 1");
  const [{ n: followed }] = await em.execute('select count(*) as n from follows where follower_id = ?', [cook.id]);
  // The community workload: what visitors read most, and who writes what.
  const popularIds = (await em.execute('select id from recipes where is_approved = 1 order by popularity desc limit 100')).map((r) => r.id);
  const cookIds = (
    await em.execute('select author_id as id from recipes where is_approved = 1 group by author_id order by count(*) desc limit 50')
  ).map((r) => r.id);
  const cuisines = (await em.execute('select name from cuisines order by recipe_count desc limit 10')).map((r) => r.name);
  const recipeIds = (await em.execute('select id from recipes where is_approved = 1 order by rand(7) limit 5000')).map((r) => r.id);
  const writers = (
    await em.execute("select email from users where email like 'member%@bench.plantry.local' order by rand(11) limit 40")
  ).map((r) => r.email);
  await orm.close();
  return {
    redisOptions,
    cacheVersion,
    size: Object.fromEntries(Object.entries(size).map(([key, value]) => [key, Number(value)])),
    approvedShare: Number(approved) / Number(size.recipes),
    popularId: popular.id,
    rareWord: rare.title.split(' ').at(-1),
    cuisine: cuisine.name,
    deepOffset: Math.floor((Number(approved) * 0.5) / 24) * 24,
    cookEmail: cook.email,
    cookId: cook.id,
    cookFollows: Number(followed),
    popularIds,
    cookIds,
    cuisines,
    recipeIds,
    writers,
  };
}

async function signIn(email) {
  const res = await fetch(`${API}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: API },
    body: JSON.stringify({ email, password: 'bench-member-password' }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function load(path, headers = {}, duration = DURATION, requests = undefined) {
  const result = await autocannon({ url: `${API}${path}`, connections: CONNECTIONS, duration, headers, requests });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * The visitor read mix while members write at 0, 1, 5 and 20 writes a second, then at 0 again, one
 * after another in one run; each share is reads per second next to the better read-only run's
 * (section 'Community workload').
 */
async function communityWorkload(t) {
  const members = [];
  for (const email of t.writers) members.push({ cookie: await signIn(email) });
  const mix = readMix(t);
  // Every distinct path once, then 2 s of the mix: the read-only run starts from a warm cache.
  for (const path of new Set(mix.map((request) => request.path))) await (await fetch(`${API}${path}`)).arrayBuffer();
  await load('/', {}, 2, mix);
  const rows = [];
  // Read-only again at the end: the share is taken of the better of the two read-only runs.
  for (const perSecond of [0, 1, 5, 20, 0]) {
    const writers = startWriters({ api: API, members, recipeIds: t.recipeIds, cookIds: t.cookIds, perSecond });
    const reads = await load('/', {}, DURATION, mix);
    rows.push({ perSecond, reads, writes: await writers.stop() });
    console.log(`${perSecond} writes/s:`, Math.round(reads.rps), 'reads/s', `p99 ${reads.p99} ms`);
  }
  const target = { 5: '80%, p99 ≤ 50 ms', 20: '60%, p99 ≤ 100 ms' };
  const readOnly = Math.max(...rows.filter((row) => row.perSecond === 0).map((row) => row.reads.rps));
  const lines = [
    `Command: \`make bench-api\` (DURATION=${DURATION} s a rate after every path read once and 2 s of reads unmeasured, ${CONNECTIONS} connections; read-only first and last, the share taken of the better of the two), ${new Date().toISOString().slice(0, 10)}, ${cpus().length} CPU cores, same API process and data as 'API at scale', run right after it.`,
    '',
    'Reads: 400 paths each connection cycles through: 25% recipe pages of the 100 most popular recipes (Zipf), 5% cook profiles and their first page of recipes (the 50 most prolific cooks, Zipf), 20% searches over 30 common ingredient words (Zipf), 20% list pages (pages 1-3 of newest, rating and popular, one deep page), 10% pages of the 10 biggest cuisines (Zipf), 10% popular cuisines, 5% free-from lists and counts, 5% What can I cook? searches (bench/perf/community.mjs).',
    `Writes: ${t.writers.length} signed-in members in turn, posting a review of a random recipe, saving or unsaving one, and following or unfollowing a prolific cook, at a steady rate. 'Refused' are 403 (own recipe) and 409 (already reviewed) answers.`,
    '',
    '| writes/s | reads/s | share of read-only | target | p50 | p99 | read non-2xx and errors | writes made | write p99 | refused | failed |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      ({ perSecond, reads, writes }) =>
        `| ${perSecond} | ${Math.round(reads.rps)} | ${((reads.rps / readOnly) * 100).toFixed(0)}% | ${target[perSecond] ?? '-'} | ${reads.p50} ms | ${reads.p99} ms | ${reads.non2xx + reads.errors} | ${writes.writes} | ${writes.p99} ms | ${writes.refused} | ${writes.failed} |`,
    ),
  ];
  lines.push('', `API peak memory (VmHWM) at the end: ${peakMb(api.pid).toFixed(0)} MB.`);
  replaceSection(join(ROOT, 'docs/benchmarks.md'), `Community workload${LABEL}`, lines.join('\n'));
  console.log(lines.join('\n'));
}

/** What can I cook?'s searches of the cold requests: few and many foods, common and rare ones. */
const PANTRY_SEARCHES = [
  'tofu,rice,spinach',
  'chickpea,onion,garlic,tomato,coconut%20milk',
  'red%20lentil,carrot,ginger',
  'kale',
  'mushroom,spaghetti,garlic,onion,celery,carrot,bell%20pepper',
];

/**
 * What a request costs when nothing it needs is cached (section 'Cold requests'): the 30 words of
 * the community's searches and the other lists, each asked once right after the cache version
 * moved (as after a write that changes lists), three rounds, the median and the worst.
 */
async function coldRequests(t) {
  const redis = new Redis(t.redisOptions);
  const paths = [
    ...WORDS.map((word) => ['search', `/api/recipes?search=${word}&limit=24`]),
    ['list', '/api/recipes?limit=24'],
    ['list', '/api/recipes?sortBy=rating&limit=24'],
    ['list', '/api/recipes?sortBy=popular&limit=24'],
    ['list', '/api/recipes?sortBy=featured&limit=24'],
    ['list', `/api/recipes?cuisine=${encodeURIComponent(t.cuisine)}&limit=24`],
    ['list', '/api/recipes?limit=24&offset=48'],
    ['other', `/api/recipes?search=garlic&cuisine=${encodeURIComponent(t.cuisine)}&limit=24`],
    ['other', '/api/recipes?search=garlic&sortBy=newest&limit=24'],
    ['other', `/api/recipes?limit=24&offset=${t.deepOffset}`],
    ['other', '/api/recipes?maxMinutes=30&limit=24'],
    ['other', `/api/recipes?cuisine=${encodeURIComponent(t.cuisine)}&maxMinutes=30&limit=24`],
    ['other', '/api/recipes?search=garlic&maxMinutes=30&limit=24'],
    ['other', `/api/recipes?search=garlic&cuisine=${encodeURIComponent(t.cuisine)}&maxMinutes=30&limit=24`],
    ['other', '/api/recipes?freeFrom=gluten,tree-nuts&limit=24'],
    ['other', `/api/recipes?cuisine=${encodeURIComponent(t.cuisine)}&freeFrom=peanuts&limit=24`],
    ['other', '/api/recipes?search=garlic&freeFrom=gluten,soy&limit=24'],
    ['other', `/api/cooks/${t.cookId}`],
    ['other', `/api/recipes?authorId=${t.cookId}&isApproved=true&sortBy=newest&limit=12&offset=0`],
    ['other', '/api/recipes/free-from-counts'],
    ['other', `/api/recipes/free-from-counts?cuisine=${encodeURIComponent(t.cuisine)}`],
    ['other', '/api/recipes/free-from-counts?maxMinutes=30&freeFrom=gluten'],
    ['other', '/api/recipes/free-from-counts?search=garlic'],
    ['other', `/api/recipes/free-from-counts?search=garlic&cuisine=${encodeURIComponent(t.cuisine)}&freeFrom=oil`],
    ...PANTRY_SEARCHES.map((have) => ['pantry', `/api/recipes?have=${have}&maxMissing=3&limit=24`]),
    ['pantry', `/api/recipes?have=tofu,rice,spinach,onion,garlic&cuisine=${encodeURIComponent(t.cuisine)}&freeFrom=peanuts&limit=24`],
    ['pantry', '/api/recipes/pantry-foods'],
  ];
  const times = new Map(paths.map(([, path]) => [path, []]));
  for (let round = 0; round < 3; round++) {
    for (const [, path] of paths) {
      await redis.incr(t.cacheVersion);
      const started = performance.now();
      const res = await fetch(`${API}${path}`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      times.get(path).push(performance.now() - started);
    }
  }
  redis.disconnect();
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const summary = (kind) => {
    const medians = paths.filter(([k]) => k === kind).map(([, path]) => median(times.get(path)));
    return { best: Math.min(...medians), worst: Math.max(...medians), median: median(medians) };
  };
  const search = summary('search');
  const lists = summary('list');
  const pantry = summary('pantry');
  const lines = [
    `Command: \`make bench-api${LABEL ? '-1m' : ''}\`, right after 'API at scale${LABEL}' on the same API process and data, ${new Date().toISOString().slice(0, 10)}. Each request once after the recipe cache's version moved (nothing it needs cached: as after a write that changes lists), three rounds; times from the client, medians of the three.`,
    '',
    `Common-word searches (the ${WORDS.length} words of the community workload): median ${search.median.toFixed(0)} ms, from ${search.best.toFixed(0)} to ${search.worst.toFixed(0)} ms (target at 100k: at most 50 ms; at 1M, 150 ms). Other lists: median ${lists.median.toFixed(0)} ms, from ${lists.best.toFixed(0)} to ${lists.worst.toFixed(0)} ms (target at 100k: at most 30 ms). What can I cook?: median ${pantry.median.toFixed(0)} ms, from ${pantry.best.toFixed(0)} to ${pantry.worst.toFixed(0)} ms (target at 100k: under 150 ms).`,
    '',
    '| request | median | worst of 3 |',
    '|---|---|---|',
    ...paths.map(
      ([, path]) =>
        `| \`${path.replace('/api/recipes?', '').replace('/api/recipes/', '')}\` | ${median(times.get(path)).toFixed(0)} ms | ${Math.max(...times.get(path)).toFixed(0)} ms |`,
    ),
  ];
  replaceSection(join(ROOT, 'docs/benchmarks.md'), `Cold requests${LABEL}`, lines.join('\n'));
  console.log(lines.join('\n'));
}

/** Each scenario next to its ceiling (section 'API at scale'). */
async function scenarios(t) {
  const cookie = await signIn(t.cookEmail);
  // One list request of its own first: each scenario's first request then measures its cache miss,
  // not the process's first request of a list (code compiled, validation metadata read).
  await (await fetch(`${API}/api/recipes?limit=1&offset=1`)).arrayBuffer();
  const scenarios = [
    ['browse, page 1 (24 cards)', '/api/recipes?limit=24', 'browse'],
    [`browse, deep page (offset ${t.deepOffset})`, `/api/recipes?limit=24&offset=${t.deepOffset}`, 'other'],
    ['search, common word (chickpea)', '/api/recipes?search=chickpea&limit=24', 'search'],
    [`search, rare word (${t.rareWord})`, `/api/recipes?search=${t.rareWord}&limit=24`, 'search'],
    ['search, prefix (chick)', '/api/recipes?search=chick&limit=24', 'search'],
    [`cuisine filter (${t.cuisine})`, `/api/recipes?cuisine=${encodeURIComponent(t.cuisine)}&limit=24`, 'browse'],
    ['sorted by rating', '/api/recipes?sortBy=rating&limit=24', 'other'],
    ['sorted by popularity', '/api/recipes?sortBy=popular&limit=24', 'other'],
    ['trending (the home row, as it asks)', '/api/recipes?isApproved=true&sortBy=trending&limit=10&offset=0', 'browse'],
    ['recipe detail (most reviewed)', `/api/recipes/${t.popularId}`, 'browse'],
    ['reviews of that recipe, page 1', `/api/recipes/${t.popularId}/reviews`, 'other'],
    ['popular cuisines', '/api/cuisines/popular', 'browse'],
    ['cook profile (the most prolific cook)', `/api/cooks/${t.cookId}`, 'browse'],
    [
      "that cook's recipes, page 1 (as the profile asks)",
      `/api/recipes?authorId=${t.cookId}&isApproved=true&sortBy=newest&limit=12&offset=0`,
      'browse',
    ],
    ['free-from counts of a search (garlic)', '/api/recipes/free-from-counts?search=garlic', 'search'],
    ['free from gluten and tree nuts, page 1', '/api/recipes?freeFrom=gluten,tree-nuts&limit=24', 'browse'],
    [
      'what can I cook? (tofu, rice, spinach, onion, garlic; up to 3 missing)',
      '/api/recipes?have=tofu,rice,spinach,onion,garlic&maxMissing=3&limit=24',
      'search',
    ],
    ['signed in: browse with hearts (as the site asks)', '/api/recipes?isApproved=true&limit=24', 'member', { cookie }],
    ['signed in: favourites', '/api/favorites?limit=24', 'member', { cookie }],
    ['signed in: my recipes', '/api/my-recipes?limit=24', 'member', { cookie }],
    [`signed in: Following feed (${t.cookFollows} cooks followed)`, '/api/following/recipes?limit=8&offset=0', 'member', { cookie }],
  ];
  const rows = [];
  for (const [name, path, kind, headers = {}] of scenarios) {
    const started = performance.now();
    const sample = await fetch(`${API}${path}`, { headers });
    const cold = performance.now() - started;
    if (sample.status !== 200) throw new Error(`${path} answered ${sample.status}`);
    const bytes = (await sample.arrayBuffer()).byteLength;
    // Two seconds each unmeasured first, so that both are measured with their code compiled.
    await load(`/api/bench/ceiling?bytes=${bytes}`, headers, 2);
    await load(path, headers, 2);
    const ceiling = await load(`/api/bench/ceiling?bytes=${bytes}`, headers);
    const measured = await load(path, headers);
    rows.push({ name, kind, bytes, cold, ceiling, measured, ratio: measured.rps / ceiling.rps });
    console.log(
      name,
      Math.round(measured.rps),
      '/',
      Math.round(ceiling.rps),
      `p99 ${measured.p99} ms`,
      `peak ${peakMb(api.pid).toFixed(0)} MB`,
    );
  }
  const memory = peakMb(api.pid);
  const target = { browse: 0.5, member: 0.5, search: 0.3, other: 0 };
  const lines = [
    `Command: \`make bench-api\` (DURATION=${DURATION} s a scenario after 2 s unmeasured, ${CONNECTIONS} connections), ${new Date().toISOString().slice(0, 10)}, ${cpus().length} CPU cores, Node ${process.versions.node}; API production build, one process started as scripts/lib.sh does (${API_FLAGS.join(' ')}); autocannon in the same machine.`,
    '',
    `Data (\`make bench-data${LABEL ? '-1m' : ''}\`, database ${DB}): ${n(t.size.recipes)} recipes (${(t.approvedShare * 100).toFixed(0)}% approved) by ${n(t.size.authors)} of ${n(t.size.members)} members over ${t.size.cuisines} cuisines (each with the ingredient list of one of the 1,390 real Veganuary recipes), ${n(t.size.reviews)} reviews and ${n(t.size.favorites)} favourites, popularity skewed.`,
    'Ceiling: the same application answering a constant JSON body of the same size (GET /api/bench/ceiling), measured just before each scenario.',
    "Visitors' list pages, recipes and popular cuisines come from the recipe cache (Redis, with a parsed copy in the process) after their first request; 'first request' is that request, made with the cache empty (a new cache version): what a search nobody made since the last write costs. Members' own state (their saved recipes, whether they have recipes awaiting review) and favourites pages are cached under their own version, which their hearts bump; their account is read from the database at every request.",
    'Memory includes a sign-in (argon2id, 19 MiB) and the cold searches.',
    '',
    '| scenario | body | first request (cache empty) | requests/s | ceiling requests/s | ratio | target | p50 | p99 | non-2xx |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${(r.bytes / 1024).toFixed(1)} KB | ${Math.round(r.cold)} ms | ${Math.round(r.measured.rps)} | ${Math.round(r.ceiling.rps)} | ${(r.ratio * 100).toFixed(0)}% | ${target[r.kind] ? `${target[r.kind] * 100}%, p99 < 50 ms` : '-'} | ${r.measured.p50} ms | ${r.measured.p99} ms | ${r.measured.non2xx + r.measured.errors} |`,
    ),
    '',
    `API peak memory (VmHWM): ${memory.toFixed(0)} MB (target: under 300 MB).`,
  ];
  replaceSection(join(ROOT, 'docs/benchmarks.md'), `API at scale${LABEL}`, lines.join('\n'));
  console.log(lines.join('\n'));
}

const api = spawn(process.execPath, [...API_FLAGS, join(ROOT, 'backend/dist/main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
try {
  const t = await targets();
  if (DB !== 'plantry_bench') LABEL = ` at ${t.size.recipes >= 1e6 ? `${t.size.recipes / 1e6}M` : `${t.size.recipes / 1e3}k`} recipes`;
  for (
    let i = 0;
    i < 240 &&
    !(await fetch(`${API}/api/health`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  )
    await new Promise((r) => setTimeout(r, 250));
  if (!process.env.ONLY) await scenarios(t);
  if (!process.env.ONLY || process.env.ONLY === 'cold') await coldRequests(t);
  if (!process.env.ONLY || process.env.ONLY === 'community') await communityWorkload(t);
} finally {
  api.kill('SIGTERM');
  await once(api, 'exit');
}
