import { BadRequestException, HttpException, UnauthorizedException } from '@nestjs/common';
import { de } from './api-messages/de.js';
import { API_MESSAGES } from './api-messages/en.js';
import { es } from './api-messages/es.js';
import { catalogEntry, inLanguage, translateApiMessage } from './api-messages.js';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => name).sort();
const HOSTILE = '<img src=x onerror=alert(1)> "quoted" $& $` $\' {{other}} $t(x) \u0007\u001b';

describe('the catalog of API messages', () => {
  it.each(API_MESSAGES.map((key) => [key]))('%j keeps its placeholders, and is translated, in Spanish and German', (key) => {
    for (const translations of [es, de]) {
      expect(translations[key].trim()).not.toBe('');
      expect(placeholders(translations[key])).toEqual(placeholders(key));
    }
  });

  it('has each message once, and a template never matches another key of the catalog', () => {
    expect(new Set(API_MESSAGES).size).toBe(API_MESSAGES.length);
    for (const key of API_MESSAGES.filter((each) => !each.includes('{{'))) expect(catalogEntry(key)?.key).toBe(key);
  });
});

describe('an API message in the request’s language', () => {
  const fixed = API_MESSAGES.find((key) => !key.includes('{{'))!;
  const template = API_MESSAGES.find((key) => placeholders(key).length === 1)!;
  const withValue = (value: string) => template.replace(/\{\{\w+\}\}/, () => value);

  it('is looked up by its English text', () => {
    expect(translateApiMessage(fixed, 'es')).toBe(es[fixed]);
    expect(translateApiMessage(fixed, 'de')).toBe(de[fixed]);
    expect(translateApiMessage(fixed, 'en')).toBe(fixed);
  });

  it('keeps the value in a message made from a template, hostile text as it was', () => {
    const [name] = placeholders(template);
    for (const value of ['title', '200', HOSTILE, 'x'.repeat(1_500)]) {
      expect(catalogEntry(withValue(value))).toEqual({ key: template, values: { [name]: value } });
      expect(translateApiMessage(withValue(value), 'de')).toBe(de[template].replace(`{{${name}}}`, () => value));
    }
  });

  it('writes a date again in the language, and leaves a value that is not one as it was', () => {
    const suspended = (date: string) => `This account is suspended until ${date} UTC. Please read the email we sent about it.`;
    expect(translateApiMessage(suspended('5 December 2026 at 14:05'), 'de')).toBe(
      'Dieses Konto ist bis 5. Dezember 2026 um 14:05 UTC gesperrt. Bitte lies die E-Mail, die wir dir dazu geschickt haben.',
    );
    expect(translateApiMessage(suspended('5 December 2026 at 14:05'), 'es')).toMatch(
      /^Esta cuenta está suspendida hasta el 5 de diciembre de 2026 a las 14:05 UTC\./,
    );
    for (const value of [HOSTILE, '5 Decembre 2026 at 14:05', '5 December 2026 at 14:05 <b>'])
      expect(translateApiMessage(suspended(value), 'de')).toContain(`bis ${value} UTC gesperrt`);
  });

  it('leaves a message the catalog lacks, or a very long one, as it was', () => {
    expect(translateApiMessage('Something no module says', 'de')).toBe('Something no module says');
    const long = withValue('x'.repeat(5_000));
    expect(catalogEntry(long)).toBeUndefined();
    expect(translateApiMessage(long, 'es')).toBe(long);
  });

  it('translates an HTTP error’s message, or each of a list, keeping its status and other fields', () => {
    const single = inLanguage(new UnauthorizedException(fixed), 'es');
    expect(single.getStatus()).toBe(401);
    expect(single.getResponse()).toEqual({ statusCode: 401, error: 'Unauthorized', message: es[fixed] });
    const list = inLanguage(new BadRequestException([fixed, 'Unknown words', withValue('name')]), 'de');
    expect(list.getResponse()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: [de[fixed], 'Unknown words', translateApiMessage(withValue('name'), 'de')],
    });
    const plain = inLanguage(new HttpException(fixed, 409), 'de');
    expect([plain.getStatus(), plain.getResponse()]).toEqual([409, de[fixed]]);
    const english = new UnauthorizedException(fixed);
    expect(inLanguage(english, 'en')).toBe(english);
  });
});
