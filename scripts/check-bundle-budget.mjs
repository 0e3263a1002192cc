// Holds the visitor home's first load to its budget: every JavaScript file the browser must fetch
// before the visitor home renders (the entry, the home page's lazy chunk and all they import
// statically), gzip-compressed, at most 200 KB. Also fails if admin or recipe-editor code is among
// them: visitors must never load it. Reads the manifest of the last `vite build` in frontend/.
// `--list` prints the counted files on success too.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET = 200 * 1024;
const frontend = fileURLToPath(new URL('../frontend/', import.meta.url));
const dist = join(frontend, 'dist');
const manifestFile = join(dist, '.vite/manifest.json');

/** Code visitors must never load: the admin area and the recipe editors (create, edit, their form). */
const FORBIDDEN = [
  'src/features/admin',
  'src/features/recipes/form',
  'src/features/recipes/CreateRecipePage.tsx',
  'src/features/recipes/EditRecipePage.tsx',
];

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (!existsSync(manifestFile)) fail(`${manifestFile} is missing: run \`vite build\` in frontend/ first.`);
// Keys are source paths relative to frontend/ for entries and lazy-loaded modules, '_<file>' for
// shared chunks; `imports` lists a chunk's static imports, `dynamicImports` its lazy ones.
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

// The app lazy-loads the visitor home in guards.tsx; read which module it imports, so that the
// check follows the page if it moves.
const guards = readFileSync(join(frontend, 'src/app/guards.tsx'), 'utf8');
const lazyImport = guards.match(/VisitorHomePage\s*=\s*lazy(?:Component)?\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]/);
if (!lazyImport) fail('Cannot find `VisitorHomePage = lazyComponent(() => import(...))` in frontend/src/app/guards.tsx.');
const homeModule = posix.join('src/app', lazyImport[1]);
const homeKey = ['.tsx', '.ts', '.jsx', '.js'].map((ext) => homeModule + ext).find((key) => manifest[key]);
if (!homeKey) fail(`No chunk of its own for ${homeModule} in the manifest: is it still lazy-loaded?`);
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && manifest[key].src === 'index.html');
if (!entryKey) fail('No index.html entry in the manifest.');

// The entry and the home chunk with their static imports, transitively, each once. Dynamic imports
// load later (other pages, menus opened on demand, the toasts), so they are not part of it.
const counted = new Set();
const visit = (key) => {
  if (counted.has(key)) return;
  counted.add(key);
  for (const imported of manifest[key].imports ?? []) visit(imported);
};
visit(entryKey);
visit(homeKey);

// Forbidden code is recognised by where it comes from, three ways:
// - a counted chunk whose manifest `src` is forbidden (a lazy-loaded page's own chunk);
// - a counted shared chunk named after a forbidden module: Vite names a shared chunk after one of
//   its modules (RecipeForm.tsx gives '_RecipeForm-<hash>.js', name 'RecipeForm'), so chunk names
//   are compared with the names of every file under FORBIDDEN;
// - any forbidden module inside a counted chunk, whatever the chunk's name (a helper imported by
//   the header ends up in the entry's chunk): the manifest names no modules, so the build lists
//   them in chunk-modules.json (see chunkModules in frontend/vite.config.ts).
const modulesFile = join(dist, '.vite/chunk-modules.json');
if (!existsSync(modulesFile)) fail(`${modulesFile} is missing: is chunkModules() still in frontend/vite.config.ts?`);
const chunkModules = JSON.parse(readFileSync(modulesFile, 'utf8'));
const isForbiddenPath = (path) => FORBIDDEN.some((area) => path === area || path.startsWith(`${area}/`));
const forbiddenNames = new Set();
for (const path of FORBIDDEN) {
  const full = join(frontend, path);
  if (!existsSync(full)) fail(`frontend/${path} does not exist: update FORBIDDEN in scripts/check-bundle-budget.mjs.`);
  const files = extname(full) ? [full] : readdirSync(full, { recursive: true });
  for (const file of files) forbiddenNames.add(basename(file, extname(file)));
}
/** What in a chunk is admin or editor code, if anything. */
const forbiddenIn = ({ src, file, name }) => [
  ...(src && isForbiddenPath(src) ? [src] : []),
  ...(forbiddenNames.has(name) ? [`chunk named ${name}`] : []),
  ...(chunkModules[file] ?? []).filter((module) => module !== src && isForbiddenPath(module)),
];

const files = [...counted]
  .map((key) => ({ key, ...manifest[key] }))
  .filter(({ file }) => file.endsWith('.js'))
  .map((chunk) => ({
    key: chunk.key,
    file: chunk.file,
    forbidden: forbiddenIn(chunk),
    gzip: gzipSync(readFileSync(join(dist, chunk.file)), { level: 9 }).length,
  }))
  .sort((a, b) => b.gzip - a.gzip);
const total = files.reduce((sum, { gzip }) => sum + gzip, 0);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const summary = `visitor home first load: ${kb(total)} gzip of JavaScript (budget ${BUDGET / 1024} KB), ${files.length} files`;
const list = files.map(
  ({ key, file, gzip, forbidden }) =>
    `  ${kb(gzip).padStart(9)}  ${file}  (${key})${forbidden.length ? `  <- admin or recipe-editor code: ${forbidden.join(', ')}` : ''}`,
);
const problems = [
  total > BUDGET && `${kb(total - BUDGET)} over budget`,
  files.some((chunk) => chunk.forbidden.length > 0) && 'admin or recipe-editor code loads for visitors',
].filter(Boolean);

if (problems.length > 0) {
  fail(
    [
      `FAILED: ${problems.join('; ')}.`,
      summary,
      ...list,
      `  ${kb(total).padStart(9)}  total, budget ${BUDGET / 1024} KB (${BUDGET} bytes)`,
    ].join('\n'),
  );
}
console.log(summary);
if (process.argv.includes('--list')) console.log(list.join('\n'));
