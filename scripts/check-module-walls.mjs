// Counts the reach-ins across the backend's module walls (docs/architecture.md, 'Modules'):
//   - an import from outside a module into any file of it but its door, backend/src/modules/<name>/index.ts.
//     Entities are the exception in three places only: other modules' entity files (the ORM's
//     relations are where entities meet), the ORM's registry of every entity
//     (infrastructure/database/entities.ts), and the development seed (src/seed/), which writes
//     demo data straight through the ORM as a migration would;
//   - an import of any module from common/, config/ or infrastructure/, which sit below the modules
//     (but the ORM's registry);
//   - SQL in a module that writes (insert, update, delete, replace) a table another module owns.
// Prints each reach-in and the module map (which module imports which door), and exits 1 when
// there is any, so `make check` fails. `--map` prints the map only and always exits 0.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(new URL('..', import.meta.url).pathname);
const SRC = join(ROOT, 'backend/src');
const MODULES = join(SRC, 'modules');

/** The tables each module owns: only its own code writes them. */
const TABLES = {
  auth: ['email_verification_tokens', 'password_reset_tokens', 'provider_identities'],
  contact: ['contact_messages'],
  collections: ['collections', 'collection_recipes'],
  cooks: ['follows'],
  cuisines: ['cuisines'],
  favourites: ['favorites'],
  images: ['images'],
  import: ['imports', 'import_problems'],
  moderation: ['reports', 'moderation_log'],
  notifications: ['notifications', 'notification_settings'],
  passkeys: ['passkeys'],
  recipes: ['recipes', 'recipe_tags', 'recipe_foods'],
  reviews: ['reviews', 'review_images', 'review_replies', 'review_helpful'],
  shopping: ['shopping_list_items'],
  swaps: ['swap_votes'],
  'two-factor': ['two_factor_settings', 'two_factor_recovery_codes'],
  users: ['users'],
};

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });

/** The module a file belongs to, or undefined outside backend/src/modules. */
const moduleOf = (path) => (path.startsWith(MODULES + sep) ? relative(MODULES, path).split(sep)[0] : undefined);
const isEntity = (path) => moduleOf(path) !== undefined && relative(MODULES, path).split(sep)[1] === 'entities';
/** Files that may import any module's entities (see above). */
const mayImportEntities = (path) =>
  isEntity(path) || path === join(SRC, 'infrastructure/database/entities.ts') || path.startsWith(join(SRC, 'seed') + sep);
const isDoor = (path) => relative(MODULES, path).split(sep).slice(1).join('/') === 'index.ts';
/** Code below the modules, which imports none of them. */
const isBelowModules = (path) =>
  ['common', 'config', 'infrastructure'].some((dir) => path.startsWith(join(SRC, dir) + sep)) &&
  path !== join(SRC, 'infrastructure/database/entities.ts');

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const WRITE = /\b(?:insert\s+(?:ignore\s+)?into|update|delete\s+from|replace\s+into)\s+`?([a-z_]+)`?/gi;

const reachIns = [];
const doors = new Map();
for (const file of files(SRC)) {
  const text = readFileSync(file, 'utf8');
  const from = moduleOf(file);
  for (const match of text.matchAll(IMPORT)) {
    const target = resolve(dirname(file), (match[1] ?? match[2]).replace(/\.js$/, '.ts'));
    const to = moduleOf(target);
    if (!to || to === from) continue;
    const where = `${relative(ROOT, file)} -> ${relative(ROOT, target)}`;
    if (isBelowModules(file)) reachIns.push(`import  ${where} (below the modules)`);
    else if (isDoor(target)) {
      if (from) doors.set(from, new Set([...(doors.get(from) ?? []), to]));
    } else if (!(mayImportEntities(file) && isEntity(target))) reachIns.push(`import  ${where}`);
  }
  if (!from) continue;
  for (const match of text.matchAll(WRITE)) {
    const table = match[1].toLowerCase();
    const owner = Object.entries(TABLES).find(([, tables]) => tables.includes(table))?.[0];
    if (owner && owner !== from) reachIns.push(`sql     ${relative(ROOT, file)} writes ${table} (owned by ${owner})`);
  }
}

console.log('Module map (who opens whose door):');
for (const [from, to] of [...doors].sort()) console.log(`  ${from.padEnd(11)} -> ${[...to].sort().join(', ')}`);
if (process.argv.includes('--map')) process.exit(0);
if (reachIns.length) {
  console.error(`\n${reachIns.length} reach-in(s) across module walls:\n  ${reachIns.join('\n  ')}`);
  process.exit(1);
}
console.log('\nNo reach-ins across module walls.');
