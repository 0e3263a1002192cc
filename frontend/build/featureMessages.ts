import { readFileSync, statSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { parsePo } from 'pofile-ts';
import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:plantry-messages';

/**
 * The folder of the catalogs holding a source module's texts (lingui.config.ts): its feature
 * folder's, or the app frame's; none for a module outside them.
 */
export function catalogOf(file: string, src: string): string | undefined {
  const path = relative(src, file).split(sep).join('/');
  const feature = /^features\/([^/]+)\//.exec(path);
  if (feature) return `features/${feature[1]}/locales`;
  if (/^(app|shared|pwa|api)\//.test(path)) return 'locales/app';
  return undefined;
}

/** The message ids a module looks up once Lingui's macros have become lookups (`{ id: "Tj-Nn_" }`: 6 characters of base64url). */
const MESSAGE_ID = /\bid:\s*["'`]([A-Za-z0-9_-]{6})["'`]/g;

/** One English catalog: each message's id (Lingui's hash of its text and context) and its text. */
function readCatalog(file: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const item of parsePo(readFileSync(file, 'utf8')).items) {
    if (item.obsolete || !item.msgid) continue;
    texts.set(generateMessageId(item.msgid, item.msgctxt ?? undefined) as string, item.msgstr.join('') || item.msgid);
  }
  return texts;
}

/**
 * The English texts travel with the code that shows them, each module with only its own: once
 * Lingui's macros have become lookups, every module importing Lingui gets an import of a small
 * module loading the English of the ids it looks up, compiled from its folder's catalog. So a page
 * brings its own texts, and the visitor home's first load only those of the modules it runs,
 * instead of whole folders' (the auth folder's 117 texts because the header asks who is signed in)
 * or the whole site's (about 20 KB compressed). Spanish and German are loaded whole, before the
 * first render (src/i18n/messages.ts).
 */
export function featureMessages(src: string): Plugin[] {
  const catalogs = new Map<string, { modified: number; texts: Map<string, string> }>();
  const catalog = (file: string) => {
    const modified = statSync(file).mtimeMs;
    const known = catalogs.get(file);
    if (known?.modified === modified) return known.texts;
    const texts = readCatalog(file);
    catalogs.set(file, { modified, texts });
    return texts;
  };

  // The modules written with Lingui's macros: a module with only `msg` descriptors imports nothing
  // of Lingui once they have become plain objects.
  const usingLingui = new Set<string>();
  const findUsers: Plugin = {
    name: 'plantry:feature-messages-users',
    enforce: 'pre',
    transform(code, id) {
      if (code.includes("from '@lingui/")) usingLingui.add(id);
      else usingLingui.delete(id);
      return undefined;
    },
  };

  const loadMessages: Plugin = {
    name: 'plantry:feature-messages',
    // After Lingui's Babel preset, when the ids are in the code.
    enforce: 'post',
    resolveId: (id) => (id.startsWith(`${VIRTUAL}?`) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}?`)) return undefined;
      const query = new URLSearchParams(id.slice(VIRTUAL.length + 2));
      const file = `${src}/${query.get('catalog')}/en.po`;
      this.addWatchFile(file);
      const texts = catalog(file);
      const messages: Record<string, unknown> = {};
      for (const messageId of query.get('ids')!.split(',')) {
        const text = texts.get(messageId);
        if (text !== undefined) messages[messageId] = compileMessageOrThrow(text);
      }
      return `import { i18n } from '@lingui/core';\ni18n.load('en', ${JSON.stringify(messages)});\n`;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || !usingLingui.has(id)) return undefined;
      const folder = catalogOf(id, src);
      const ids = [...new Set(Array.from(code.matchAll(MESSAGE_ID), (match) => match[1]))].sort();
      if (!folder || ids.length === 0) return undefined;
      const query = new URLSearchParams({ catalog: folder, ids: ids.join(',') });
      // On the first line, so that the line numbers of the module's source map stay right.
      return { code: `import '${VIRTUAL}?${query}';${code}`, map: null };
    },
  };
  return [findUsers, loadMessages];
}
