// bench/parse/sample: how the lines of the parsing evaluation set were chosen. Reads every file of
// ../shared/data, splits each recipe's ingredients as a CSV import stores them (importedLines; a
// JSON-LD page's recipeIngredient list goes through the same function), and takes every Nth
// distinct line of each file, N being that file's count over PER_FILE, starting at the middle of
// the first stride; a line already taken (the vegan files are subsets of the others) gives way to
// the next one. Prints one JSON object a
// line ({ source, text }); the expected readings of
// backend/src/modules/recipes/fixtures/ingredient-lines-eval.json were written by hand from it.
// Run with `node bench/parse/sample.mjs` (after `make build`). Optional: SAMPLES=/path/to/folder, PER_FILE=58.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { RECIPE_LIMITS } from '../../libs/shared/dist/index.js';
import { importedLines } from '../../backend/dist/modules/import/import-text.js';

const ROOT = new URL('../..', import.meta.url).pathname;
const DATA = resolve(process.env.SAMPLES ?? join(ROOT, '../shared/data'));
const PER_FILE = Number(process.env.PER_FILE ?? 58);
const lines = (value) => importedLines(value, RECIPE_LIMITS.listItemMax);

/** The Recipe nodes of a JSON-LD block: at its top, in a list, or in @graph. */
function recipeNodes(node) {
  if (Array.isArray(node)) return node.flatMap(recipeNodes);
  if (!node || typeof node !== 'object') return [];
  const type = [node['@type']].flat();
  return [...(type.includes('Recipe') ? [node] : []), ...recipeNodes(node['@graph'] ?? [])];
}

function jsonLdLines(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((page) =>
      JSON.parse(page).jsonld_raw.flatMap((block) => {
        try {
          return recipeNodes(JSON.parse(block));
        } catch {
          return []; // a block that is not valid JSON (all_blocks_parse: false)
        }
      }),
    )
    .flatMap((recipe) =>
      Array.isArray(recipe.recipeIngredient)
        ? lines(JSON.stringify(recipe.recipeIngredient.filter((item) => typeof item === 'string')))
        : [],
    );
}

const csvLines = (file, column) =>
  parse(readFileSync(file), { columns: true, bom: true, relax_column_count: true }).flatMap((row) => lines(row[column]));

const FILES = [
  ['epicurious_recipes_2000_subset.csv', (file) => csvLines(file, 'Ingredients')],
  ['recipe_jsonld_all.jsonl', jsonLdLines],
  ['recipe_jsonld_vegan.jsonl', jsonLdLines],
  ['recipe_scrapers_all_import_format.csv', (file) => csvLines(file, 'ingredients')],
  ['recipe_scrapers_vegan_import_format.csv', (file) => csvLines(file, 'ingredients')],
  ['veganuary_vegan_recipes.csv', (file) => csvLines(file, 'ingredients')],
];

const taken = new Set();
for (const [name, read] of FILES) {
  const file = join(DATA, name);
  if (!existsSync(file)) {
    console.error(`No ${file}: set SAMPLES to the folder holding the files of SOURCE.md.`);
    process.exit(1);
  }
  const unique = [...new Set(read(file))];
  const stride = unique.length / PER_FILE;
  for (let i = 0; i < PER_FILE && i < unique.length; i += 1) {
    let at = Math.floor(stride / 2 + i * stride);
    while (at < unique.length - 1 && taken.has(unique[at])) at += 1;
    if (taken.has(unique[at])) continue;
    taken.add(unique[at]);
    console.log(JSON.stringify({ source: name, text: unique[at] }));
  }
}
