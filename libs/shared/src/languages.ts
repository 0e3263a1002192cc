/**
 * The site's languages (docs/decisions/languages.md), for the frontend that shows them and the
 * server that writes heads and emails in them: English, the source (SPEC.md's texts), then Spanish
 * and German. Recipes, reviews and names stay in the language they were written in.
 */
export const LANGUAGES = ['en', 'es', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const SOURCE_LANGUAGE = 'en' satisfies Language;

/** Each language in its own words, as the header's switcher offers it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español', de: 'Deutsch' };

/** The cookie (and the frontend's localStorage key) keeping a visitor's choice; the server reads it. */
export const LANGUAGE_COOKIE = 'plantry_lang';
/** A link may name the language (`?lang=es`): the `hreflang` alternates in each page's head do. */
export const LANGUAGE_PARAMETER = 'lang';

/** The language a tag such as 'es-MX' or 'de' stands for, if the site has it. */
export function languageOf(tag: unknown): Language | undefined {
  if (typeof tag !== 'string') return undefined;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === base);
}

const COOKIE = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=([^;]*)`);

/** The language chosen before, from a Cookie header or `document.cookie`. */
export function languageInCookies(cookies: string | undefined): Language | undefined {
  return languageOf(COOKIE.exec(cookies ?? '')?.[1]);
}
