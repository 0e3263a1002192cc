// scripts/test-production: what docs/production.md installs, run for real on loopback.
//   - deploy/nginx/plantry.conf itself, with test ports, the name plantry.test and a self-signed
//     certificate in place of Let's Encrypt's (every other line as shipped), in front of the built
//     API: HTTP/2 over TLS, plain HTTP redirected, the ACME challenge served, /metrics never
//     public, compression left to the API (precompressed scripts keep their brotli, photos are
//     never compressed), the API's caching headers passed on, and the proxy headers right (the
//     session cookie is Secure, the request id is nginx's);
//   - deploy/systemd/*: `systemd-analyze verify` with the install folder replaced by this one.
// Database plantry_test (migrated by the earlier stages of make test, or by `make migrate` with
// the test settings); ports 3190 (HTTPS), 3191 (HTTP) and 3192 (the API). Run with
// `make test-production` (part of `make test`); with TEST_REPORT=file it writes its counts there.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { check, createSteps } from './test-steps.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const [HTTPS, HTTP, API] = [3190, 3191, 3192];
const HOST = 'plantry.test';
const SITE = `https://${HOST}:${HTTPS}`;
const work = mkdtempSync(join(tmpdir(), 'plantry-production-'));
// nginx's workers run as another user when the test runs as root: they must read the ACME folder.
chmodSync(work, 0o755);
const uploads = join(work, 'uploads');
const { step, fail, finish } = createSteps();

/** Debian's nginx, installed when missing (as the scale demo does). */
function nginxBinary() {
  const found = () => ['/usr/sbin/nginx', 'nginx'].find((bin) => spawnSync(bin, ['-v']).status === 0);
  if (!found()) spawnSync('bash', ['-c', 'source scripts/lib.sh && apt_install nginx'], { cwd: ROOT, stdio: 'inherit' });
  return found();
}

/** curl through nginx as a browser would (HTTP/2, any certificate): status, headers and body. */
function curl(url, headers = {}) {
  const args = [
    '-sk',
    '--http2',
    '--resolve',
    `${HOST}:${HTTPS}:127.0.0.1`,
    '--resolve',
    `${HOST}:${HTTP}:127.0.0.1`,
    '-D',
    '-',
    '-o',
    join(work, 'body'),
  ];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const out = spawnSync('curl', [...args, '-w', '\n%{http_version}', url], { encoding: 'utf8', timeout: 15000 });
  check(out.status === 0, `curl ${url} failed: ${out.stderr}`);
  const lines = out.stdout.trimEnd().split('\n');
  const version = lines.pop();
  const blocks = lines
    .join('\n')
    .split(/\r?\n\r?\n/)
    .filter(Boolean);
  const head = blocks.at(-1).split(/\r?\n/);
  const status = Number(head[0].split(' ')[1]);
  const headerMap = {};
  for (const line of head.slice(1)) {
    const at = line.indexOf(':');
    const name = line.slice(0, at).toLowerCase();
    headerMap[name] = headerMap[name] ? `${headerMap[name]}\n${line.slice(at + 1).trim()}` : line.slice(at + 1).trim();
  }
  return { version, status, headers: headerMap, body: readFileSync(join(work, 'body'), 'utf8') };
}

/** deploy/nginx/plantry.conf with test ports, name and certificate: each change must apply. */
function renderSite(cert, key) {
  let site = readFileSync(join(ROOT, 'deploy/nginx/plantry.conf'), 'utf8');
  const replace = (from, to) => {
    check(site.includes(from), `deploy/nginx/plantry.conf no longer has '${from}': change this test with it`);
    site = site.replaceAll(from, to);
  };
  replace('/etc/letsencrypt/live/plantry.example.org/fullchain.pem', cert);
  replace('/etc/letsencrypt/live/plantry.example.org/privkey.pem', key);
  replace('plantry.example.org', HOST);
  replace('listen 443 ssl http2;', `listen 127.0.0.1:${HTTPS} ssl http2;`);
  replace('listen [::]:443 ssl http2;', '');
  replace('listen 80;', `listen 127.0.0.1:${HTTP};`);
  replace('listen [::]:80;', '');
  replace('server 127.0.0.1:3000;', `server 127.0.0.1:${API};`);
  replace('root /var/www/letsencrypt;', `root ${join(work, 'acme')};`);
  return site;
}

/** The main nginx.conf of Debian's package, reduced to what a private, unprivileged nginx needs. */
const mainConf = () => `daemon off;
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${work}/nginx-access.log;
  client_body_temp_path ${work}/tmp/body;
  proxy_temp_path ${work}/tmp/proxy;
  fastcgi_temp_path ${work}/tmp/fastcgi;
  uwsgi_temp_path ${work}/tmp/uwsgi;
  scgi_temp_path ${work}/tmp/scgi;
  include ${work}/plantry.conf;
}
`;
const children = [];
function start(command, args, env = {}) {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  children.push(child);
  return () => output;
}

