// bench/free-from/run: how the free-from facets read real recipes. Reads the hand-checked recipes of
// libs/shared/src/fixtures/free-from-recipes.json (140 real recipes from ../shared/data, each with the
// keys it is free from, decided by reading every line) and reports, per key, the precision and
// recall of 'free from'; then times containedIn over every ingredient line of
// veganuary_vegan_recipes.csv as a CSV import stores them. Writes the figures to docs/benchmarks.md
// (section 'Free-from facets'). Run with `make bench-free-from` (after `make build`). Optional:
// SAMPLES=/path/to/folder holding veganuary_vegan_recipes.csv.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parse } from 'csv-parse/sync';
import { containedIn, freeFromOf, FREE_FROM_KEYS, RECIPE_LIMITS } from '../../libs/shared/dist/index.js';
import { importedLines } from '../../backend/dist/modules/import/import-text.js';
import { replaceSection } from '../report.mjs';

const ROOT = new URL('../..', import.meta.url).pathname;
const recipes = JSON.parse(readFileSync(join(ROOT, 'libs/shared/src/fixtures/free-from-recipes.json'), 'utf8'));
const csv = join(resolve(process.env.SAMPLES ?? join(ROOT, '../shared/data')), 'veganuary_vegan_recipes.csv');
if (!existsSync(csv)) {
  console.error(`No ${csv}: set SAMPLES to the folder holding veganuary_vegan_recipes.csv.`);
  process.exit(1);
}

const percent = (part, whole) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`);

/** Per key: recipe-keys truly free, said free, both; and every wrong 'free' and missed 'free'. */
function score(list) {
  const rows = FREE_FROM_KEYS.map((key) => ({ key, truly: 0, said: 0, both: 0 }));
  const unsafe = [];
  const missed = [];
  for (const recipe of list) {
    const said = new Set(freeFromOf(recipe.ingredients));
    for (const row of rows) {
      const truly = recipe.free.includes(row.key);
      const saysFree = said.has(row.key);
      row.truly += truly ? 1 : 0;
      row.said += saysFree ? 1 : 0;
      row.both += truly && saysFree ? 1 : 0;
      if (saysFree && !truly) unsafe.push(`${recipe.title} (${recipe.source}): ${row.key}`);
      if (truly && !saysFree) {
        const line = recipe.ingredients.find((text) => containedIn([text]).has(row.key)) ?? '';
        missed.push(`${recipe.title} (${recipe.source}): ${row.key}, from "${line.slice(0, 100)}${line.length > 100 ? '…' : ''}"`);
      }
    }
  }
  const total = rows.reduce((sum, row) => ({ truly: sum.truly + row.truly, said: sum.said + row.said, both: sum.both + row.both }), {
    truly: 0,
    said: 0,
    both: 0,
  });
  return { rows, total, unsafe, missed };
}

const table = (list, { rows, total }) => [
  `| key | recipes truly free (of ${list.length}) | said free | precision | recall |`,
  '|---|---|---|---|---|',
  ...rows.map((row) => `| ${row.key} | ${row.truly} | ${row.said} | ${percent(row.both, row.said)} | ${percent(row.both, row.truly)} |`),
  `| all keys | ${total.truly} | ${total.said} | ${percent(total.both, total.said)} | ${percent(total.both, total.truly)} |`,
];

const all = score(recipes);
const heldOut = recipes.filter((recipe) => recipe.heldOut);
const held = score(heldOut);
const sources = [...new Set(recipes.map((recipe) => recipe.source))].map(
  (source) => `${source} ${recipes.filter((recipe) => recipe.source === source).length}`,
);

// Speed: every ingredient line of the veganuary file, one line at a time, after a warm-up.
const lines = parse(readFileSync(csv), { columns: true, bom: true }).flatMap((row) =>
  importedLines(row.ingredients, RECIPE_LIMITS.listItemMax),
);
for (const line of lines) containedIn([line]);
const rounds = 5;
const started = performance.now();
for (let round = 0; round < rounds; round += 1) for (const line of lines) containedIn([line]);
const microseconds = ((performance.now() - started) * 1000) / (rounds * lines.length);

const report = [
  `Command: \`make bench-free-from\` (bench/free-from/run.mjs), ${new Date().toISOString().slice(0, 10)}. The taxonomy is in libs/shared/src/free-from-words.ts, the decisions in docs/decisions/free-from.md.`,
  '',
  `Data: libs/shared/src/fixtures/free-from-recipes.json, ${recipes.length} real recipes (${sources.join(', ')}; ${recipes.reduce((sum, recipe) => sum + recipe.ingredients.length, 0)} lines), each labelled by reading every line before the figures were compared. Precision: of the recipe-keys said free, the share truly free (a miss here is a wrong 'free from'). Recall: of the recipe-keys truly free, the share said free.`,
  '',
  ...table(recipes, all),
  '',
  `Of these, ${heldOut.length} recipes were drawn and labelled after the taxonomy was written (the others were read while writing it):`,
  '',
  ...table(heldOut, held),
  '',
  `Speed: ${lines.length} ingredient lines of veganuary_vegan_recipes.csv, ${microseconds.toFixed(2)} µs per line (mean of ${rounds} rounds, node ${process.version}); target under 20 µs.`,
  '',
  `Wrong 'free from' (recipe, key): ${all.unsafe.length ? '' : 'none.'}`,
  ...all.unsafe.map((text) => `- ${text}`),
  '',
  `Missed 'free from' (recipe, key, first line read as containing it): ${all.missed.length ? '' : 'none.'}`,
  ...all.missed.map((text) => `- ${text}`),
];
replaceSection(join(ROOT, 'docs/benchmarks.md'), 'Free-from facets', report.join('\n'));
console.log(report.join('\n'));
if (all.unsafe.length || microseconds >= 20) process.exitCode = 1;
