import type { Request } from 'express';
import { LANGUAGE_PARAMETER, LANGUAGES, SOURCE_LANGUAGE, languageInCookies, languageOf, type Language } from '@plantry/shared';

/**
 * The language of a request, as the frontend picks it (frontend/src/i18n/languages.ts): the one
 * the address names (`?lang=es`), else the one the visitor chose (the cookie), else the first of
 * the browser's languages (Accept-Language) the site has, else English.
 */
export function requestLanguage(req: Request): Language {
  const named = languageOf(req.query[LANGUAGE_PARAMETER]);
  if (named) return named;
  const chosen = languageInCookies(req.headers.cookie);
  if (chosen) return chosen;
  const accepted = req.headers['accept-language'] ? req.acceptsLanguages(...LANGUAGES) : false;
  return languageOf(accepted) ?? SOURCE_LANGUAGE;
}
