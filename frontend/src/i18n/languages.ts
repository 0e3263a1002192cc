/**
 * The site's languages (docs/decisions/languages.md): which one a visitor sees and how
 * it is remembered. The choice is kept in this browser (localStorage) and in a cookie, which the
 * server reads to write the page's head and `lang` in the same language.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'de', name: 'Deutsch' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

export const SOURCE_LANGUAGE = 'en' satisfies Language;
/** The cookie the server reads (backend: modules/seo), and the key in localStorage. */
export const LANGUAGE_COOKIE = 'plantry_lang';
/** A link may name the language (`?lang=es`): the `hreflang` alternates in each page's head do. */
export const LANGUAGE_PARAMETER = 'lang';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language a tag such as 'es-MX' or 'de' stands for, if the site has it. */
export function languageOf(tag: string | null | undefined): Language | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find(({ code }) => code === base)?.code;
}

const COOKIE = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=([^;]*)`);

/** The choice kept in this browser, else in its cookie (the one the server reads too). */
function stored(): string | null | undefined {
  try {
    return localStorage.getItem(LANGUAGE_COOKIE) ?? COOKIE.exec(document.cookie)?.[1];
  } catch {
    return COOKIE.exec(document.cookie)?.[1];
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
