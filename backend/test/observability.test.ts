import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../src/config/app-config.js';
import { runApi, type ApiProcess } from './support/api-process.js';
import { freePort } from './support/network.js';
import { poll, runBackend, type Running } from './support/processes.js';

const TOKEN = `metrics-token-${randomUUID()}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The value of the first sample of `metric` whose labels include each of `labels`. */
function sample(text: string, metric: string, labels: Record<string, string>): number | undefined {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${metric}{`) && Object.entries(labels).every(([name, value]) => l.includes(`${name}="${value}"`)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

/** Every line written so far to the rotated log files in `dir`. */
const logLines = (dir: string): string[] =>
  readdirSync(dir)
    .filter((name) => /\.\d+\.log$/.test(name))
    .flatMap((name) => readFileSync(join(dir, name), 'utf8').split('\n').filter(Boolean));

describe('observability: metrics, health, request ids and logs of the real processes', () => {
  const logs = mkdtempSync(join(tmpdir(), 'plantry-logs-'));
  let api: ApiProcess;
  let worker: Running;
  let workerMetrics: string;

  const scrape = (url: string, token = TOKEN) => fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  const health = async () => (await fetch(`${api.url}/api/health/ready`)).json() as Promise<{ status: string; worker: string }>;

  beforeAll(async () => {
    const workerPort = await freePort();
    workerMetrics = `http://127.0.0.1:${workerPort}/metrics`;
    const env = { METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' };
    worker = runBackend('worker.js', { ...env, WORKER_METRICS_PORT: String(workerPort), LOG_FILE: join(logs, 'worker', 'worker.log') });
    api = await runApi({ ...env, LOG_FILE: join(logs, 'api', 'api.log') });
    await poll('the worker’s heartbeat', async () => ((await health()).worker === 'up' ? true : undefined));
  }, 60_000);
  afterAll(async () => {
    await api?.stop();
    await worker?.stop();
    rmSync(logs, { recursive: true, force: true });
  });

  it('serves /metrics of the API and of the worker to the token only', async () => {
    for (const url of [`${api.url}/metrics`, workerMetrics]) {
      const anonymous = await fetch(url);
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await anonymous.text()).not.toContain('process_cpu');
      expect((await scrape(url, `${TOKEN}x`)).status).toBe(401);
      expect((await scrape(url, '')).status).toBe(401);
    }
  });

  it('counts requests by route pattern and status, queue depths, cache lookups, the pool, live workers and event-loop lag', async () => {
    expect((await fetch(`${api.url}/api/recipes/987654321`)).status).toBe(404);
    expect((await fetch(`${api.url}/api/recipes`)).status).toBe(200);
    expect((await fetch(`${api.url}/api/recipes`)).status).toBe(200);
    expect((await fetch(`${api.url}/no/such/page`)).status).toBe(404);
    const res = await scrape(`${api.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/api/recipes/:id', status_code: '404', process: 'api' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/api/recipes', status_code: '200' })).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count', { route: 'page', status_code: '404' })).toBe(1);
    // Never a raw path: a label per recipe id or per scanner's guess would grow without end.
    expect(text).not.toContain('987654321');
    expect(text).not.toContain('/no/such/page');
    expect(sample(text, 'plantry_queue_jobs', { queue: 'email', state: 'waiting' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'plantry_queue_jobs', { queue: 'images', state: 'failed' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'plantry_cache_lookups_total', { kind: 'entry', source: 'computed' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'plantry_cache_lookups_total', { kind: 'entry', source: 'memory' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'plantry_db_pool_connections', { state: 'max' })).toBe(10);
    expect(sample(text, 'plantry_db_pool_connections', { state: 'open' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'plantry_workers_alive', {})).toBe(1);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds\{process="api"\} \d/m);
  });

  it('has every series the Grafana dashboard of docs/ queries', async () => {
    const dashboard = JSON.parse(readFileSync(join(REPO_ROOT, 'docs/grafana-dashboard.json'), 'utf8')) as {
      panels: { targets?: { expr: string }[] }[];
    };
    const exprs = dashboard.panels.flatMap((panel) => panel.targets ?? []).map((target) => target.expr);
    expect(exprs.length).toBeGreaterThan(10);
    const names = new Set(
      exprs
        .flatMap((expr) => expr.match(/\b(?:plantry|http|nodejs|process)_[a-z0-9_]+/g) ?? [])
        .map((name) => name.replace(/_(bucket|count|sum)$/, '')),
    );
    const served = `${await (await scrape(`${api.url}/metrics`)).text()}\n${await (await scrape(workerMetrics)).text()}`;
    for (const name of names) expect({ name, served: served.includes(`# TYPE ${name} `) }).toEqual({ name, served: true });
  });

  it('answers the request id given or a new one, carries it into the job and onto both processes’ log lines', async () => {
    const made = await fetch(`${api.url}/api/health/live`);
    expect(await made.json()).toEqual({ status: 'ok' });
    expect(made.headers.get('x-request-id')).toMatch(UUID);
    for (const hostile of ['<script>alert(1)</script>', 'a b', '$&', '"quoted"', 'x'.repeat(200), '']) {
      const res = await fetch(`${api.url}/api/health/live`, { headers: { 'X-Request-Id': hostile } });
      expect(res.headers.get('x-request-id')).toMatch(UUID);
    }

    const id = `trace-${randomUUID()}`;
    const sent = await fetch(`${api.url}/api/contact`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: `http://localhost:${api.port}`,
        'X-Request-Id': id,
        Cookie: 'secret-cookie=never-logged',
      },
      body: JSON.stringify({ name: 'Vi Sitor', email: 'vi@example.com', subject: 'Soup question', message: `A question ${id}` }),
    });
    expect(sent.status).toBe(201);
    expect(sent.headers.get('x-request-id')).toBe(id);

    // The worker sends the email the request queued, and says so with the request's id.
    const delivered = await poll('the worker’s line', async () =>
      logLines(join(logs, 'worker')).find((line) => line.includes(id) && line.includes('delivered')),
    );
    expect(JSON.parse(delivered)).toMatchObject({ requestId: id, context: 'EmailProcessor' });
    const done = await scrape(workerMetrics);
    expect(
      sample(await done.text(), 'plantry_jobs_total', { queue: 'email', name: 'send', outcome: 'completed', process: 'worker' }),
    ).toBeGreaterThanOrEqual(1);

    // The API's line of the request: short, without headers, cookies or the body.
    const apiLines = await poll('the API’s line', async () => {
      const lines = logLines(join(logs, 'api'));
      return lines.some((line) => line.includes(id)) ? lines : undefined;
    });
    const line = JSON.parse(apiLines.find((l) => l.includes(id))!) as Record<string, unknown>;
    expect(line).toMatchObject({ requestId: id, req: { method: 'POST', url: '/api/contact' }, res: { statusCode: 201 } });
    for (const text of apiLines) {
      expect(text.length).toBeLessThan(600);
      expect(text).not.toMatch(/headers|never-logged|A question/);
    }
    // Probes and scrapes make no lines.
    expect(apiLines.filter((l) => /"url":"\/(api\/health|metrics)/.test(l))).toEqual([]);
    expect(apiLines.filter((l) => l.includes('"url":"/api/recipes"')).length).toBeGreaterThanOrEqual(2);
    // pino-roll keeps the current file behind a stable name.
    expect(readdirSync(join(logs, 'api'))).toContain('current.log');
  });

  it('stays live and tells when no worker is running', async () => {
    expect(await health()).toMatchObject({ status: 'ok', db: 'up', redis: 'up', worker: 'up' });
    expect(await worker.stop()).toBe(0);
    expect(await health()).toMatchObject({ status: 'ok', worker: 'missing' });
    expect((await fetch(`${api.url}/api/health/live`)).status).toBe(200);
    const text = await (await scrape(`${api.url}/metrics`)).text();
    expect(sample(text, 'plantry_workers_alive', {})).toBe(0);
  });
});
