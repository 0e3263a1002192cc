// The site's translations (docs/decisions/languages.md): extracts every text of the
// frontend into its catalogs (Lingui's CLI, frontend/lingui.config.ts), then fails when a Spanish or
// German catalog lacks a translation, or a translation lacks or adds a placeholder ({name}) of its
// English text. Run by `make check` (`make translations`); `--no-extract` only reads the catalogs.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareVariables, parsePo } from 'pofile-ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const frontend = join(root, 'frontend');
const TRANSLATED = ['es', 'de'];

if (!process.argv.includes('--no-extract')) {
  execFileSync(process.execPath, [join(root, 'node_modules/@lingui/cli/dist/lingui.js'), 'extract', '--clean'], {
    cwd: frontend,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Every catalog of a translated language under frontend/src. */
const catalogs = readdirSync(join(frontend, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => TRANSLATED.some((language) => file.endsWith(`locales/${language}.po`)) || /locales[\\/]app[\\/](es|de)\.po$/.test(file))
  .map((file) => join(frontend, 'src', file));

const problems = [];
let checked = 0;
for (const file of catalogs) {
  const where = relative(root, file);
  for (const item of parsePo(readFileSync(file, 'utf8')).items) {
    if (item.obsolete) continue;
    checked += 1;
    const translation = item.msgstr.join('');
    if (!translation.trim()) {
      problems.push(`${where}: no translation for "${item.msgid}"`);
      continue;
    }
    const { missing, extra } = compareVariables(item.msgid, translation);
    if (missing.length || extra.length) {
      problems.push(
        `${where}: "${translation}" must keep the placeholders of "${item.msgid}" (missing: ${missing.join(', ') || 'none'}; extra: ${extra.join(', ') || 'none'})`,
      );
    }
  }
}

if (catalogs.length === 0) {
  console.error('No Spanish or German catalog under frontend/src: is frontend/lingui.config.ts still there?');
  process.exit(1);
}
if (problems.length) {
  console.error(`${problems.length} translation problem(s):\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(`translations: ${checked} texts translated in ${catalogs.length} catalogs, none missing`);