async function waitFor(what, probe, ms = 30000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if (probe()) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer within ${ms / 1000} s`);
}

try {
  const nginx = nginxBinary();
  check(nginx, 'nginx could not be installed from Debian');
  for (const dir of ['tmp', 'acme/.well-known/acme-challenge', 'uploads/recipes']) mkdirSync(join(work, dir), { recursive: true });
  const cert = join(work, 'cert.pem');
  const key = join(work, 'key.pem');
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', `/CN=${HOST}`],
    { encoding: 'utf8' },
  );
  check(made.status === 0, `openssl: ${made.stderr}`);
  writeFileSync(join(work, 'plantry.conf'), renderSite(cert, key));
  writeFileSync(join(work, 'nginx.conf'), mainConf());
  writeFileSync(join(work, 'acme/.well-known/acme-challenge/token-123'), 'challenge-answer');
  // A stored photo, as the image worker writes them.
  writeFileSync(join(uploads, 'recipes/photo.webp'), Buffer.alloc(4096, 7));

  const tested = spawnSync(nginx, ['-t', '-p', work, '-c', join(work, 'nginx.conf')], { encoding: 'utf8' });
  check(tested.status === 0, `nginx -t refused the file:\n${tested.stderr}`);
  const apiOutput = start(join(ROOT, 'node_modules/.bin/node'), ['backend/dist/main.js'], {
    NODE_ENV: 'test',
    DB_NAME: process.env.DB_NAME ?? 'plantry_test',
    REDIS_PREFIX: 'plantry_production_test',
    HOST: '127.0.0.1',
    PORT: String(API),
    PUBLIC_URL: `https://${HOST}`,
    TRUST_PROXY: '1',
    UPLOAD_DIR: uploads,
    LOG_LEVEL: 'warn',
  });
  const nginxOutput = start(nginx, ['-p', work, '-c', join(work, 'nginx.conf')]);
  await waitFor('the API behind nginx', () => curl(`${SITE}/api/health/live`).status === 200).catch((error) => {
    throw new Error(`${error.message}\nAPI: ${apiOutput()}\nnginx: ${nginxOutput()}`);
  });

  await step('nginx serves the site over HTTP/2 with TLS, and redirects plain HTTP to HTTPS', () => {
    const live = curl(`${SITE}/api/health/live`);
    check(live.version === '2' && live.status === 200, `GET /api/health/live: HTTP/${live.version} ${live.status}`);
    const page = curl(`http://${HOST}:${HTTP}/recipe/1?x=1`);
    check(
      page.status === 301 && page.headers.location === `https://${HOST}/recipe/1?x=1`,
      `plain HTTP: ${page.status} ${page.headers.location}`,
    );
    const acme = curl(`http://${HOST}:${HTTP}/.well-known/acme-challenge/token-123`);
    check(acme.status === 200 && acme.body === 'challenge-answer', `ACME challenge: ${acme.status} ${acme.body}`);
    return `HTTP/${live.version} ${live.status}; http:// → ${page.status} ${page.headers.location}; ACME challenge served`;
  });

  await step('compression stays the API’s: precompressed scripts keep brotli, photos are never compressed, caching headers pass on', () => {
    const html = curl(`${SITE}/`);
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html.body)?.[1];
    check(script, 'no script in the page');
    const asset = curl(`${SITE}${script}`, { 'Accept-Encoding': 'br, gzip' });
    check(
      asset.status === 200 && asset.headers['content-encoding'] === 'br',
      `${script}: ${asset.status}, encoding ${asset.headers['content-encoding']}`,
    );
    check(/immutable/.test(asset.headers['cache-control'] ?? ''), `${script}: Cache-Control ${asset.headers['cache-control']}`);
    const photo = curl(`${SITE}/uploads/recipes/photo.webp`, { 'Accept-Encoding': 'br, gzip' });
    check(
      photo.status === 200 && !photo.headers['content-encoding'],
      `photo: ${photo.status}, encoding ${photo.headers['content-encoding']}`,
    );
    check(
      photo.headers['cache-control'] && photo.headers.etag,
      `photo: Cache-Control ${photo.headers['cache-control']}, ETag ${photo.headers.etag}`,
    );
    return `${script}: br, ${asset.headers['cache-control']}; photo: no encoding, ${photo.headers['cache-control']}`;
  });

  await step('the proxy headers are right: the session cookie is Secure, the request id is nginx’s, /metrics is not public', () => {
    const captcha = curl(`${SITE}/api/captcha`, { 'X-Request-Id': 'chosen-by-the-client' });
    check(captcha.status === 200, `GET /api/captcha: ${captcha.status}`);
    check(/;\s*Secure/i.test(captcha.headers['set-cookie'] ?? ''), `Set-Cookie: ${captcha.headers['set-cookie']}`);
    check(/^[0-9a-f]{32}$/.test(captcha.headers['x-request-id'] ?? ''), `X-Request-Id: ${captcha.headers['x-request-id']}`);
    check(/max-age=\d+/.test(captcha.headers['strict-transport-security'] ?? ''), `HSTS: ${captcha.headers['strict-transport-security']}`);
    const metrics = curl(`${SITE}/metrics`, { Authorization: 'Bearer anything-at-all' });
    check(metrics.status === 404, `/metrics through nginx: ${metrics.status}`);
    return `Set-Cookie …; Secure; X-Request-Id ${captcha.headers['x-request-id']}; /metrics ${metrics.status}`;
  });

  await step('the systemd units of deploy/systemd pass systemd-analyze verify', () => {
    const units = join(work, 'systemd');
    mkdirSync(units);
    const files = readdirSync(join(ROOT, 'deploy/systemd'));
    for (const file of files) {
      const text = readFileSync(join(ROOT, 'deploy/systemd', file), 'utf8');
      check(text.includes('/srv/plantry') || file.endsWith('.timer'), `${file} does not install to /srv/plantry`);
      writeFileSync(join(units, file), text.replaceAll('/srv/plantry', ROOT.replace(/\/$/, '')));
    }
    const verified = spawnSync('systemd-analyze', ['verify', ...files.map((file) => join(units, file))], { encoding: 'utf8' });
    const problems = verified.stderr
      .split('\n')
      .filter((line) => /plantry-/.test(line) && !/Unit .* not found|mariadb|redis-server/.test(line));
    check(verified.status === 0 && problems.length === 0, `systemd-analyze verify (${verified.status}):\n${verified.stderr}`);
    return `${files.join(', ')}`;
  });
} catch (error) {
  fail(error.message);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(work, { recursive: true, force: true });
}
finish();
