import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics, type LabelValues } from 'prom-client';

/** Which process the series come from: a label on every one of them. */
export type MetricsProcess = 'api' | 'worker';

/** How long a scrape waits for a collector (Redis, the database) before leaving its series out. */
const COLLECT_TIMEOUT_MS = 1000;

/** Resolves `work`, or rejects after COLLECT_TIMEOUT_MS: a scrape never hangs on a service that is away. */
export function inTime<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), COLLECT_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The Prometheus series of one process (docs/operations.md, 'Metrics'), in its own registry: the
 * Node.js runtime's (event-loop lag, heap, GC, CPU), and Plantry's own. Collectors that read a
 * service at scrape time (queues, the database pool, workers' heartbeats) register with `gauge`.
 */
export class Metrics {
  readonly registry = new Registry();

  /** Every HTTP answer of the API, by route pattern (never the raw path) and status. */
  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  /** Lookups of the recipe cache (entries: pages and lists; cards: the recipes in them), by where the answer came from. */
  readonly cacheLookups = new Counter({
    name: 'plantry_cache_lookups_total',
    help: 'Recipe cache lookups by kind (entry or card) and where the answer came from (memory and redis are hits; computed is a miss)',
    labelNames: ['kind', 'source'] as const,
    registers: [this.registry],
  });

  /** Jobs the worker finished, by queue, name and outcome (an attempt that failed counts as failed). */
  readonly jobs = new Counter({
    name: 'plantry_jobs_total',
    help: 'Job attempts the worker finished, by queue, job name and outcome (completed or failed)',
    labelNames: ['queue', 'name', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly jobDuration = new Histogram({
    name: 'plantry_job_duration_seconds',
    help: 'Time a job attempt ran in the worker, by queue and job name',
    labelNames: ['queue', 'name'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
    registers: [this.registry],
  });

  constructor(process: MetricsProcess) {
    this.registry.setDefaultLabels({ process });
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
  }

  /**
   * A gauge set at each scrape by `collect`, which answers each labelled value. When `collect`
   * fails or is late, the scrape goes on without these series (their absence is the alarm).
   */
  gauge<L extends string>(name: string, help: string, labelNames: readonly L[], collect: () => Promise<[LabelValues<L>, number][]>): void {
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        const values = await inTime(collect()).catch(() => []);
        for (const [labels, value] of values) this.set(labels, value);
      },
    });
  }
}
