import type { Request } from 'express';

/**
 * The site's languages (docs/decisions/languages.md), as the frontend has them
 * (frontend/src/i18n/languages.ts): English, the source, then Spanish and German.
 */
export const LANGUAGES = ['en', 'es', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const SOURCE_LANGUAGE: Language = 'en';

/** The cookie the frontend's language switcher sets, and the parameter of the hreflang alternates. */
export const LANGUAGE_COOKIE = 'plantry_lang';
export const LANGUAGE_PARAMETER = 'lang';

/** The language a tag such as 'es-MX' stands for, if the site has it. */
export function languageOf(tag: unknown): Language | undefined {
  if (typeof tag !== 'string') return undefined;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === base);
}

const COOKIE = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=([^;]*)`);

/**
 * The language of a request, as the frontend picks it: the one the address names (`?lang=es`),
 * else the one the visitor chose (the cookie), else the first of the browser's languages
 * (Accept-Language) the site has, else English.
 */
export function requestLanguage(req: Request): Language {
  const named = languageOf(req.query[LANGUAGE_PARAMETER]);
  if (named) return named;
  const chosen = languageOf(COOKIE.exec(req.headers.cookie ?? '')?.[1]);
  if (chosen) return chosen;
  const accepted = req.headers['accept-language'] ? req.acceptsLanguages(...LANGUAGES) : false;
  return languageOf(accepted) ?? SOURCE_LANGUAGE;
}
