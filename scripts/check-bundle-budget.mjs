// Holds the visitor home's first load to its budget: every JavaScript file the browser must fetch
// before the visitor home renders (the entry, the home page's lazy chunk and all they import
// statically), gzip-compressed, at most 200 KB. Also fails if admin or recipe-editor code is among
// them: visitors must never load it. Reads the manifest of the last `vite build` (build.manifest).
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
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

// The router lazy-loads the visitor home in guards.tsx; read which module it imports, so that the
// check follows the page if it moves. Manifest keys are source paths relative to frontend/.
const guards = readFileSync(join(frontend, 'src/app/guards.tsx'), 'utf8');
const lazyImport = guards.match(/VisitorHomePage\s*=\s*lazy\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]/);
if (!lazyImport) fail('Cannot find `VisitorHomePage = lazy(() => import(...))` in frontend/src/app/guards.tsx.');
const homeModule = posix.join('src/app', lazyImport[1]);
const homeKey = ['.tsx', '.ts', '.jsx', '.js'].map((ext) => homeModule + ext).find((key) => manifest[key]);
if (!homeKey) fail(`No chunk for ${homeModule} in the manifest: is it still lazy-loaded?`);
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && manifest[key].src === 'index.html');
if (!entryKey) fail('No index.html entry in the manifest.');

// The entry and the home chunk with their static imports, transitively. Dynamic imports load later
// (other pages, menus opened on demand), so they are not part of the first load.
const counted = new Set();
const visit = (key) => {
  if (counted.has(key)) return;
  counted.add(key);
  for (const imported of manifest[key].imports ?? []) visit(imported);
};
visit(entryKey);
visit(homeKey);

// Forbidden code is found two ways. A page or module loaded on its own (a lazy entry) keeps its
// source path as manifest key and `src`. A shared chunk has neither; Vite names it after one of its
// modules (RecipeForm.tsx gives '_RecipeForm-<hash>.js', name 'RecipeForm'), so its name is compared
// with the names of every forbidden source file. A forbidden module merged into a chunk named after
// another module would slip past: the route table keeps these areas behind lazy imports.
const forbiddenNames = new Set();
const collectNames = (path) => {
  const full = join(frontend, path);
  if (!existsSync(full)) fail(`frontend/${path} does not exist: update FORBIDDEN in ${basename(import.meta.url)}.`);
  if (extname(full)) forbiddenNames.add(basename(full, extname(full)));
  else for (const file of readdirSync(full, { recursive: true })) forbiddenNames.add(basename(file, extname(file)));
};
FORBIDDEN.forEach(collectNames);
const isForbidden = (key) => {
  const { src, name } = manifest[key];
  const path = src ?? key;
  return FORBIDDEN.some((area) => path === area || path.startsWith(`${area}/`)) || forbiddenNames.has(name);
};

const files = [...counted]
  .map((key) => ({ key, file: manifest[key].file, forbidden: isForbidden(key) }))
  .filter(({ file }) => file.endsWith('.js'))
  .map((entry) => ({ ...entry, gzip: gzipSync(readFileSync(join(dist, entry.file)), { level: 9 }).length }))
  .sort((a, b) => b.gzip - a.gzip);
const total = files.reduce((sum, { gzip }) => sum + gzip, 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const summary = `visitor home first load: ${kb(total)} gzip of JavaScript (budget ${kb(BUDGET)}), ${files.length} files`;

const list = files.map(({ key, file, gzip, forbidden: bad }) =>
  `  ${kb(gzip).padStart(9)}  ${file}${key === file ? '' : `  (${key})`}${bad ? '  <- admin or editor code' : ''}`,
);
const forbidden = files.filter((entry) => entry.forbidden);
const problems = [
  total > BUDGET && `over budget by ${kb(total - BUDGET)}`,
  forbidden.length > 0 && `${forbidden.length} file(s) of admin or editor code would load for visitors`,
].filter(Boolean);
if (problems.length > 0) {
  fail(`${summary}\nFAILED: ${problems.join('; ')}\n${list.join('\n')}\n  ${kb(total).padStart(9)}  total (budget ${kb(BUDGET)})`);
}
console.log(summary);
// `--list` shows the files too, to see where the bytes go.
if (process.argv.includes('--list')) console.log(list.join('\n'));
