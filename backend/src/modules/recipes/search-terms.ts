/** InnoDB's default FULLTEXT stopwords: required as terms, they would match nothing. */
const STOPWORDS = new Set(
  'a about an are as at be by com de en for from how i in is it la of on or that the this to was what when where who will with und www'.split(' '),
);
/** innodb_ft_min_token_size: shorter words are not in the index. */
export const MIN_TOKEN_LENGTH = 3;
const MAX_TERMS = 10;

export interface SearchTerms {
  /** A FULLTEXT boolean-mode query where every word is required as a prefix, e.g. '+chick* +curry*'. */
  fulltext?: string;
  /** When no word can use the index (only short words): a plain substring of the title. */
  titleContains?: string;
}

/**
 * Turns what a person typed into search terms. Only letters and digits survive, so quotes and
 * boolean operators in the input are plain separators, never syntax.
 */
export function parseSearch(input: string): SearchTerms {
  const words = input.normalize('NFC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const indexed = [...new Set(words.filter((w) => w.length >= MIN_TOKEN_LENGTH && !STOPWORDS.has(w)))].slice(0, MAX_TERMS);
  if (indexed.length > 0) return { fulltext: indexed.map((w) => `+${w}*`).join(' ') };
  const text = words.join(' ');
  return text ? { titleContains: text } : {};
}
