// The site's translations (docs/decisions/languages.md): extracts every text of the
// frontend into its catalogs (Lingui's CLI, frontend/lingui.config.ts), then fails when a Spanish or
// German catalog lacks a translation, or a translation lacks or adds a placeholder ({name}) of its
// English text, or when a control's translated name drops its translated label ('Rename' shown,
// 'Rename {0}' its name: WCAG 2.5.3, Label in Name). Run by `make check` (`make translations`); `--no-extract` only reads the catalogs.
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
/** Per language, every English text and its translation, for the label-in-name pairs. */
const translated = Object.fromEntries(TRANSLATED.map((language) => [language, new Map()]));
for (const file of catalogs) {
  const where = relative(root, file);
  const language = TRANSLATED.find((each) => file.endsWith(`${each}.po`));
  for (const item of parsePo(readFileSync(file, 'utf8')).items) {
    if (item.obsolete) continue;
    checked += 1;
    const translation = item.msgstr.join('');
    translated[language].set(item.msgid, { translation, where });
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

// A button showing 'Rename' is named 'Rename {0}' for a screen reader: its name must still hold
// the words it shows, in every language, or speech control ('click Cambiar nombre') misses it.
for (const [language, texts] of Object.entries(translated)) {
  for (const [id, { translation, where }] of texts) {
    const label = /^(.+?) \{\w+\}$/.exec(id)?.[1];
    const shown = label && texts.get(label)?.translation;
    if (shown && translation && !translation.toLowerCase().includes(shown.toLowerCase())) {
      problems.push(
        `${where}: "${translation}" (${language} of "${id}") must contain "${shown}", the translation of "${label}" (a control's name holds its label)`,
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
