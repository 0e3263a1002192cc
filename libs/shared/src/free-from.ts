/**
 * Free-from facets: what a vegan recipe is free from (gluten, soy, tree nuts, peanuts, sesame,
 * added oil), derived from its ingredient lines through a curated taxonomy (free-from-words.ts).
 * A recipe is free from a key only when no line contains it or may contain it: a 'free from' that
 * is wrong costs a reader with an allergy far more than one that is missing.
 */
import type { FreeFromTerm } from './free-from-words.js';
import { BREAKS, MOCK_MARKERS, NEGATING_PAIRS, NEGATION_SPAN, NEGATORS, QUALIFIERS, TERM_GROUPS, WORD_PARTS } from './free-from-words.js';
import { FREE_FROM_KEYS, freeFromBit, freeFromMask, type FreeFromKey } from './free-from-keys.js';
import { addForm, longestAt, spellingsOf, type FormIndex } from './phrase-index.js';

/**
 * The keys some line contains or may contain, read through the taxonomy of free-from-words.ts (its
 * opening comment lists the decisions): whole words, plurals, case and accents ignored; the longest
 * known phrase wins; a term is a look-alike when its source word comes just before it ('rice
 * noodles') or a known word follows it ('butter beans'); qualifiers ('gluten-free oats') and
 * negations ('no oil') clear it; headings name nothing.
 */
export function containedIn(lines: readonly string[]): Set<FreeFromKey> {
  let mask = 0;
  for (const line of lines) {
    if (typeof line === 'string') mask |= lineMask(line);
    if (mask === EVERY_KEY) break;
  }
  return new Set(FREE_FROM_KEYS.filter((key) => (mask & freeFromBit(key)) !== 0));
}

/** An author's corrections of what their recipe is free from: keys added to, and taken from, what its lines show. */
export interface FreeFromCorrections {
  added: FreeFromKey[];
  removed: FreeFromKey[];
}

/** The corrections that make `derived` (what the lines show) say `wanted` (what the author says). */
export function correctionsBetween(derived: readonly FreeFromKey[], wanted: readonly FreeFromKey[]): FreeFromCorrections {
  return { added: wanted.filter((key) => !derived.includes(key)), removed: derived.filter((key) => !wanted.includes(key)) };
}

/** What a recipe is free from: what its lines show (`derived`), with its author's corrections. */
export function correctedFreeFrom(derived: readonly FreeFromKey[], { added, removed }: FreeFromCorrections): FreeFromKey[] {
  return FREE_FROM_KEYS.filter((key) => (derived.includes(key) || added.includes(key)) && !removed.includes(key));
}

/** The keys a recipe of these ingredient lines is free from; none for a recipe without lines. */
export function freeFromOf(lines: readonly string[]): FreeFromKey[] {
  if (lines.every((line) => line.trim() === '')) return [];
  const contained = containedIn(lines);
  return FREE_FROM_KEYS.filter((key) => !contained.has(key));
}

// How a line is read (private). Everything below is compiled once, when the module loads.

