// bench/nutrition/run: how much of real recipes the nutrition table covers. Reads every recipe of
// veganuary_vegan_recipes.csv as a CSV import stores its lines, reads each line with the app's reader,
// and prints the distribution of covered lines per recipe, how many recipes with a 'Serves N' get a
// figure per serving, and the foods most often left uncovered (docs/decisions/nutrition.md).
// Run after `make build`. Optional: SAMPLES=/path/to/folder holding veganuary_vegan_recipes.csv;
// BACKEND_DIST=/path/to/a/backend build (default backend/dist).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { RECIPE_LIMITS } from '../../libs/shared/dist/index.js';

const ROOT = new URL('../..', import.meta.url).pathname;
const dist = resolve(process.env.BACKEND_DIST ?? join(ROOT, 'backend/dist'));
const { importedLines } = await import(join(dist, 'modules/import/import-text.js'));
const { readIngredientLine } = await import(join(dist, 'modules/recipes/ingredient-lines.js'));
const { nutritionOf, coveredLine, COVERAGE_THRESHOLD } = await import(join(dist, 'modules/recipes/nutrition/nutrition.js'));
const { isStaple } = await import(join(dist, 'modules/recipes/nutrition/match.js'));

const csv = join(resolve(process.env.SAMPLES ?? join(ROOT, '../shared/data')), 'veganuary_vegan_recipes.csv');
if (!existsSync(csv)) {
  console.error(`No ${csv}: set SAMPLES to the folder holding veganuary_vegan_recipes.csv.`);
  process.exit(1);
}

const rows = parse(readFileSync(csv), { columns: true, bom: true });
const BUCKETS = ['0-20%', '20-40%', '40-60%', '60-80%', '80-100%'];
const buckets = new Map(BUCKETS.map((bucket) => [bucket, 0]));
const missing = new Map();
const kcal = [];
let counted = 0;
let covered = 0;
let served = 0;
for (const row of rows) {
  const lines = importedLines(row.ingredients, RECIPE_LIMITS.listItemMax).map(readIngredientLine);
  const serves = /\bserves\s+(\d+)/i.exec(row.preparation ?? '');
  const result = nutritionOf(lines, serves ? Number(serves[1]) : null);
  counted += result.counted;
  covered += result.covered;
  const share = result.counted === 0 ? 0 : result.covered / result.counted;
  const bucket = BUCKETS[Math.min(4, Math.floor(share * 5))];
  buckets.set(bucket, buckets.get(bucket) + 1);
  if (serves) served += 1;
  if (result.perServing) kcal.push(result.perServing.energyKcal);
  for (const line of lines) {
    if (line.isGroup || isStaple(line) || coveredLine(line)) continue;
    const name = line.name.toLowerCase();
    missing.set(name, (missing.get(name) ?? 0) + 1);
  }
}
kcal.sort((a, b) => a - b);
const percent = (part, whole) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`);
console.log(`${rows.length} recipes of ${csv}; threshold ${COVERAGE_THRESHOLD * 100}% of counted lines covered`);
console.log(`lines counted ${counted}, covered ${covered} (${percent(covered, counted)})`);
console.log('recipes by share of counted lines covered:');
for (const [bucket, count] of buckets) console.log(`  ${bucket.padEnd(8)} ${String(count).padStart(5)}  ${percent(count, rows.length)}`);
console.log(`with 'Serves N': ${served}; with a figure per serving: ${kcal.length} (${percent(kcal.length, served)})`);
if (kcal.length) console.log(`kcal per serving: min ${kcal[0]}, median ${kcal[kcal.length >> 1]}, max ${kcal.at(-1)}`);
console.log(
  'most often uncovered:',
  [...missing]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 30)
    .map(([name, count]) => `${name} (${count})`)
    .join(', '),
);
