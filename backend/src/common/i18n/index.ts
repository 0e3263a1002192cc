export { translator, type Translate } from './i18n.js';
export { requestLanguage } from './languages.js';
export { LANGUAGE_PARAMETER, LANGUAGES, languageOf, SOURCE_LANGUAGE, type Language } from '@plantry/shared';
export { catalogEntry, inLanguage, translateApiMessage } from './api-messages.js';
