// bench/vegan-check/run: how the vegan check reads real recipes. Reads every recipe of
// veganuary_vegan_recipes.csv (all vegan) from ../shared/data the way a CSV import stores its
// ingredient lines, counts the recipes the check flags, and checks the hand-checked animal-product
// lines of libs/shared/src/fixtures/animal-product-lines.json. Writes the read recipes to
// libs/shared/src/fixtures/veganuary-ingredients.json (the unit tests' copy, so they do not need
// ../shared/data) and the figures to docs/benchmarks.md (section 'Vegan check').
// Run with `make bench-vegan` (after `make build`). Optional: SAMPLES=/path/to/folder.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { nonVeganTerm, veganFlags, RECIPE_LIMITS } from '../../libs/shared/dist/index.js';
import { importedLines } from '../../backend/dist/modules/import/import-text.js';
import { replaceSection } from '../report.mjs';

const ROOT = new URL('../..', import.meta.url).pathname;
const FIXTURES = join(ROOT, 'libs/shared/src/fixtures');
const csv = join(resolve(process.env.SAMPLES ?? join(ROOT, '../shared/data')), 'veganuary_vegan_recipes.csv');
if (!existsSync(csv)) {
  console.error(`No ${csv}: set SAMPLES to the folder holding veganuary_vegan_recipes.csv.`);
  process.exit(1);
}

const recipes = parse(readFileSync(csv), { columns: true, bom: true }).map((row) => ({
  title: row.title.trim(),
  ingredients: importedLines(row.ingredients, RECIPE_LIMITS.listItemMax),
}));
// One recipe a line, so that a change in the source shows as a change of that recipe.
writeFileSync(join(FIXTURES, 'veganuary-ingredients.json'), `[\n${recipes.map((recipe) => JSON.stringify(recipe)).join(',\n')}\n]\n`);

const flagged = recipes.filter((recipe) => veganFlags(recipe.ingredients).length > 0);
const animal = JSON.parse(readFileSync(join(FIXTURES, 'animal-product-lines.json'), 'utf8'));
const missed = animal.filter(({ line }) => nonVeganTerm(line) === undefined);
const percent = (part, whole) => `${((100 * part) / whole).toFixed(2)}%`;

const lines = [
  `Command: \`make bench-vegan\`, ${new Date().toISOString().slice(0, 10)}. The rules are in libs/shared/src/vegan-check.ts and docs/decisions/sharing.md.`,
  '',
  '| data | count | flagged by the check | target |',
  '|---|---|---|---|',
  `| veganuary_vegan_recipes.csv, recipes (all vegan; ingredient lines as an import stores them) | ${recipes.length} | ${flagged.length} (${percent(flagged.length, recipes.length)}) | under 1% |`,
  `| hand-checked animal-product lines from the other files of ../shared/data | ${animal.length} | ${animal.length - missed.length} (${percent(animal.length - missed.length, animal.length)}) | all |`,
  '',
  'Vegan recipes still flagged, with the first line flagged:',
  '',
  ...flagged.map((recipe) => {
    const [first] = veganFlags(recipe.ingredients);
    return `- ${recipe.title}: "${first.line.slice(0, 120)}" (${first.term})`;
  }),
  ...(missed.length ? ['', 'Animal-product lines missed:', '', ...missed.map(({ line }) => `- ${line}`)] : []),
];
replaceSection(join(ROOT, 'docs/benchmarks.md'), 'Vegan check', lines.join('\n'));
console.log(lines.join('\n'));
if (missed.length) process.exitCode = 1;
