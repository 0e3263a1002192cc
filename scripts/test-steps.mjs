// The steps of the script tests of `make test` (test-scale-demo.mjs, test-production.mjs): each
// step prints ✓ or ✗ with its time, a failed step does not stop the next, and `finish` writes the
// counts for make test's closing line (TEST_REPORT, in Jest's shape) and exits 1 on any failure.
import { writeFileSync } from 'node:fs';

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
      console.log(failures ? `\x1b[31m${failures} failed\x1b[0m in ${seconds(Date.now() - started)}` : `All passed in ${seconds(Date.now() - started)}`);
      process.exit(failures ? 1 : 0);
    },
  };
}
