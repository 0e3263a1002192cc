import { forSearchIndex, parseSearch, requiredTerm } from './search-terms.js';

describe('parseSearch', () => {
  it('requires every word as a prefix, and keeps the typed phrase for whole titles', () => {
    expect(parseSearch('Chick  curry ')).toEqual({ fulltext: '+chick* +curry*', phrase: 'chick curry' });
  });

  it('keeps accents (the collation matches them) and lower-cases', () => {
    expect(parseSearch('JALAPEÑO')).toEqual({ fulltext: '+jalapeño*', phrase: 'jalapeño' });
  });

  it('turns operators and quotes into separators', () => {
    expect(parseSearch(`"tofu" -bacon +(soy)* ~x <y> @3 'ok'`).fulltext).toBe('+tofu* +bacon* +soy*');
  });

  it.each([
    ['boolean operators', '+tofu -bacon', '+tofu* +bacon*'],
    ['a quoted phrase', '"tofu scramble"', '+tofu* +scramble*'],
    ['brackets and wildcards', '(tofu)* [rice] {bowl}', '+tofu* +rice* +bowl*'],
    ['relevance and distance operators', '~tofu <rice >bowl "tofu rice"@2', '+tofu* +rice* +bowl*'],
    ['replacement patterns', "tofu $& $' $1 rice", '+tofu* +rice*'],
    ['control characters', 'tofu\u0000\u0007\u001b[31m\u0085rice\r\n\tbowl', '+tofu* +31m* +rice* +bowl*'],
    ['HTML', '<script>alert("tofu")</script>', '+script* +alert* +tofu*'],
  ])('never passes %s to the index as syntax', (_what, input, fulltext) => {
    const terms = parseSearch(input);
    expect(terms.fulltext).toBe(fulltext);
    expect(terms.fulltext).toMatch(
      /^(\+[\p{L}\p{N}]+\*|\+\([\p{L}\p{N}]+\*( [\p{L}\p{N}]+)+\))( (\+[\p{L}\p{N}]+\*|\+\([\p{L}\p{N}]+\*( [\p{L}\p{N}]+)+\)))*$/u,
    );
  });

  it('keeps control characters out of the phrase', () => {
    expect(parseSearch('tofu\u0000\u0007\r\n\tbowl').phrase).toBe('tofu bowl');
  });

  it('answers at most ten terms however long the text', () => {
    const terms = parseSearch(`${'tofu rice '.repeat(1000)}${Array.from({ length: 20 }, (_, i) => `word${i}`).join(' ')}`);
    expect(terms.fulltext?.split(' ')).toEqual(['+tofu*', '+rice*', ...Array.from({ length: 8 }, (_, i) => `+word${i}*`)]);
  });

  it('drops stopwords, short words and repeats, keeping at most ten words', () => {
    expect(parseSearch('the best of the best pie').fulltext).toBe('+best* +pie*');
    expect(parseSearch(Array.from({ length: 20 }, (_, i) => `word${i}`).join(' ')).fulltext?.split(' ')).toHaveLength(10);
  });

  it('falls back to a title substring when no word can use the index', () => {
    expect(parseSearch('ox at')).toEqual({ titleContains: 'ox at', phrase: 'ox at' });
    expect(parseSearch('  "" ++ ')).toEqual({});
  });
});

describe('requiredTerm', () => {
  it.each([
    ['chickpeas', '+(chickpeas* chickpea)'],
    ['tomatoes', '+(tomatoes* tomatoe tomato)'],
    ['berries', '+(berries* berrie berry)'],
    ['pies', '+(pies* pie)'],
    ['peas', '+(peas* pea)'],
    ['jalapeños', '+(jalapeños* jalapeño)'],
  ])('finds a plural %s and its singular', (word, term) => {
    expect(requiredTerm(word)).toBe(term);
  });

  it.each(['hummus', 'swiss', 'tahini', 'chick', 'oat', 'yes'])('leaves %s as a prefix', (word) => {
    expect(requiredTerm(word)).toBe(`+${word}*`);
  });

  it('offers no singular the index leaves out (too short or a stopword)', () => {
    expect(requiredTerm('ones')).toBe('+(ones* one)');
    expect(requiredTerm('thes')).toBe('+thes*');
  });
});

describe('forSearchIndex', () => {
  it('looks for words mixing letters and digits whole, and keeps prefixes of the others', () => {
    expect(forSearchIndex(parseSearch('5spice tofu').fulltext!)).toBe('+"5spice" +tofu*');
    expect(forSearchIndex(parseSearch('tofu 5spice').fulltext!)).toBe('+"5spice" +tofu*');
    expect(forSearchIndex(parseSearch('chickpeas ab12s 2024').fulltext!)).toBe('+("ab12s" ab12) +(chickpeas* chickpea) +2024*');
    expect(forSearchIndex(parseSearch('smoky tofu').fulltext!)).toBe('+smoky* +tofu*');
  });
});
