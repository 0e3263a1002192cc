// After a failed end-to-end run: each failed test's title and the start of its error, read from
// Playwright's JSON report, printed last so that a log's tail (CI shows only its end) says what
// failed and why, not only the attachments' paths.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(process.argv[2] ?? '.data/test-reports/e2e.json', 'utf8'));
// eslint-disable-next-line no-control-regex
const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

function* failures(suite, path = []) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      const failed = test.results.filter((result) => result.status !== 'passed' && result.status !== 'skipped');
      if (test.status === 'unexpected') yield { title: [...path, spec.title].join(' › '), project: test.projectName, failed };
    }
  }
  for (const child of suite.suites ?? []) yield* failures(child, [...path, child.title].filter(Boolean));
}

for (const { title, project, failed } of report.suites.flatMap((suite) => [...failures(suite, [suite.title])])) {
  console.log(`\nFAILED [${project}] ${title}`);
  for (const result of failed) {
    const message = plain(result.error?.message ?? result.errors?.[0]?.message ?? result.status);
    console.log(
      message
        .split('\n')
        .slice(0, 24)
        .map((line) => `  ${line.slice(0, 300)}`)
        .join('\n'),
    );
  }
}
