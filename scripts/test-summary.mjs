// Adds up the JSON reports of every test runner of `make test` (Jest, Vitest, Playwright) into
// one closing line, 'N passed, N failed'. Skipped tests fail the run: CI skips nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.data/test-reports';
const counts = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  // Jest and Vitest share one shape; Playwright reports `stats`.
  const own = report.stats
    ? { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, skipped: report.stats.skipped }
    : { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + (report.numTodoTests ?? 0) };
  for (const key of Object.keys(counts)) counts[key] += own[key];
  lines.push(`  ${file.replace(/\.json$/, '').padEnd(18)} ${own.passed} passed, ${own.failed} failed, ${own.skipped} skipped`);
}
console.log(lines.join('\n'));
console.log(`${counts.passed} passed, ${counts.failed} failed`);
if (counts.skipped > 0) {
  console.error(`${counts.skipped} test(s) skipped: make test runs every test`);
  process.exit(1);
}
process.exit(counts.failed > 0 || counts.passed === 0 ? 1 : 0);
