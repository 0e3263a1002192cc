import { parseSearch } from './search-terms.js';

describe('parseSearch', () => {
  it('requires every word as a prefix', () => {
    expect(parseSearch('Chick curry')).toEqual({ fulltext: '+chick* +curry*' });
  });

  it('keeps accents (the collation matches them) and lower-cases', () => {
    expect(parseSearch('JALAPEÑO')).toEqual({ fulltext: '+jalapeño*' });
  });

  it('turns operators and quotes into separators', () => {
    expect(parseSearch(`"tofu" -bacon +(soy)* ~x <y> @3 'ok'`)).toEqual({ fulltext: '+tofu* +bacon* +soy*' });
  });

  it('drops stopwords, short words and repeats, keeping at most ten words', () => {
    expect(parseSearch('the best of the best pie')).toEqual({ fulltext: '+best* +pie*' });
    expect(parseSearch(Array.from({ length: 20 }, (_, i) => `word${i}`).join(' ')).fulltext?.split(' ')).toHaveLength(10);
  });

  it('falls back to a title substring when no word can use the index', () => {
    expect(parseSearch('ox at')).toEqual({ titleContains: 'ox at' });
    expect(parseSearch('  "" ++ ')).toEqual({});
  });
});
