// The steps of the script tests of `make test` (test-scale-demo.mjs, test-production.mjs): each
// step prints ✓ or ✗ with its time, a failed step does not stop the next, and `finish` writes the
// counts for make test's closing line (TEST_REPORT, in Jest's shape) and exits 1 on any failure.
// Also the HTTP request and polling helpers they share.
import { writeFileSync } from 'node:fs';
import http from 'node:http';

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Throws `message` unless `ok`. */
export function check(ok, message) {
  if (!ok) throw new Error(message);
}

export function createSteps() {
  const started = Date.now();
  let passes = 0;
  let failures = 0;
  return {
    /** Runs one step: `fn` may answer a note to print under it. */
    async step(title, fn) {
      const t = Date.now();
      try {
        const note = await fn();
        passes++;
        console.log(`  \x1b[32m✓\x1b[0m ${title} (${seconds(Date.now() - t)})${note ? `\n      ${note}` : ''}`);
      } catch (error) {
        failures++;
        console.log(`  \x1b[31m✗ ${title}\x1b[0m (${seconds(Date.now() - t)})\n      ${error.message}`);
      }
    },
    /** A failure outside the steps (the set-up). */
    fail(message) {
      failures++;
      console.log(`  \x1b[31m✗ ${message}\x1b[0m`);
    },
    finish() {
      if (process.env.TEST_REPORT) {
        writeFileSync(process.env.TEST_REPORT, JSON.stringify({ numPassedTests: passes, numFailedTests: failures, numPendingTests: 0 }));
      }
      console.log(
        failures
          ? `\x1b[31m${failures} failed\x1b[0m in ${seconds(Date.now() - started)}`
          : `All passed in ${seconds(Date.now() - started)}`,
      );
      process.exit(failures ? 1 : 0);
    },
  };
}

/**
 * One HTTP request to 127.0.0.1:`port` on a new connection, from `from` (a loopback address) when
 * given; a body is sent as JSON with `origin` as its Origin. Answers the status, headers, text,
 * JSON when it is, the `sid=` cookie set, and nginx's X-Plantry-Upstream.
 */
export function httpRequest(port, method, path, { body, cookie, headers = {}, from, origin, timeoutMs = 15000 } = {}) {
  const data = body === undefined ? undefined : JSON.stringify(body);
  const allHeaders = {
    ...(data === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), origin }),
    ...(cookie ? { cookie } : {}),
    ...headers,
  };
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers: allHeaders, localAddress: from, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => {
        let json;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        const sid = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).find((c) => c.startsWith('sid='));
        resolve({ status: res.statusCode, headers: res.headers, json, text, cookie: sid, upstream: res.headers['x-plantry-upstream'] });
      });
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`${method} ${path} on port ${port} timed out`)));
    req.on('error', reject);
    if (data !== undefined) req.write(data);
    req.end();
  });
}

/** Calls `fn` every 200 ms until it answers something other than undefined (a throw counts as undefined). */
export async function poll(what, fn, timeoutMs = 20000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
