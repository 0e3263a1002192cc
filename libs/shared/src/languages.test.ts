import { languageInCookies, languageOf } from './languages.js';

describe('the site languages', () => {
  it.each([
    ['es-MX', 'es'],
    ['DE_at', 'de'],
    ['en', 'en'],
    ['fr-FR', undefined],
    ['', undefined],
    [' <script>es', undefined],
    [null, undefined],
    [['es'], undefined],
  ])('reads the tag %j as %j', (tag, language) => {
    expect(languageOf(tag)).toBe(language);
  });

  it.each([
    ['plantry_lang=de', 'de'],
    ['a=1; plantry_lang=es-MX; b=2', 'es'],
    ['xplantry_lang=de', undefined],
    ['plantry_lang=fr', undefined],
    ['plantry_lang="><img>', undefined],
    [undefined, undefined],
  ])('reads the choice in the cookies %j as %j', (cookies, language) => {
    expect(languageInCookies(cookies)).toBe(language);
  });
});
