import { STOPWORDS } from '../../src/modules/recipes/search-terms.js';
import type { Agent } from './accounts.js';

/** How many searches did what they should, and which did not. */
export interface SearchFigure {
  queries: number;
  hits: number;
  misses: string[];
}

/** Lower case without accents, for comparing titles as the database's collation does. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** A title's words as the FULLTEXT index cuts them, folded. */
const wordsOf = (title: string) => fold(title).match(/[\p{L}\p{N}]+/gu) ?? [];
/**
 * Whether the typed text reads as the plural of this word, one the index holds (3 letters or more):
 * bowl → bowls, tomato → tomatoes, berry → berries.
 */
const isPluralOf = (typed: string, word: string) =>
  word.length >= 3 && (typed === `${word}s` || typed === `${word}es` || (word.endsWith('y') && typed === `${word.slice(0, -1)}ies`));
/** Whether one of the words starts with the folded typed text, or is its singular. */
const hasWordStarting = (words: readonly string[], typed: string) =>
  words.some((word) => word.startsWith(typed) || isPluralOf(typed, word));

/** Fails, naming the share and the first misses, when fewer searches than the target share hit. */
export function expectShare(figure: SearchFigure, target: number): void {
  if (figure.hits >= figure.queries * target) return;
  const share = ((100 * figure.hits) / figure.queries).toFixed(1);
  throw new Error(
    `${share}% (${figure.hits} of ${figure.queries}), below ${100 * target}%; first misses:\n${figure.misses.slice(0, 20).join('\n')}`,
  );
}

/** Answers the titles of a search's first page, best first. */
async function search(agent: Agent, text: string, limit: number): Promise<string[]> {
  const res = await agent.get(`/api/recipes?limit=${limit}&search=${encodeURIComponent(text)}`).expect(200);
  return res.body.items.map((item: { title: string }) => item.title);
}

/** Runs the checks a few at a time. */
async function measure<T>(items: readonly T[], check: (item: T) => Promise<string | undefined>): Promise<SearchFigure> {
  const misses: string[] = [];
  for (let i = 0; i < items.length; i += 4) {
    for (const miss of await Promise.all(items.slice(i, i + 4).map(check))) if (miss) misses.push(miss);
  }
  return { queries: items.length, hits: items.length - misses.length, misses };
}

/** Full titles: searching a recipe's whole title answers a recipe of that title first. */
export function fullTitleFigure(agent: Agent, titles: readonly string[]): Promise<SearchFigure> {
  return measure([...new Set(titles)], async (title) => {
    const [first] = await search(agent, title, 1);
    return first !== undefined && fold(first) === fold(title) ? undefined : `${title} → ${first}`;
  });
}

/**
 * Typed prefixes: for every word of 4 letters or more in the titles (not a FULLTEXT stopword, which
 * the index leaves out), its first 3, 4 and 5 letters are each a query. A title matches a query when
 * it has a word starting with it (accents and case aside), or a word the query is the plural of
 * ('bowls' and "Nacho Bowl"). A query hits when every title match of the catalogue ranks before any
 * other recipe: the first min(n, 100) results are title matches, n being how many titles match.
 */
export function prefixFigure(agent: Agent, titles: readonly string[], catalogue: readonly string[]): Promise<SearchFigure> {
  const prefixes = new Set<string>();
  for (const title of titles) {
    for (const word of title
      .normalize('NFC')
      .toLowerCase()
      .match(/\p{L}+/gu) ?? []) {
      const letters = [...word];
      if (letters.length < 4 || STOPWORDS.has(word)) continue;
      for (const n of [3, 4, 5]) if (n <= letters.length) prefixes.add(letters.slice(0, n).join(''));
    }
  }
  const catalogueWords = catalogue.map(wordsOf);
  return measure([...prefixes], async (prefix) => {
    const folded = fold(prefix);
    const matching = catalogueWords.filter((words) => hasWordStarting(words, folded)).length;
    const expected = Math.min(matching, 100);
    const results = await search(agent, prefix, 100);
    const first = results.slice(0, expected);
    const intruder = first.find((title) => !hasWordStarting(wordsOf(title), folded));
    if (first.length === expected && intruder === undefined) return undefined;
    return `${prefix}: ${intruder ?? `${first.length} of ${expected} title matches`}`;
  });
}
