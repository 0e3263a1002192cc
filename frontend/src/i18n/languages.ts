/**
 * The site's languages (docs/decisions/languages.md): which one a visitor sees and how
 * it is remembered. The choice is kept in this browser (localStorage) and in a cookie, which the
 * server reads to write the page's head and `lang` in the same language (the languages, cookie and
 * parameter are shared with it: libs/shared/src/languages.ts).
 */
import { LANGUAGE_COOKIE, LANGUAGE_PARAMETER, SOURCE_LANGUAGE, languageInCookies, languageOf, type Language } from '@plantry/shared';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The choice kept in this browser, else in its cookie (the one the server reads too). */
function stored(): string | null | undefined {
  try {
    return localStorage.getItem(LANGUAGE_COOKIE) ?? languageInCookies(document.cookie);
  } catch {
    return languageInCookies(document.cookie);
  }
}

/**
 * The language to show, as the server picks the head's: the one the address names, else the one
 * chosen before, else the first of the browser's languages the site has, else English.
 */
export function pickLanguage(): Language {
  const named = languageOf(new URLSearchParams(window.location.search).get(LANGUAGE_PARAMETER));
  if (named) return named;
  const chosen = languageOf(stored());
  if (chosen) return chosen;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const language = languageOf(tag);
    if (language) return language;
  }
  return SOURCE_LANGUAGE;
}

/** Keeps the choice for the next visit and tells the server (its cookie). */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_COOKIE, language);
  } catch {
    // Storage refused (private mode): the cookie still carries the choice.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
