import { z } from 'zod';
import { canonicalEmail } from '../common/email-address.js';
import { KEY_RULE, PASSWORD_RULE, secretProblems, type Secret } from './secret-strength.js';
import { trustProxySetting } from './trust-proxy.js';

const port = z.coerce.number({ error: 'must be a port number' }).int('must be a port number').min(1).max(65535);
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/** An optional setting that may also be present but empty, as in .env files. */
const blankAsMissing = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const optionalUrl = blankAsMissing(z.url({ protocol: /^https?$/ }));
/** `host:port` pairs separated by commas, as in `10.0.0.6:3306, 10.0.0.7:3306`; blank: none. */
const hostPorts = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((pair) => pair.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z
        .string()
        .regex(/^[^\s:]+:\d{1,5}$/, 'must be host:port pairs separated by commas')
        .transform((pair) => {
          const at = pair.lastIndexOf(':');
          return { host: pair.slice(0, at), port: Number(pair.slice(at + 1)) };
        })
        .refine(({ port }) => port >= 1 && port <= 65535, 'must be host:port pairs separated by commas'),
    ),
  );
const milliseconds = z.coerce
  .number({ error: 'must be a number of milliseconds' })
  .int('must be a whole number of milliseconds')
  .min(100)
  .max(3_600_000);

/** Every setting of the product, with its development default. .env.example lists them all. */
const envObject = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  /** Which proxies may name the client's address and protocol (see trust-proxy.ts, docs/scaling.md). */
  TRUST_PROXY: trustProxySetting,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the process writes its log, rotated (common/logging.ts); unset: standard output. */
  LOG_FILE: optionalText,
  /** The bearer token of GET /metrics (Prometheus); unset: no metrics are served. */
  METRICS_TOKEN: blankAsMissing(z.string().min(32, 'must be at least 32 characters')),
  /** The worker's own port for GET /metrics (it has no other); unset: the worker serves none. */
  WORKER_METRICS_PORT: blankAsMissing(port),

  DB_HOST: z.string().min(1).default('127.0.0.1'),
  DB_PORT: port.default(3306),
  DB_USER: z.string().min(1).default('root'),
  DB_PASSWORD: z.string().default(''),
  DB_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_]+$/, 'letters, digits and underscores only')
    .default('plantry'),
  /** Read replicas of the database (same user, password and name); blank: every query goes to DB_HOST (docs/scaling.md). */
  DB_REPLICAS: hostPorts,
  /** A replica further behind than this is not read from; a client that wrote reads from the primary this long after. */
  DB_REPLICA_MAX_LAG: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(1)
    .max(600)
    .default(5),

  REDIS_HOST: z.string().min(1).default('127.0.0.1'),
  REDIS_PORT: port.default(6379),
  REDIS_PASSWORD: optionalText,
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_:-]+$/, 'letters, digits, _ : - only')
    .default('plantry'),
  /** Redis Sentinels to ask for the primary (then REDIS_HOST and REDIS_PORT are not used); blank: no Sentinel. */
  REDIS_SENTINELS: hostPorts,
  /** The name under which the sentinels monitor the primary (`sentinel monitor <name> …`). */
  REDIS_SENTINEL_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, _ . - only')
    .default('plantry'),
  REDIS_SENTINEL_PASSWORD: optionalText,

  SMTP_HOST: z.string().min(1).default('127.0.0.1'),
  SMTP_PORT: port.default(1025),
  /** TLS from the first byte (port 465). Otherwise STARTTLS is used whenever the server offers it. */
  SMTP_SECURE: bool.default(false),
  /**
   * Refuse to send unless the connection is encrypted (STARTTLS or SMTP_SECURE). Unset: required in
   * production when SMTP_USER is set (the password would otherwise cross the network in clear).
   */
  SMTP_REQUIRE_TLS: blankAsMissing(bool),
  SMTP_USER: optionalText,
  SMTP_PASSWORD: optionalText,
  MAIL_FROM: z.string().min(3).default('Plantry <no-reply@plantry.local>'),
  MAILDEV_WEB_PORT: port.default(1080),
  CONTACT_EMAIL: z.email().default('hello@plantry.local'),

  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters'),
  /** The first admin, made by the seed; required outside production, where it is optional (docs/operations.md). */
  ADMIN_EMAIL: blankAsMissing(z.email().transform((email) => canonicalEmail(email) ?? email)),
  ADMIN_PASSWORD: blankAsMissing(z.string().min(8, 'must be at least 8 characters')),

  /** Multiplies every rate limit (tests raise it; the limits themselves are in the code). */
  RATE_LIMIT_MULTIPLIER: z.coerce.number({ error: 'must be a number' }).positive().default(1),

  /**
   * How long a worker's lock on its job lasts, and how often workers look for jobs whose lock
   * expired (their worker died): such a job runs again. Unset: 30 s and 30 s, 15 s and 5 s for imports.
   */
  JOB_LOCK_MS: blankAsMissing(milliseconds),
  JOB_STALLED_CHECK_MS: blankAsMissing(milliseconds),
  /** Attempts of an email before it shows as failed in the queue dashboard; retries wait EMAIL_BACKOFF_MS, doubling. */
  EMAIL_ATTEMPTS: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1).max(30).default(12),
  EMAIL_BACKOFF_MS: milliseconds.default(2000),

  UPLOAD_DIR: z.string().min(1).default('.data/uploads'),
  /** Benchmarks only (bench/perf): adds GET /api/bench/ceiling, a constant JSON answer. */
  BENCH_CEILING: bool.default(false),
  /** Uploaded CSV files waiting for the import worker: private, on a disk the API and worker share. */
  IMPORT_DIR: z.string().min(1).default('.data/imports'),
  /**
   * Addresses the safe fetcher may reach although they are not public (comma-separated IPs), for
   * tests only: production refuses any.
   */
  SAFE_FETCH_ALLOW: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((ip) => ip.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.union([z.ipv4(), z.ipv6()], { error: 'must be comma-separated IP addresses' }))),
  FRONTEND_DIST: z.string().min(1).default('frontend/dist'),

  /** Sign in with an OpenID Connect provider: its issuer and this site's client there (all three, or none). */
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  /** The provider's name on the sign-in button ('Sign in with …'); the issuer's host by default. */
  OIDC_NAME: blankAsMissing(z.string().max(40, 'at most 40 characters')),

  /** Where files go: 'local' (UPLOAD_DIR) or an S3-compatible bucket (the S3_* settings). */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: blankAsMissing(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, '3 to 63 lower-case letters, digits, dots and dashes')),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalUrl,
  S3_FORCE_PATH_STYLE: bool.default(true),
});

