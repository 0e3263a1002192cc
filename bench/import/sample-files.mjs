// bench/import/sample-files: imports every CSV file of a folder (by default ../shared/data, the
// real recipe files kept beside the project for tests) twice through the production build, and
// reports what each import did. The second import of each file must create nothing. Results go to
// docs/benchmarks.md (section 'Sample data imports').
// Run with `make import-samples` (after `make build`). Optional: SAMPLES=/path/to/folder.
// Image URLs in the files are fetched by the worker when the machine can reach them.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { replaceSection } from '../report.mjs';
import { ROOT, startImportStack } from './import-stack.mjs';

const folder = resolve(process.env.SAMPLES ?? join(ROOT, '../shared/data'));
if (!existsSync(folder)) {
  console.error(`No sample folder at ${folder}: set SAMPLES to a folder of CSV files.`);
  process.exit(1);
}
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.csv'))
  .sort();

const stack = await startImportStack('import_samples');
const worker = await stack.startWorker();
try {
  const rows = [];
  for (const name of files) {
    const first = await stack.finished((await stack.upload(join(folder, name))).jobId);
    const second = await stack.finished((await stack.upload(join(folder, name))).jobId);
    rows.push({ name, first, second });
    console.log(name, first.state, first.created, first.skipped, first.failed, '| again:', second.created, second.skipped);
  }
  const [{ n: recipes }] = await stack.query('select count(*) as n from recipes');
  const failedSecond = rows.filter((r) => r.second.created !== 0 || r.second.state !== 'completed');
  const lines = [
    `Command: \`make import-samples\` (${folder}), ${new Date().toISOString().slice(0, 10)}. The files are imported one after another (in name order) into one emptied database, each imported a second time at once.`,
    '',
    '| file | rows | created | skipped | failed rows | flagged by the vegan check | images not imported | second import: created / skipped |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      ({ name, first, second }) =>
        `| ${name} | ${first.rowsTotal} | ${first.created} | ${first.skipped} | ${first.failed} | ${first.flagged} | ${first.imagesFailed} | ${second.created} / ${second.skipped} |`,
    ),
    '',
    `Recipes in the database afterwards: ${recipes}. Rows fail for an empty title, ingredients or method, or text over the recipe limits;`,
    'the problems of each import are in its report. Files sharing recipes skip those already imported from an earlier file (the vegan recipe-scrapers file is a subset of the other).',
    'Images are fetched through the safe fetcher when the machine reaches the internet; without DNS, as on the machines these were measured on, each row with an image reports it and is imported without it.',
  ];
  replaceSection(join(ROOT, 'docs/benchmarks.md'), 'Sample data imports', lines.join('\n'));
  console.log(lines.join('\n'));
  if (failedSecond.length) throw new Error(`a second import created recipes: ${failedSecond.map((r) => r.name).join(', ')}`);
} finally {
  await stack.stopWorker(worker);
  await stack.close();
}
