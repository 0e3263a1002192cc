import { escapeHtml } from '../../common/html.js';
import { LANGUAGE_PARAMETER, LANGUAGES, type Language } from '../../common/i18n/index.js';

/** Open Graph's name of each language's region (og:locale). */
const OPEN_GRAPH_LOCALES: Readonly<Record<Language, string>> = { en: 'en_US', es: 'es_ES', de: 'de_DE' };

const inLanguage = (address: string, language: Language) => {
  const url = new URL(address);
  url.searchParams.set(LANGUAGE_PARAMETER, language);
  return url.href;
};

/**
 * A page's links to itself in each language (docs/decisions/languages.md): its address
 * with `?lang=` for each, and the address without it (the visitor's own language) as x-default.
 * The canonical link is the address the page was asked by: with its language when it named one.
 */
export function languageLinks(canonical: string, language: Language, named: boolean): string[] {
  const attr = escapeHtml;
  return [
    `<link rel="canonical" href="${attr(named ? inLanguage(canonical, language) : canonical)}">`,
    ...LANGUAGES.map((each) => `<link rel="alternate" hreflang="${each}" href="${attr(inLanguage(canonical, each))}">`),
    `<link rel="alternate" hreflang="x-default" href="${attr(canonical)}">`,
    `<meta property="og:locale" content="${OPEN_GRAPH_LOCALES[language]}">`,
    ...LANGUAGES.filter((each) => each !== language).map(
      (each) => `<meta property="og:locale:alternate" content="${OPEN_GRAPH_LOCALES[each]}">`,
    ),
  ];
}
