import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { envSchema, type Env } from './env.schema.js';

/** The repository root: this file sits at backend/{src,dist}/config/. */
export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  db: { host: string; port: number; user: string; password: string; name: string };
  redis: { host: string; port: number; password?: string; prefix: string };
  mail: {
    host: string;
    port: number;
    secure: boolean;
    user?: string;
    password?: string;
    from: string;
    contactEmail: string;
  };
  sessionSecret: string;
  rateLimitMultiplier: number;
  admin: { email: string; password: string };
  uploadDir: string;
  frontendDist: string;
}

export class ConfigError extends Error {}

/** Reads .env at the repository root; variables already set in the environment win. */
function readDotEnv(file: string): Record<string, string> {
  return existsSync(file) ? (parseEnv(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(REPO_ROOT, path));

/**
 * Validates the settings once. A bad or missing setting throws a ConfigError naming each one,
 * so the process stops at boot rather than failing later.
 */
export function loadConfig(
  environment: NodeJS.ProcessEnv = process.env,
  dotEnvFile = resolve(REPO_ROOT, '.env'),
): AppConfig {
  const parsed = envSchema.safeParse({ ...readDotEnv(dotEnvFile), ...environment });
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(settings)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ''),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    db: { host: e.DB_HOST, port: e.DB_PORT, user: e.DB_USER, password: e.DB_PASSWORD, name: e.DB_NAME },
    redis: { host: e.REDIS_HOST, port: e.REDIS_PORT, password: e.REDIS_PASSWORD, prefix: e.REDIS_PREFIX },
    mail: {
      host: e.SMTP_HOST,
      port: e.SMTP_PORT,
      secure: e.SMTP_SECURE,
      user: e.SMTP_USER,
      password: e.SMTP_PASSWORD,
      from: e.MAIL_FROM,
      contactEmail: e.CONTACT_EMAIL,
    },
    sessionSecret: e.SESSION_SECRET,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    uploadDir: fromRoot(e.UPLOAD_DIR),
    frontendDist: fromRoot(e.FRONTEND_DIST),
  };
}
