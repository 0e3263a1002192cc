// bench/parse/run: how well ingredient lines are read (issue 21). Reads every line of the
// hand-checked evaluation set, backend/src/modules/recipes/fixtures/ingredient-lines-eval.json
// (real lines from every file of ../shared/data, chosen by bench/parse/sample.mjs; what a right
// reading is: docs/decisions/catalogue.md, "Ingredients as data"), with the built readIngredientLine,
// compares each reading with the expected one (readingDifferences), prints the share read fully
// right and every miss, and writes them to docs/benchmarks.md (section 'Ingredient parsing').
// Fails under 97%. Run with `make bench-parse` (after `make build`). Optional: BACKEND_DIST=/path
// to a compiled backend (default backend/dist).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { replaceSection } from '../report.mjs';

const TARGET = 0.97;
const ROOT = new URL('../..', import.meta.url).pathname;
const DIST = resolve(process.env.BACKEND_DIST ?? join(ROOT, 'backend/dist'));
const load = (module) => import(pathToFileURL(join(DIST, 'modules/recipes', module)).href);
const { readIngredientLine } = await load('ingredient-lines.js');
const { readingDifferences } = await load('ingredient-reading-check.js');

const set = JSON.parse(readFileSync(join(ROOT, 'backend/src/modules/recipes/fixtures/ingredient-lines-eval.json'), 'utf8'));
const read = set.map((expected) => {
  const got = readIngredientLine(expected.text);
  return { expected, got, wrong: readingDifferences(got, expected) };
});
const misses = read.filter(({ wrong }) => wrong.length > 0);
const right = read.length - misses.length;
const percent = (part, whole) => `${((100 * part) / whole).toFixed(1)}%`;

/** A reading in one line: '2–3 tablespoon | olive oil | note: 30-45 ml', a heading as 'heading: …'. */
const shown = (reading) => {
  if (reading.isGroup) return `heading: ${reading.name}`;
  const amount =
    reading.quantity === null
      ? '–'
      : `${+reading.quantity.toFixed(4)}${reading.quantity2 === null ? '' : `–${+reading.quantity2.toFixed(4)}`}`;
  return `${amount} ${reading.unit ?? '(no unit)'} | ${reading.name}${reading.note ? ` | note: ${reading.note}` : ''}`;
};
const cell = (text) => text.replace(/`/g, "'");

const bySource = new Map();
for (const { expected, wrong } of read) {
  const [lines, ok] = bySource.get(expected.source) ?? [0, 0];
  bySource.set(expected.source, [lines + 1, ok + (wrong.length ? 0 : 1)]);
}

const lines = [
  `Command: \`make bench-parse\`, ${new Date().toISOString().slice(0, 10)}. Hand-checked readings of real ingredient lines (backend/src/modules/recipes/fixtures/ingredient-lines-eval.json, chosen by bench/parse/sample.mjs; the rules of a right reading are in docs/decisions/catalogue.md, "Ingredients as data"). A line is fully right when its amount (within 0.001), range end, unit, name (case, punctuation and spacing aside), note (the same words in any order) and heading mark all match.`,
  '',
  '| file of ../shared/data | lines | fully right |',
  '|---|---|---|',
  ...[...bySource].map(([source, [count, ok]]) => `| ${source} | ${count} | ${ok} (${percent(ok, count)}) |`),
  `| **all** | **${read.length}** | **${right} (${percent(right, read.length)})**, target ${TARGET * 100}% |`,
  '',
  `Misses (${misses.length}): the line, then expected and got as amount, unit, name and note, and the fields wrong.`,
  '',
  ...misses.flatMap(({ expected, got, wrong }) => [
    `- \`${cell(expected.text)}\` (${expected.source})`,
    `  - expected: ${cell(shown(expected))}`,
    `  - got: ${cell(shown(got))}`,
    `  - wrong: ${wrong.join(', ')}`,
  ]),
];
replaceSection(join(ROOT, 'docs/benchmarks.md'), 'Ingredient parsing', lines.join('\n'));
console.log(lines.join('\n'));
if (right / read.length < TARGET) {
  console.error(`\n${percent(right, read.length)} fully right, under the ${TARGET * 100}% target.`);
  process.exitCode = 1;
}