/** Required outside production (the development admin), named even when other settings are wrong. */
const requiredOutsideProduction = (
  name: 'ADMIN_EMAIL' | 'ADMIN_PASSWORD',
): [(env: z.output<typeof envObject>) => boolean, z.core.$ZodCustomParams] => [
  (env) => env.NODE_ENV === 'production' || !!env[name],
  { path: [name], message: 'is required (the development admin; optional in production)', when: () => true },
];

export const envSchema = envObject
  .refine(...requiredOutsideProduction('ADMIN_EMAIL'))
  .refine(...requiredOutsideProduction('ADMIN_PASSWORD'))
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production') productionChecks(env, ctx);
    if (env.WORKER_METRICS_PORT !== undefined && env.METRICS_TOKEN === undefined) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_TOKEN'], message: 'required when WORKER_METRICS_PORT is set' });
    }
    const oidc = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
    if (oidc.some((name) => env[name])) {
      for (const name of oidc) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when any OIDC_ setting is set' });
      }
    }
    if (env.STORAGE_DRIVER === 's3') {
      for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when STORAGE_DRIVER is s3' });
      }
    }
  });

export type Env = z.infer<typeof envSchema>;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * Production refuses the shipped defaults and weak secrets, naming the setting (PRODUCT.md
 * 'Production defaults are safe'): the session key, the first admin's password, the database,
 * Redis and S3 passwords. An empty database password passes only for a database on loopback.
 */
function productionChecks(env: z.output<typeof envObject>, ctx: z.RefinementCtx): void {
  const secrets: Secret[] = [{ name: 'SESSION_SECRET', value: env.SESSION_SECRET, rule: KEY_RULE }];
  const add = (name: keyof typeof env, value: string | undefined, userInputs: string[] = []) => {
    if (value !== undefined) secrets.push({ name, value, rule: PASSWORD_RULE, userInputs });
  };
  add('ADMIN_PASSWORD', env.ADMIN_PASSWORD, env.ADMIN_EMAIL ? env.ADMIN_EMAIL.split(/[@.]/) : []);
  if (env.DB_PASSWORD !== '' || !LOOPBACK.has(env.DB_HOST)) add('DB_PASSWORD', env.DB_PASSWORD, [env.DB_USER, env.DB_NAME]);
  add('REDIS_PASSWORD', env.REDIS_PASSWORD);
  if (env.METRICS_TOKEN !== undefined) secrets.push({ name: 'METRICS_TOKEN', value: env.METRICS_TOKEN, rule: KEY_RULE });
  if (env.STORAGE_DRIVER === 's3') add('S3_SECRET_ACCESS_KEY', env.S3_SECRET_ACCESS_KEY, [env.S3_ACCESS_KEY_ID ?? '']);
  for (const [name, message] of secretProblems(secrets)) ctx.addIssue({ code: 'custom', path: [name], message });
  if (env.SAFE_FETCH_ALLOW.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['SAFE_FETCH_ALLOW'], message: 'must be empty in production' });
  }
  if (env.OIDC_ISSUER?.startsWith('http:')) {
    ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER'], message: 'must be an https address in production' });
  }
}
