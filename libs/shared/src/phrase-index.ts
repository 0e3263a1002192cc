/**
 * Known phrases looked up by their first word, the longest first: what the vegan check and the
 * free-from facets use to find terms ('peanut butter' before 'butter') in a line's words.
 */

/** A phrase's words and what it stands for. */
export interface Form<T> {
  words: readonly string[];
  value: T;
}

/** Phrases by their first word, each list longest first. */
export type FormIndex<T> = Map<string, Form<T>[]>;

/** Adds a phrase; one already there keeps its first value. */
export function addForm<T>(index: FormIndex<T>, words: readonly string[], value: T): void {
  const first = words[0];
  if (first === undefined) return;
  const forms = index.get(first) ?? [];
  if (!forms.some((form) => form.words.join(' ') === words.join(' '))) forms.push({ words, value });
  forms.sort((a, b) => b.words.length - a.words.length);
  index.set(first, forms);
}

/** Whether `expected` stands in `words` from `at`, ending by `limit`. */
export function startsAt(words: readonly string[], at: number, expected: readonly string[], limit = words.length): boolean {
  if (at + expected.length > limit) return false;
  for (let i = 0; i < expected.length; i += 1) if (words[at + i] !== expected[i]) return false;
  return true;
}

/** The longest known phrase starting at `at` and ending by `limit`. */
export function longestAt<T>(index: FormIndex<T>, words: readonly string[], at: number, limit = words.length): Form<T> | undefined {
  return index.get(words[at]!)?.find((form) => startsAt(words, at + 1, form.words.slice(1), limit));
}

/** A word and its plural spellings: 'egg', 'eggs', 'egges'; 'anchovy', 'anchovies'. */
export function withPlurals(word: string): string[] {
  const forms = [word, `${word}s`, `${word}es`];
  if (word.endsWith('y')) forms.push(`${word.slice(0, -1)}ies`);
  return forms;
}

/** Every spelling of a phrase's words, the last word in the singular or the plural. */
export function spellingsOf(words: readonly string[]): string[][] {
  const last = words.at(-1);
  return last === undefined ? [] : withPlurals(last).map((form) => [...words.slice(0, -1), form]);
}
