import { HttpException } from '@nestjs/common';
import i18next from 'i18next';
import { SOURCE_LANGUAGE, type Language } from '@plantry/shared';
import { utcDateTime } from '../sql-date.js';
import { de } from './api-messages/de.js';
import { API_MESSAGES, type ApiMessage } from './api-messages/en.js';
import { es } from './api-messages/es.js';

/**
 * The API's error messages in the request's language (docs/decisions/languages.md). The errors
 * are thrown in English, SPEC.md's exact texts, all over the modules; on the way out each
 * message is looked up by its English text in one catalog (api-messages/), through i18next.
 * A message with a value in it ('title must be shorter than or equal to 200 characters') is
 * matched against its template ('{{property}} must be shorter than…'): i18next looks up keys,
 * it does not read values back out of a finished sentence, so that matching is done here.
 */
const instance = i18next.createInstance();
void instance.init({
  initAsync: false,
  lng: SOURCE_LANGUAGE,
  fallbackLng: false,
  resources: { es: { api: es }, de: { api: de } },
  ns: ['api'],
  defaultNS: 'api',
  // The keys are English sentences: their '.' and ':' are text.
  keySeparator: false,
  nsSeparator: false,
  // Values go in as they are (the answer is JSON, shown as text), never read for placeholders.
  interpolation: { escapeValue: false, skipOnVariables: true },
  returnNull: false,
});

/** Longer messages (a property name the client made up) are left as they are: no regex over them. */
const LONGEST_MATCHED = 2_000;
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

interface Template {
  key: ApiMessage;
  names: string[];
  pattern: RegExp;
}

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const templates: Template[] = API_MESSAGES.filter((key) => key.includes('{{')).map((key) => ({
  key,
  names: [...key.matchAll(PLACEHOLDER)].map(([, name]) => name),
  pattern: new RegExp(
    `^${key
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 ? '([\\s\\S]+?)' : escapeRegex(part)))
      .join('')}$`,
  ),
}));
const fixed = new Set<string>(API_MESSAGES.filter((key) => !key.includes('{{')));

/**
 * The catalog's entry for a message sent in English: its key, and the values a template's
 * placeholders stand for in it. None for a message the catalog lacks, or one too long to match.
 */
export function catalogEntry(message: string): { key: ApiMessage; values: Record<string, string> } | undefined {
  if (message.length > LONGEST_MATCHED) return undefined;
  if (fixed.has(message)) return { key: message as ApiMessage, values: {} };
  for (const { key, names, pattern } of templates) {
    const found = pattern.exec(message);
    if (found) return { key, values: Object.fromEntries(names.map((name, index) => [name, found[index + 1]])) };
  }
  return undefined;
}

/** The months as utcDateTime names them in English: read from the same formatter, so they cannot drift. */
const MONTHS = Array.from({ length: 12 }, (_, month) =>
  new Date(Date.UTC(2000, month, 1)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' }),
);
/** A date as utcDateTime writes it in English: '5 December 2026 at 14:05'. */
const ENGLISH_DATE = new RegExp(`^(\\d{1,2}) (${MONTHS.join('|')}) (\\d{4}) at (\\d{2}):(\\d{2})$`);

/** A {{date}} value written again in `language` ('5. Dezember 2026 um 14:05'); any other value as sent. */
function inLanguageValue(name: string, value: string, language: Language): string {
  const date = name === 'date' ? ENGLISH_DATE.exec(value) : null;
  if (!date) return value;
  const [, day, month, year, hour, minute] = date;
  return utcDateTime(new Date(Date.UTC(Number(year), MONTHS.indexOf(month), Number(day), Number(hour), Number(minute))), language);
}

/** One message in `language`: its translation when the catalog has it, else as it was. */
export function translateApiMessage(message: string, language: Language): string {
  if (language === SOURCE_LANGUAGE) return message;
  const entry = catalogEntry(message);
  if (!entry) return message;
  const values = Object.fromEntries(Object.entries(entry.values).map(([name, value]) => [name, inLanguageValue(name, value, language)]));
  return instance.getFixedT(language)(entry.key, values);
}

/** An HTTP error with its message (or each of its messages) in `language`; the rest of its answer as it was. */
export function inLanguage(exception: HttpException, language: Language): HttpException {
  if (language === SOURCE_LANGUAGE) return exception;
  const answer = exception.getResponse();
  if (typeof answer === 'string') return new HttpException(translateApiMessage(answer, language), exception.getStatus());
  const { message } = answer as { message?: unknown };
  const translated =
    typeof message === 'string'
      ? translateApiMessage(message, language)
      : Array.isArray(message)
        ? message.map((each: unknown) => (typeof each === 'string' ? translateApiMessage(each, language) : each))
        : message;
  return translated === message ? exception : new HttpException({ ...answer, message: translated }, exception.getStatus());
}
