import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:plantry-messages/';

/**
 * The folder of the catalogs holding a source module's texts (lingui.config.ts): its feature
 * folder's, or the app frame's; none for a module outside them.
 */
export function catalogOf(file: string, src: string): string | undefined {
  const path = relative(src, file).split(sep).join('/');
  const feature = /^features\/([^/]+)\//.exec(path);
  if (feature) return `features/${feature[1]}/locales`;
  if (/^(app|shared|pwa)\//.test(path)) return 'locales/app';
  return undefined;
}

/**
 * The English texts travel with the code that shows them: every module using Lingui imports its
 * folder's English catalog (compiled by @lingui/vite-plugin), which loads itself into i18n. So a
 * page brings only its own texts, and the visitor home's first load only the frame's and the
 * home's, instead of the whole site's (about 20 KB compressed). Spanish and German are loaded
 * whole, before the first render (src/i18n/messages.ts).
 */
export function featureMessages(src: string): Plugin {
  return {
    name: 'plantry:feature-messages',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(VIRTUAL) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return undefined;
      const catalog = `${src}/${id.slice(VIRTUAL.length + 1)}/en.po`;
      return `import { i18n } from '@lingui/core';\nimport { messages } from ${JSON.stringify(catalog)};\ni18n.load('en', messages);\n`;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || !code.includes("from '@lingui/")) return undefined;
      const catalog = catalogOf(id, src);
      // On the first line, so that the line numbers of the module's source map stay right.
      return catalog ? { code: `import '${VIRTUAL}${catalog}';${code}`, map: null } : undefined;
    },
  };
}
