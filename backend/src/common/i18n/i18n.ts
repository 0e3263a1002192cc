import i18next, { type TFunction } from 'i18next';
import { LANGUAGES, SOURCE_LANGUAGE, type Language } from '@plantry/shared';
import { de } from './translations/de.js';
import { en } from './translations/en.js';
import { es } from './translations/es.js';

/**
 * The server's translations (heads, emails) through i18next, all loaded at start. Values go in as
 * they are: every output escapes them itself (HTML heads and emails), and a value is never read
 * for placeholders or nested keys (skipOnVariables), so a title like '{{who}}' or '$t(x)' stays.
 */
const instance = i18next.createInstance();
void instance.init({
  initAsync: false,
  lng: SOURCE_LANGUAGE,
  fallbackLng: SOURCE_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  resources: { en: { translation: en }, es: { translation: es }, de: { translation: de } },
  interpolation: { escapeValue: false, skipOnVariables: true },
  returnNull: false,
  // Keys may hold ':' (the route '/edit-recipe/:id'): there is one namespace.
  nsSeparator: false,
});

/** The texts of one language: `t('email.verification.subject')`, `t('head.titled', { title })`. */
export type Translate = TFunction;
export const translator = (language: Language): Translate => instance.getFixedT(language);
