export { translator, type Translate } from './i18n.js';
export {
  LANGUAGE_COOKIE,
  LANGUAGE_PARAMETER,
  LANGUAGES,
  languageOf,
  requestLanguage,
  SOURCE_LANGUAGE,
  type Language,
} from './languages.js';
