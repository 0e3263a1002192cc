// bench/import: rows per second of the CSV import worker and its peak memory, for generated files
// of 10,000, 50,000 and 100,000 recipe rows without images, through the real API and worker
// processes on a database of their own. Results go to docs/benchmarks.md (section 'CSV import').
// Run with `make bench-import` (after `make build`; MariaDB and Redis must answer).
// Optional: SIZES=10000,50000,100000 (the default).
import { once } from 'node:events';
import { createWriteStream, statSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { replaceSection } from '../report.mjs';
import { peakMb, ROOT, rssMb, startImportStack } from './import-stack.mjs';

const SIZES = (process.env.SIZES ?? '10000,50000,100000').split(',').map(Number);

const CUISINES = ['Indian', 'Italian', 'Mexican', 'Thai', 'Japanese', 'Ethiopian', 'Lebanese', 'Korean', 'Greek', 'Moroccan'];
const WORDS = 'lentil chickpea tomato smoky herb spiced roasted crispy creamy garlic ginger lemon coconut pepper'.split(' ');
const word = (n, k) => WORDS[(n * 7 + k * 3) % WORDS.length];
const quote = (text) => `"${text.replace(/"/g, '""')}"`;

/** Row n of a file (each file its own recipes): about 700 bytes of title, intro, 8 ingredients, 4 steps, cuisine, tags. */
function recipeRow(file, n) {
  const title = `${word(n, 1)} ${word(n, 2)} bowl ${file}-${n}`;
  const intro = `A ${word(n, 3)} and ${word(n, 4)} bowl for busy evenings, number ${n}, ready in about thirty minutes with pantry staples.`;
  const ingredients = Array.from({ length: 8 }, (_, k) => `${k + 1} tbsp ${word(n, k)} ${word(n + k, 5)} (${n % 97})`).join('\n');
  const method = Array.from(
    { length: 4 },
    (_, k) =>
      `${k + 1}. ${['Warm', 'Add', 'Simmer', 'Serve'][k]} the ${word(n, k + 6)} part gently for ${5 + k * 3} minutes, stirring now and then.`,
  ).join('\n');
  return [title, intro, ingredients, method, CUISINES[n % CUISINES.length], `${word(n, 8)}, weeknight, bowl`].map(quote).join(',');
}

async function writeCsv(folder, rows) {
  const file = join(folder, `recipes-${rows}.csv`);
  const out = createWriteStream(file);
  out.write('title,intro,ingredients,method,cuisine,keywords\n');
  for (let n = 0; n < rows; n++) if (!out.write(`${recipeRow(rows, n)}\n`)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
  return file;
}

/**
 * Imports one file with a fresh worker, then waits for the worker's job that reads the imported
 * ingredient lines; answers rows/s of each and the worker's memory over both.
 */
async function measure(stack, rows) {
  const file = await writeCsv(stack.work, rows);
  const worker = await stack.startWorker();
  const idleMb = rssMb(worker.pid);
  const { jobId, uploadMs } = await stack.upload(file);
  const report = await stack.finished(jobId);
  await stack.readingsDone();
  const readSeconds = (Date.now() - Date.parse(report.finishedAt)) / 1000;
  const peak = peakMb(worker.pid);
  await stack.stopWorker(worker);
  if (report.state !== 'completed' || report.created !== rows) throw new Error(`import ended ${report.state}: ${JSON.stringify(report)}`);
  const seconds = (Date.parse(report.finishedAt) - Date.parse(report.startedAt)) / 1000;
  const megabytes = statSync(file).size / 1024 / 1024;
  return {
    rows,
    megabytes,
    uploadMs,
    seconds,
    perSecond: rows / seconds,
    readSeconds,
    readPerSecond: rows / readSeconds,
    idleMb,
    peakMb: peak,
  };
}

const stack = await startImportStack('bench_import');
try {
  const results = [];
  for (const rows of SIZES) {
    results.push(await measure(stack, rows));
    console.log(results.at(-1));
  }
  const large = results.at(-1);
  const ratios = results
    .slice(0, -1)
    .map((r) => `${(large.peakMb / r.peakMb).toFixed(2)} times the ${r.rows.toLocaleString('en')}-row file's`);
  const lines = [
    `Command: \`make bench-import\` (SIZES=${SIZES.join(',')}), ${new Date().toISOString().slice(0, 10)}, ${cpus().length} CPU cores, Node ${process.versions.node}, MariaDB and Redis on loopback.`,
    '',
    'Generated files of recipe rows (title, intro, 8 ingredients, 4 numbered steps, one of 10 cuisines, 3 keywords; no images)',
    'uploaded to the production build of the API and imported by a fresh worker process each, into an empty database of its own.',
    'Rows per second run from the worker starting the import to its last batch (both passes: counting, then reading and writing in',
    "transactions of 100 rows). The rows are stored with their ingredient lines unread; the worker's read-ingredients job,",
    "added as the import ends, then reads them in batches of 500 (measured from the import's end to the last recipe read;",
    "answers read an unread recipe's lines afresh meanwhile). Peak memory is the worker process's VmHWM over both.",
    '',
    '| rows | file | upload (202) | import | rows per second | ingredients then read | recipes read per second | worker idle RSS | worker peak (VmHWM) |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.rows.toLocaleString('en')} | ${r.megabytes.toFixed(1)} MB | ${(r.uploadMs / 1000).toFixed(1)} s | ${r.seconds.toFixed(1)} s | ${Math.round(r.perSecond).toLocaleString('en')} | ${r.readSeconds.toFixed(1)} s | ${Math.round(r.readPerSecond).toLocaleString('en')} | ${r.idleMb.toFixed(0)} MB | ${r.peakMb.toFixed(0)} MB |`,
    ),
    '',
    `Target: at least 2,000 rows per second (slowest here: ${Math.round(Math.min(...results.map((r) => r.perSecond))).toLocaleString('en')}), and memory that does not grow with the file:`,
    `the ${large.rows.toLocaleString('en')}-row file's peak is ${ratios.join(' and ')} peak (small files end before the worker's heap reaches its working size).`,
  ];
  replaceSection(join(ROOT, 'docs/benchmarks.md'), 'CSV import', lines.join('\n'));
  console.log(lines.join('\n'));
} finally {
  await stack.close();
}
