import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../src/config/app-config.js';

/** Where the fault tests' measurements go, beside the test reports of `make test`. */
export const FIGURES_FILE = join(REPO_ROOT, '.data/test-reports/fault-figures.txt');

/**
 * Records what a fault test measured (answer times, recovery times, throughput): printed with the
 * test's output and appended, with the time, to FIGURES_FILE.
 */
export function reportFigures(test: string, figures: string): void {
  const line = `${new Date().toISOString()} ${test}: ${figures}\n`;
  process.stderr.write(`  [figures] ${test}: ${figures}\n`);
  mkdirSync(join(REPO_ROOT, '.data/test-reports'), { recursive: true });
  appendFileSync(FIGURES_FILE, line);
}