const EVERY_KEY = (1 << FREE_FROM_KEYS.length) - 1;
const MARKS = /\p{M}+/gu;
const IN_WORD_APOSTROPHE = /(?<=[a-z\d])['‘’ʼ`´](?=[a-z])/g;
/** Words, numbers and the marks that end a phrase; hyphens, quotes, '%' and other signs are dropped. */
const TOKEN = /[a-z]+|\d+|[,;()[\]{}:/|&+–—=.!?]/g;
const FOR_THE = /^for the\b/;
const DIGIT = /\d/;
/** Words of a bracket after a term that still leave it qualified ('tamari (certified gluten-free)'). */
const QUALIFIER_FILLER = new Set(['certified', 'only', 'brand', 'a', 'use']);

const wordsOf = (text: string): string[] => normalize(text).match(/[a-z]+|\d+/g) ?? [];

function normalize(text: string): string {
  return text.normalize('NFKD').replace(MARKS, '').toLowerCase().replace(IN_WORD_APOSTROPHE, '');
}

/** A phrase and its plurals, on the last word: 'noodle', 'noodles'; 'patty', 'patties'; 'bunch', 'bunches'. */
const spellings = (text: string): string[][] => spellingsOf(wordsOf(text));

interface CompiledTerm {
  mask: number;
  unlessBefore: ReadonlySet<string>;
  unlessAfter: FormIndex<true>;
  mock: boolean;
}

function compileTerms(): FormIndex<CompiledTerm> {
  const index: FormIndex<CompiledTerm> = new Map();
  for (const group of TERM_GROUPS) {
    for (const entry of group.terms) {
      const spec: Omit<FreeFromTerm, 'keys'> = typeof entry === 'string' ? { term: entry } : entry;
      const unlessAfter: FormIndex<true> = new Map();
      for (const text of spec.unlessAfter ?? []) for (const words of spellings(text)) addForm(unlessAfter, words, true);
      const compiled: CompiledTerm = {
        mask: freeFromMask(group.keys),
        unlessBefore: new Set((spec.unlessBefore ?? []).flatMap((word) => spellings(word).map((words) => words.join(' ')))),
        unlessAfter,
        mock: spec.mock === true,
      };
      for (const text of [spec.term, ...(spec.also ?? [])]) for (const words of spellings(text)) addForm(index, words, compiled);
    }
  }
  return index;
}

function compilePhrases(entries: readonly (readonly [string, number])[]): FormIndex<number> {
  const index: FormIndex<number> = new Map();
  for (const [text, mask] of entries) addForm(index, wordsOf(text), mask);
  return index;
}

const TERMS = compileTerms();
const QUALIFIER_INDEX = compilePhrases(QUALIFIERS.map(([text, keys]) => [text, freeFromMask(keys)] as const));
const MOCK_INDEX = compilePhrases(MOCK_MARKERS.map((text) => [text, 1] as const));
const PARTS = WORD_PARTS.map(([pattern, keys]) => [pattern, freeFromMask(keys)] as const);

/** 'For the pesto:', 'Seasoning:', 'For the gnocchi': a heading, whose lines below say what they hold. */
const isHeading = (text: string): boolean => text.endsWith(':') || (FOR_THE.test(text) && !DIGIT.test(text));

/** Up to two words before a position in its phrase ('brown rice flour': 'rice', 'brown'). */
function sourceBefore(term: CompiledTerm, tokens: readonly string[], at: number): boolean {
  for (let k = at - 1, seen = 0; k >= 0 && seen < 2; k -= 1, seen += 1) {
    const token = tokens[k]!;
    if (BREAKS.has(token)) return false;
    if (term.unlessBefore.has(token)) return true;
  }
  return false;
}

/** 'tamari (gluten-free)': a bracket or comma after the term holding only a qualifier. */
function qualifiedAfter(tokens: readonly string[], end: number): number {
  if (tokens[end] !== '(' && tokens[end] !== ',') return 0;
  let mask = 0;
  let k = end + 1;
  while (k < tokens.length && tokens[k] !== ')') {
    const qualifier = longestAt(QUALIFIER_INDEX, tokens, k);
    if (qualifier) {
      mask |= qualifier.value;
      k += qualifier.words.length;
    } else if (QUALIFIER_FILLER.has(tokens[k]!)) k += 1;
    else return 0;
  }
  return mask;
}

function namesMockMeat(tokens: readonly string[]): boolean {
  for (let i = 0; i < tokens.length; i += 1) if (longestAt(MOCK_INDEX, tokens, i)) return true;
  return false;
}

/** The keys one line contains or may contain, as a mask. */
function lineMask(line: string): number {
  const lower = line.toLowerCase().trim();
  const text = normalize(lower);
  if (isHeading(text)) return 0;
  let mask = 0;
  for (const [pattern, keys] of PARTS) if (pattern.test(lower)) mask |= keys;
  const tokens = text.match(TOKEN) ?? [];
  let mock: boolean | undefined;
  /** Keys cleared by a qualifier earlier in the phrase, and the last position a negation reaches. */
  let qualified = 0;
  let negatedTo = -1;
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i]!;
    if (NEGATING_PAIRS.has(`${token} ${tokens[i + 1] ?? ''}`)) {
      negatedTo = i + 1 + NEGATION_SPAN;
      i += 2;
      continue;
    }
    if (BREAKS.has(token)) {
      qualified = 0;
      negatedTo = -1;
      i += 1;
      continue;
    }
    const qualifier = longestAt(QUALIFIER_INDEX, tokens, i);
    if (qualifier) {
      qualified |= qualifier.value;
      i += qualifier.words.length;
      continue;
    }
    if (NEGATORS.has(token)) {
      negatedTo = i + NEGATION_SPAN;
      i += 1;
      continue;
    }
    const found = longestAt(TERMS, tokens, i);
    if (!found) {
      i += 1;
      continue;
    }
    const term = found.value;
    const end = i + found.words.length;
    const lookAlike =
      i <= negatedTo ||
      sourceBefore(term, tokens, i) ||
      (end < tokens.length && longestAt(term.unlessAfter, tokens, end) !== undefined) ||
      (term.mock && !(mock ??= namesMockMeat(tokens)));
    if (!lookAlike) mask |= term.mask & ~qualified & ~qualifiedAfter(tokens, end);
    i = end;
  }
  return mask;
}
