import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { envSchema, type Env } from './env.schema.js';
import type { TrustProxy } from './trust-proxy.js';

/** The repository root: this file sits at backend/{src,dist}/config/. */
export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

/** An S3-compatible bucket; objects are read publicly at `${publicUrl}/${key}`. */
export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name (`bucket.endpoint/key`). */
  forcePathStyle: boolean;
  publicUrl: string;
}

export interface HostPort {
  host: string;
  port: number;
}

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  /** Express's `trust proxy`: all or no proxies, a hop count, or proxy addresses and ranges. */
  trustProxy: TrustProxy;
  logLevel: Env['LOG_LEVEL'];
  /** The rotated log file; unset: standard output. */
  logFile?: string;
  /** GET /metrics: its bearer token (unset: not served) and the worker's port for it. */
  metrics: { token?: string; workerPort?: number };
  /** The primary, and read replicas with the lag past which they are left alone (docs/scaling.md). */
  db: { host: string; port: number; user: string; password: string; name: string; replicas: HostPort[]; replicaMaxLagSeconds: number };
  /** One Redis, or the primary that the sentinels name when there are any. */
  redis: {
    host: string;
    port: number;
    password?: string;
    prefix: string;
    sentinels: HostPort[];
    sentinelName: string;
    sentinelPassword?: string;
  };
  mail: {
    host: string;
    port: number;
    /** TLS from the first byte (implicit TLS, port 465). */
    secure: boolean;
    /** Never send over a connection that STARTTLS did not encrypt. */
    requireTls: boolean;
    user?: string;
    password?: string;
    from: string;
    contactEmail: string;
  };
  sessionSecret: string;
  rateLimitMultiplier: number;
  /** Job locks (unset: each queue's own) and the retries of emails. */
  jobs: { lockMs?: number; stalledCheckMs?: number; emailAttempts: number; emailBackoffMs: number };
  /** The first admin, which the seed makes when it is named (always outside production). */
  admin?: { email: string; password: string };
  uploadDir: string;
  importDir: string;
  /** GET /api/bench/ceiling for bench/perf. */
  benchCeiling: boolean;
  /** Non-public addresses the safe fetcher may reach (tests only). */
  safeFetchAllow: string[];
  storage: { driver: 'local' } | ({ driver: 's3' } & S3Settings);
  frontendDist: string;
  /** Sign in with an OpenID Connect provider, when one is configured. */
  oidc?: { issuer: string; clientId: string; clientSecret: string; name: string };
}

export class ConfigError extends Error {}

/** Reads .env at the repository root; variables already set in the environment win. */
function readDotEnv(file: string): Record<string, string> {
  return existsSync(file) ? (parseEnv(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(REPO_ROOT, path));
const trimSlashes = (url: string) => url.replace(/\/+$/, '');

/** The storage settings; the schema has already required the S3 ones when the driver is s3. */
function storageConfig(e: Env): AppConfig['storage'] {
  if (e.STORAGE_DRIVER === 'local') return { driver: 'local' };
  const endpoint = trimSlashes(e.S3_ENDPOINT!);
  return {
    driver: 's3',
    endpoint,
    region: e.S3_REGION,
    bucket: e.S3_BUCKET!,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    publicUrl: trimSlashes(e.S3_PUBLIC_URL ?? `${endpoint}/${e.S3_BUCKET}`),
  };
}

/**
 * Validates the settings once. A bad or missing setting throws a ConfigError naming each one,
 * so the process stops at boot rather than failing later.
 */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env, dotEnvFile = resolve(REPO_ROOT, '.env')): AppConfig {
  const parsed = envSchema.safeParse({ ...readDotEnv(dotEnvFile), ...environment });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(settings)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: trimSlashes(e.PUBLIC_URL),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    logFile: e.LOG_FILE === undefined ? undefined : fromRoot(e.LOG_FILE),
    metrics: { token: e.METRICS_TOKEN, workerPort: e.WORKER_METRICS_PORT },
    db: {
      host: e.DB_HOST,
      port: e.DB_PORT,
      user: e.DB_USER,
      password: e.DB_PASSWORD,
      name: e.DB_NAME,
      replicas: e.DB_REPLICAS,
      replicaMaxLagSeconds: e.DB_REPLICA_MAX_LAG,
    },
    redis: {
      host: e.REDIS_HOST,
      port: e.REDIS_PORT,
      password: e.REDIS_PASSWORD,
      prefix: e.REDIS_PREFIX,
      sentinels: e.REDIS_SENTINELS,
      sentinelName: e.REDIS_SENTINEL_NAME,
      sentinelPassword: e.REDIS_SENTINEL_PASSWORD,
    },
    mail: {
      host: e.SMTP_HOST,
      port: e.SMTP_PORT,
      secure: e.SMTP_SECURE,
      requireTls: e.SMTP_REQUIRE_TLS ?? (e.NODE_ENV === 'production' && !!e.SMTP_USER),
      user: e.SMTP_USER,
      password: e.SMTP_PASSWORD,
      from: e.MAIL_FROM,
      contactEmail: e.CONTACT_EMAIL,
    },
    sessionSecret: e.SESSION_SECRET,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    jobs: {
      lockMs: e.JOB_LOCK_MS,
      stalledCheckMs: e.JOB_STALLED_CHECK_MS,
      emailAttempts: e.EMAIL_ATTEMPTS,
      emailBackoffMs: e.EMAIL_BACKOFF_MS,
    },
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    uploadDir: fromRoot(e.UPLOAD_DIR),
    importDir: fromRoot(e.IMPORT_DIR),
    benchCeiling: e.BENCH_CEILING,
    safeFetchAllow: e.SAFE_FETCH_ALLOW,
    storage: storageConfig(e),
    frontendDist: fromRoot(e.FRONTEND_DIST),
    oidc: e.OIDC_ISSUER
      ? {
          issuer: e.OIDC_ISSUER,
          clientId: e.OIDC_CLIENT_ID!,
          clientSecret: e.OIDC_CLIENT_SECRET!,
          name: e.OIDC_NAME ?? new URL(e.OIDC_ISSUER).host,
        }
      : undefined,
  };
}
