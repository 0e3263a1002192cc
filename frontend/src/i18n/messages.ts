import { i18n, type Messages } from '@lingui/core';
import type { Locale } from 'antd/es/locale';
import { SOURCE_LANGUAGE, type Language } from '@plantry/shared';

type Translated = Exclude<Language, typeof SOURCE_LANGUAGE>;

/** Each language's catalogs in one file, and antd's own texts (pagination, dialogs, empty lists). */
const catalogs: Record<Translated, () => Promise<{ messages: Messages }>> = {
  es: () => import('./catalogs/es'),
  de: () => import('./catalogs/de'),
};
const antdTexts: Record<Translated, () => Promise<{ default: Locale }>> = {
  es: () => import('antd/es/locale/es_ES'),
  de: () => import('antd/es/locale/de_DE'),
};

let antdLocale: Locale | undefined;

/** antd's texts in the active language (undefined: its own English). */
export const activeAntdLocale = () => antdLocale;

/**
 * Shows the site in `language`: its texts loaded (English travels with the code, see
 * build/featureMessages.ts), then made active, and the page's `lang` set. Called once before the
 * first render: a change of language loads the page again (LanguageSwitcher).
 */
export async function activateLanguage(language: Language): Promise<void> {
  let shown: Language = language;
  if (language !== SOURCE_LANGUAGE) {
    try {
      const [{ messages }, antd] = await Promise.all([catalogs[language](), antdTexts[language]()]);
      i18n.load(language, messages);
      antdLocale = antd.default;
    } catch {
      // Its texts could not be fetched (offline, before the worker kept them): English, not no page.
      shown = SOURCE_LANGUAGE;
    }
  }
  i18n.activate(shown);
  document.documentElement.lang = shown;
}
