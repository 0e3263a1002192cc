// bench/link-import/run: how many real recipe pages the link import reads fully. Each line of
// recipe_jsonld_all.jsonl (and the vegan subset) holds the exact JSON-LD blocks of a saved page of
// a real recipe site (recipe-scrapers' fixtures, ../shared/data/SOURCE.md); each is put back into
// an HTML page as its <script type="application/ld+json"> elements and read with the app's reader
// (backend/src/modules/link-import). Fully read: a title, ingredients, steps and a picture. Also
// counts times and servings, and lists the hosts of the pages read without a recipe.
// Run after `make build`: `make bench-link-import`. Optional: SAMPLES=/folder with the .jsonl files.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { replaceSection } from '../report.mjs';
import { DATA_FOLDER, pageOf, readSamples } from './recipe-pages.mjs';

const ROOT = new URL('../..', import.meta.url).pathname;
const { readRecipePage } = await import(join(ROOT, 'backend/dist/modules/link-import/index.js'));
const folder = resolve(process.env.SAMPLES ?? DATA_FOLDER);

function measure(file) {
  const lines = readSamples(file, folder);
  const tally = { pages: lines.length, broken: 0, recipe: 0, full: 0, core: 0, image: 0, time: 0, servings: 0, ingredients: 0, steps: 0 };
  const missed = [];
  const started = performance.now();
  for (const line of lines) {
    if (!line.all_blocks_parse) tally.broken++;
    const url = `https://${line.host}/recipes/${encodeURIComponent(line.fixture.split('/').pop())}`;
    const reading = readRecipePage(pageOf(line.jsonld_raw), url);
    if (!('recipe' in reading)) {
      missed.push(line.host);
      continue;
    }
    const r = reading.recipe;
    tally.recipe++;
    const core = r.title && r.ingredients.length > 0 && r.instructions.length > 0;
    if (core) tally.core++;
    if (core && r.imageUrl) tally.full++;
    if (r.imageUrl) tally.image++;
    if (r.prepMinutes !== null || r.cookMinutes !== null) tally.time++;
    if (r.servings !== null) tally.servings++;
    tally.ingredients += r.ingredients.length;
    tally.steps += r.instructions.length;
  }
  return { file, tally, missed, ms: performance.now() - started };
}

const files = ['recipe_jsonld_all.jsonl', 'recipe_jsonld_vegan.jsonl'];
if (!files.every((file) => existsSync(join(folder, file)))) {
  console.error(`No ${files.join(' and ')} in ${folder}: set SAMPLES to the folder holding them.`);
  process.exit(1);
}
const results = files.map(measure);
const pct = (n, of) => `${((100 * n) / of).toFixed(1)}%`;
const report = [
  `Command: \`make bench-link-import\` (bench/link-import/run.mjs), ${new Date().toISOString().slice(0, 10)}. Each line of the files is a saved page of a real recipe site (recipe-scrapers' fixtures, ../shared/data/SOURCE.md): its JSON-LD blocks, exactly as published, are put back into a page and read by the link import's reader (backend/src/modules/link-import). Fully read: title, ingredients, steps and a picture.`,
  '',
  '| file | pages | with a block that is not valid JSON | a recipe read | fully read | title, ingredients and steps | with a time | with servings | ingredients, steps a recipe (mean) | time a page |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...results.map(
    ({ file, tally: t, ms }) =>
      `| ${file} | ${t.pages} | ${t.broken} | ${t.recipe} (${pct(t.recipe, t.pages)}) | **${t.full} (${pct(t.full, t.pages)})** | ${t.core} (${pct(t.core, t.pages)}) | ${t.time} | ${t.servings} | ${(t.ingredients / t.recipe).toFixed(1)}, ${(t.steps / t.recipe).toFixed(1)} | ${(ms / t.pages).toFixed(2)} ms |`,
  ),
  '',
  `Pages read without a recipe (${results[0].missed.length} of the whole set): ${[...new Set(results[0].missed)].sort().join(', ') || 'none'}.`,
];
console.log(report.join('\n'));
replaceSection(join(ROOT, 'docs/benchmarks.md'), 'Link import (issue 25)', report.join('\n'));
