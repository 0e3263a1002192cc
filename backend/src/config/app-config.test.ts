import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from './app-config.js';

const required = {
  SESSION_SECRET: 'a-test-secret-that-is-long-enough-1234',
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'long-enough',
};
const noFile = '/nonexistent/.env';

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the development defaults', () => {
    const config = loadConfig(required, noFile);
    expect(config.port).toBe(3000);
    expect(config.db).toEqual({
      host: '127.0.0.1',
      port: 3306,
      user: 'root',
      password: '',
      name: 'plantry',
      replicas: [],
      replicaMaxLagSeconds: 5,
    });
    expect(config.redis).toMatchObject({ prefix: 'plantry', sentinels: [], sentinelName: 'plantry' });
    expect(config.uploadDir).toBe(join(REPO_ROOT, '.data/uploads'));
    expect(config.storage).toEqual({ driver: 'local' });
  });

  it('reads replicas and sentinels as host:port lists', () => {
    const config = loadConfig(
      { ...required, DB_REPLICAS: ' db-2:3306, 10.0.0.7:3307 ', REDIS_SENTINELS: 's1:26379,s2:26380', REDIS_SENTINEL_NAME: 'main' },
      noFile,
    );
    expect(config.db.replicas).toEqual([
      { host: 'db-2', port: 3306 },
      { host: '10.0.0.7', port: 3307 },
    ]);
    expect(config.redis).toMatchObject({
      sentinels: [
        { host: 's1', port: 26379 },
        { host: 's2', port: 26380 },
      ],
      sentinelName: 'main',
    });
  });

  it.each(['db-2', 'db-2:', 'db-2:70000', 'db 2:3306', ':3306'])('refuses DB_REPLICAS=%s with the form it takes', (value) => {
    expect(messageOf(() => loadConfig({ ...required, DB_REPLICAS: value }, noFile))).toMatch(
      /DB_REPLICAS\.0: must be host:port pairs separated by commas/,
    );
  });

  it('names every missing setting', () => {
    const message = messageOf(() => loadConfig({}, noFile));
    expect(message).toContain('SESSION_SECRET');
    expect(message).toContain('ADMIN_EMAIL');
    expect(message).toContain('ADMIN_PASSWORD');
  });

  it('names a bad setting with the reason', () => {
    const message = messageOf(() => loadConfig({ ...required, DB_PORT: 'abc', PUBLIC_URL: 'ftp://x' }, noFile));
    expect(message).toMatch(/DB_PORT: must be a port number/);
    expect(message).toContain('PUBLIC_URL');
    expect(message).not.toContain('REDIS_PORT');
  });

  it('refuses a development secret in production', () => {
    const message = messageOf(() =>
      loadConfig({ ...required, NODE_ENV: 'production', SESSION_SECRET: 'development-secret-change-me-0123456789' }, noFile),
    );
    expect(message).toContain('SESSION_SECRET: is an example value that was published with Plantry');
  });

  it("reads the safe fetcher's test allow-list, and refuses one in production", () => {
    expect(loadConfig({ ...required, SAFE_FETCH_ALLOW: '127.0.0.2, ::1' }, noFile).safeFetchAllow).toEqual(['127.0.0.2', '::1']);
    expect(loadConfig(required, noFile).safeFetchAllow).toEqual([]);
    expect(messageOf(() => loadConfig({ ...required, SAFE_FETCH_ALLOW: 'localhost' }, noFile))).toContain('SAFE_FETCH_ALLOW');
    expect(
      messageOf(() =>
        loadConfig(
          { ...required, NODE_ENV: 'production', SESSION_SECRET: 'Qm3v9LzT0p-a8RkXw2Nc7Hs4Jd1Fy6Ub', SAFE_FETCH_ALLOW: '10.0.0.5' },
          noFile,
        ),
      ),
    ).toContain('SAFE_FETCH_ALLOW: must be empty in production');
  });

  it('reads the sign-in provider, all three settings or none, and https only in production', () => {
    const oidc = { OIDC_ISSUER: 'https://id.example.com/realms/cooks', OIDC_CLIENT_ID: 'plantry', OIDC_CLIENT_SECRET: 's3cret' };
    expect(loadConfig(required, noFile).oidc).toBeUndefined();
    expect(loadConfig({ ...required, ...oidc }, noFile).oidc).toEqual({
      issuer: oidc.OIDC_ISSUER,
      clientId: 'plantry',
      clientSecret: 's3cret',
      name: 'id.example.com',
    });
    expect(loadConfig({ ...required, ...oidc, OIDC_NAME: 'Cooks ID' }, noFile).oidc?.name).toBe('Cooks ID');
    const missing = messageOf(() => loadConfig({ ...required, OIDC_ISSUER: oidc.OIDC_ISSUER }, noFile));
    expect(missing).toContain('OIDC_CLIENT_ID: required when any OIDC_ setting is set');
    expect(missing).toContain('OIDC_CLIENT_SECRET: required when any OIDC_ setting is set');
    const production = { ...required, NODE_ENV: 'production', SESSION_SECRET: 'Qm3v9LzT0p-a8RkXw2Nc7Hs4Jd1Fy6Ub' };
    expect(messageOf(() => loadConfig({ ...production, ...oidc, OIDC_ISSUER: 'http://id.example.com' }, noFile))).toContain(
      'OIDC_ISSUER: must be an https address in production',
    );
  });

  it('reads .env, with the environment winning', () => {
    const dir = mkdtempSync(join(tmpdir(), 'plantry-env-'));
    const file = join(dir, '.env');
    writeFileSync(file, 'DB_NAME=from_file\nDB_PORT=3307\nMAIL_FROM=Plantry <a@b.c>\n');
    const config = loadConfig({ ...required, DB_PORT: '3308' }, file);
    expect(config.db.name).toBe('from_file');
    expect(config.db.port).toBe(3308);
    expect(config.mail.from).toBe('Plantry <a@b.c>');
  });

  it('keeps job locks unset by default and validates them and the email retries', () => {
    expect(loadConfig(required, noFile).jobs).toEqual({
      lockMs: undefined,
      stalledCheckMs: undefined,
      emailAttempts: 12,
      emailBackoffMs: 2000,
    });
    const tuned = loadConfig(
      { ...required, JOB_LOCK_MS: '2000', JOB_STALLED_CHECK_MS: '', EMAIL_ATTEMPTS: '3', EMAIL_BACKOFF_MS: '200' },
      noFile,
    );
    expect(tuned.jobs).toEqual({ lockMs: 2000, stalledCheckMs: undefined, emailAttempts: 3, emailBackoffMs: 200 });
    const message = messageOf(() =>
      loadConfig({ ...required, JOB_LOCK_MS: '2s', JOB_STALLED_CHECK_MS: '10', EMAIL_ATTEMPTS: '0' }, noFile),
    );
    expect(message).toContain('JOB_LOCK_MS: must be a number of milliseconds');
    expect(message).toContain('JOB_STALLED_CHECK_MS');
    expect(message).toContain('EMAIL_ATTEMPTS');
  });

  it('serves no metrics and logs to standard output unless told, and checks the metrics settings', () => {
    expect(loadConfig(required, noFile)).toMatchObject({ metrics: { token: undefined, workerPort: undefined }, logFile: undefined });
    const token = 'a-metrics-token-long-enough-0123456789';
    expect(loadConfig({ ...required, METRICS_TOKEN: token, WORKER_METRICS_PORT: '9465', LOG_FILE: 'logs/api.log' }, noFile)).toMatchObject({
      metrics: { token, workerPort: 9465 },
      logFile: join(REPO_ROOT, 'logs/api.log'),
    });
    expect(messageOf(() => loadConfig({ ...required, METRICS_TOKEN: 'short' }, noFile))).toContain(
      'METRICS_TOKEN: must be at least 32 characters',
    );
    expect(messageOf(() => loadConfig({ ...required, WORKER_METRICS_PORT: '9465' }, noFile))).toContain(
      'METRICS_TOKEN: required when WORKER_METRICS_PORT is set',
    );
    const production = {
      ...required,
      NODE_ENV: 'production',
      SESSION_SECRET: 'Zq8vL2pW9xR4tY7uI1oP3aS6dF0gH5jK8lM2nB4vC7xZ',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    };
    expect(messageOf(() => loadConfig({ ...production, METRICS_TOKEN: 'a'.repeat(40) }, noFile))).toContain('METRICS_TOKEN');
  });

  it('trims a trailing slash of the public URL', () => {
    expect(loadConfig({ ...required, PUBLIC_URL: 'https://plantry.app/' }, noFile).publicUrl).toBe('https://plantry.app');
  });

  describe('S3 storage', () => {
    const s3 = {
      ...required,
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_BUCKET: 'plantry',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret',
    };

    it('applies the defaults, serving files from the bucket', () => {
      expect(loadConfig(s3, noFile).storage).toEqual({
        driver: 's3',
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        bucket: 'plantry',
        accessKeyId: 'key-id',
        secretAccessKey: 'secret',
        forcePathStyle: true,
        publicUrl: 'http://127.0.0.1:9000/plantry',
      });
    });

    it('takes the region, the path style and a public URL', () => {
      const config = loadConfig(
        { ...s3, S3_REGION: 'eu-west-3', S3_FORCE_PATH_STYLE: 'false', S3_PUBLIC_URL: 'https://cdn.plantry.app/' },
        noFile,
      );
      expect(config.storage).toMatchObject({ region: 'eu-west-3', forcePathStyle: false, publicUrl: 'https://cdn.plantry.app' });
    });

    it('names every missing S3 setting', () => {
      const message = messageOf(() => loadConfig({ ...required, STORAGE_DRIVER: 's3' }, noFile));
      for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
        expect(message).toContain(`${name}: required when STORAGE_DRIVER is s3`);
      }
    });

    it('treats empty S3 settings as missing, and ignores them for local disk', () => {
      const blank = { S3_ENDPOINT: '', S3_BUCKET: '', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '', S3_PUBLIC_URL: '' };
      expect(messageOf(() => loadConfig({ ...required, ...blank, STORAGE_DRIVER: 's3' }, noFile))).toContain(
        'S3_ENDPOINT: required when STORAGE_DRIVER is s3',
      );
      expect(loadConfig({ ...required, ...blank }, noFile).storage).toEqual({ driver: 'local' });
    });

    it('names bad S3 settings', () => {
      const message = messageOf(() => loadConfig({ ...s3, S3_ENDPOINT: 'ftp://x', S3_BUCKET: 'No_Such', STORAGE_DRIVER: 'gcs' }, noFile));
      expect(message).toContain('S3_ENDPOINT');
      expect(message).toMatch(/S3_BUCKET: 3 to 63 lower-case/);
      expect(message).toContain('STORAGE_DRIVER');
    });
  });
});
