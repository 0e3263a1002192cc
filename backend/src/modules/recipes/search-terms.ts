/** InnoDB's default FULLTEXT stopwords: required as terms, they would match nothing. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  'a about an are as at be by com de en for from how i in is it la of on or that the this to was what when where who will with und www'.split(
    ' ',
  ),
);
/** innodb_ft_min_token_size: shorter words are not in the index. */
export const MIN_TOKEN_LENGTH = 3;
const MAX_TERMS = 10;

export interface SearchTerms {
  /** A FULLTEXT boolean-mode query where every word is required as a prefix, e.g. '+chick* +curry*'
   * (see requiredTerm for plurals). */
  fulltext?: string;
  /** When no word can use the index (only short words): a plain substring of the title. */
  titleContains?: string;
  /** What was typed with its spaces tidied, to compare with whole titles. */
  phrase?: string;
}

/**
 * A word as a boolean-mode term: required, as a prefix, and when it reads as a plural, also its
 * singulars as whole words: 'chickpeas' → '+(chickpeas* chickpea)', 'tomatoes' → '+(tomatoes*
 * tomatoe tomato)', 'berries' → '+(berries* berrie berry)', 'pies' → '+(pies* pie)'. Words ending
 * in ss, us or is are not plurals (hummus, swiss).
 */
export function requiredTerm(word: string): string {
  if (word.length < 4 || !word.endsWith('s') || /(ss|us|is)$/.test(word)) return `+${word}*`;
  const singulars = [
    word.slice(0, -1),
    ...(word.endsWith('ies') ? [`${word.slice(0, -3)}y`] : word.endsWith('es') ? [word.slice(0, -2)] : []),
  ];
  const indexed = singulars.filter((s) => s.length >= MIN_TOKEN_LENGTH && !STOPWORDS.has(s));
  return indexed.length ? `+(${word}* ${indexed.join(' ')})` : `+${word}*`;
}

/**
 * Turns what a person typed into search terms. Only letters and digits survive into the index
 * query, so quotes and boolean operators (+ - " ( ) * @ ~ < >) in the input are plain separators,
 * never syntax; the phrase goes to the database only as a bound parameter.
 */
export function parseSearch(input: string): SearchTerms {
  const typed = input.normalize('NFC').toLowerCase();
  const words = typed.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return {};
  const phrase = typed.replace(/[\p{Cc}\s]+/gu, ' ').trim();
  const indexed = [...new Set(words.filter((w) => w.length >= MIN_TOKEN_LENGTH && !STOPWORDS.has(w)))].slice(0, MAX_TERMS);
  if (indexed.length > 0) return { fulltext: indexed.map(requiredTerm).join(' '), phrase };
  return { titleContains: words.join(' '), phrase };
}

/**
 * The boolean-mode query for the search index (Mroonga): its tokenizer splits a word where letters
 * and digits meet ('5spice' is '5' then 'spice'), and a prefix of such a word then finds nothing,
 * so a word mixing them is looked for whole, as a phrase ('+"5spice"'). Phrases go first: after a
 * prefix term ('+tofu* +"5spice"') Mroonga's parser finds nothing.
 */
export function forSearchIndex(fulltext: string): string {
  const terms = fulltext
    .split(' +')
    .map((term, i) => (i === 0 ? term : `+${term}`))
    .map((term) =>
      term.replace(/([\p{L}\p{N}]+)\*/gu, (prefix: string, word: string) =>
        /\p{L}/u.test(word) && /\p{N}/u.test(word) ? `"${word}"` : prefix,
      ),
    );
  return [...terms.filter((term) => term.includes('"')), ...terms.filter((term) => !term.includes('"'))].join(' ');
}
