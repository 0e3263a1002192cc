/**
 * A quick, dependency-free check for ingredient lines that look non-vegan, cheap enough to run as
 * the user types. It is a heuristic over common animal products and their vegan look-alikes (the
 * words are in vegan-words.ts); it reads English and does not read instructions. It is measured on
 * real recipes by `make bench-vegan` (docs/benchmarks.md, 'Vegan check'); the decisions are in
 * docs/decisions/sharing.md.
 *
 * How a line is read
 * - Case and accents are ignored ('CRÈME FRAÎCHE'); apostrophes inside words are dropped ("lamb's
 *   lettuce", "Fry's"); hyphens join nothing ('egg-free' reads as 'egg free'); quantities, units
 *   and fractions ('1 tbsp', '½ cup', '1/2 cup') are words that mention nothing.
 * - Only whole words match, plurals included ('eggs', 'anchovies', 'prawns'): 'eggplant',
 *   'chickpea', 'butternut', 'shamrock', 'honeydew' and 'hamburger buns' mention nothing.
 * - 'or', '/', ';', 'sub', 'substitute' and 'swap' split a line into alternatives; ',', brackets,
 *   ':', '.', '=', dashes, 'and', '&', '+', 'with' and 'in' split an alternative into phrases.
 * - Headings mention nothing: a line ending with ':' ('Avocado cream:'), one starting with 'for'
 *   without a number ('For the cheese sauce'), a title with '(serves 4)', and a footnote starting
 *   with '*'. In a list (veganFlags), a line of at most four capitalized words above a line that
 *   starts with a quantity is a sub-recipe's title ('Cheese Sauce' above '2 cups raw cashews'; one
 *   word only when it names a dish: 'Pesto' is a title there, 'Butter' is not), and a line without a quantity that names a sub-recipe of two words or more does not mention it
 *   again ('tacos topped with sriracha mayonnaise' under 'Sriracha mayonnaise:').
 * - A known word is a look-alike, not a mention, when
 *   - its usual vegan source is one or two words before it, brackets skipped ('peanut butter',
 *     'oat barista milk', 'flax egg', 'soya (or coconut) yoghurt', 'vegetable butter');
 *   - a known word follows it ('butter beans', 'cream of tartar', 'chicken of the woods',
 *     'oyster mushrooms', 'honey crisp'), also across a coordination ('kidney, white, butter or
 *     pinto beans', 'shiitake, oyster or mushrooms') or as an example of that word ('mushrooms,
 *     such as oyster and shiitake', 'mushrooms (shiitake, oyster)');
 *   - sources of it follow in a bracket or after a dash or colon ('milk (coconut, almond or soya)',
 *     'milk – rice milk, oat milk');
 *   - it is negated or a product word: 'no', 'without', 'non', 'alternative', 'free of', 'instead
 *     of', 'alternative to', 'consistency of' before it; 'free', 'less', 'replacer', 'substitute',
 *     'alternative', 'style', 'spice', 'seasoning', 'tofu', '=' after it ('egg-free', "Fry's
 *     chicken-style strips", 'butter chicken spice blend', 'basil pesto tofu', '1 egg = 1 tbsp chia');
 *   - it stands in quotes ('"tuna"', 'chia "eggs"');
 *   - it ends a label followed by at least three words ('Hollandaise sauce: 120 ml oat milk, ...').
 * - A bracket that starts with an aside word ('less', 'more', 'depending', 'for', 'use', 'add',
 *   'all', 'equivalent'...) comments and mentions nothing: 'agave (less if the yoghurt is sweetened)'.
 *
 * Qualifier rule: a line is fine when every mention in it is qualified. A mention is qualified by a
 * qualifier that covers its kind, found
 * - in the mention's own phrase ('vegan unsalted butter', 'dairy-free parmesan');
 * - in another phrase of the same alternative that holds only qualifiers, filler and source words
 *   ('2 tbsp butter (vegan)', 'yogurt (vegan if possible)');
 * - in the phrase a bracket follows, for the bracket's phrases ('vegan sour cream (cilantro-lime
 *   sour cream...)'), or in a bracket starting with a quantity, for the phrase before it
 *   ('buttermilk (1 cup non-dairy milk + lemon juice)');
 * - in a generic phrase ('other', 'another', 'similar', 'favourite', 'choice', 'equivalent'...) of
 *   the same or a later alternative ('Heura meatballs (or your choice of vegan meatballs)');
 * - anywhere in the line for a vegan brand's kinds ("Fry's", 'Violife', 'Alpro'...; only brands whose
 *   whole range is vegan), and for dairy, eggs, honey and other non-meat kinds when the line names a
 *   recipe for it ('tomato pesto (recipe below)'; 'shrimp stock (recipe follows)' stays flagged).
 * A mention in a generic phrase ('milk of choice', 'all types of milk') is fine when the line shows
 * its kind vegan somewhere. A bare milk, cream, butter, yogurt, cheese, mayonnaise or aioli is fine
 * when an earlier alternative names a vegan version of a different product of its kind ('coconut
 * milk or cream', 'vegan mayo or garlic aioli'). So 'butter or vegan butter', 'vegan butter and
 * milk', 'coconut milk or heavy cream' and 'honey (or maple syrup to keep it vegan)' are flagged. A
 * qualifier right after 'not', 'non' or 'for' does not count and its phrase lends nothing
 * ('non-vegan butter', 'honey if not vegan', 'Worcestershire sauce (omit for vegan)').
 * - 'vegan', 'plant-based', 'animal-free' cover everything;
 * - 'dairy-free', 'non-dairy', 'milk-free' cover dairy; 'egg-free', 'eggless' cover eggs (so
 *   mayonnaise and meringue); 'meatless', 'meat-free', 'imitation' cover meat; 'mock', 'faux' cover
 *   meat and fish ('imitation crab' is fish, so flagged); 'fish-free', 'fishless' cover fish;
 *   'vegetarian' covers fish only ('vegetarian oyster sauce' is fine, 'vegetarian parmesan' is not);
 *   'bee-free', 'honey-free' cover bee products; 'gelatin-free' covers other animal products;
 * - 'veggie' and 'lactose-free' are not qualifiers ('veggie sausages' may hold egg or milk).
 * Something made of several kinds needs all of them covered ('dairy-free custard' still has eggs).
 *
 * Term convention: VeganFlag.term is the first unqualified mention of the line, named canonically:
 * lower case, singular, US spelling, no accents, the longest known phrase winning ('fish sauce' not
 * 'fish', 'egg yolk' not 'egg', 'chicken stock' not 'chicken'). Spellings and short forms map to
 * one name: 'eggs' -> 'egg', 'gelatine' -> 'gelatin', 'yoghurt' -> 'yogurt', 'mayo' ->
 * 'mayonnaise', 'anchovies' -> 'anchovy', 'caseinate' -> 'casein', 'E120' -> 'carmine',
 * 'worcestershire' -> 'worcestershire sauce', 'crème fraîche' -> 'creme fraiche', 'crab meat' ->
 * 'crab'. A named cheese is its own term ('parmesan', 'feta'), as is each named meat or fish.
 *
 * Decisions: bread is not checked, so 'hamburger bun' and 'hot dog bun' are fine while 'hamburger'
 * alone (ground beef) is flagged. Foods usually made with animal products are flagged unless
 * qualified: mayonnaise, aioli, pesto, custard, brioche, marshmallow, worcestershire sauce, dashi.
 * Plain 'stock', 'broth', 'margarine' and 'milk thistle' are fine; 'egg substitute' counts as a
 * substitute. A capitalized short line above a quantity reads as a title even when it is an
 * ingredient ('Geriebener Parmesan'), and non-English words for 'or' do not split alternatives.
 */

import { addForm, longestAt, spellingsOf, startsAt, withPlurals, type FormIndex } from './phrase-index.js';
import type { Kind, TermSpec } from './vegan-words.js';
import {
  ASIDE_STARTS,
  DISHES,
  BRANDS,
  CLOSING,
  COORDINATORS,
  ELLIPTIC,
  EVERY_KIND,
  EXAMPLE_MARKERS,
  FILLER,
  GENERIC,
  HARD_BREAKS,
  KIND_BITS,
  NEGATING_AFTER,
  NEGATING_BEFORE,
  NEGATING_PAIRS,
  NEGATING_QUALIFIER,
  OPENING,
  QUALIFIERS,
  SOFT_BREAKS,
  SOURCES,
  STOCKS,
  STOCK_ANIMALS,
  TERM_GROUPS,
  VERSION_OPENERS,
} from './vegan-words.js';

/** One ingredient line that looks non-vegan. */
export interface VeganFlag {
  /** 0-based position of the line in the list given. */
  index: number;
  /** The line as given. */
  line: string;
  /** The non-vegan word or phrase found, named as the module comment describes ('egg', 'fish sauce'). */
  term: string;
}

/** Words a label may have after its term ('Garlic yogurt drizzle:'). */
const LABEL_TAIL = 2;
/** Words that must follow a label's colon: 'Crème fraîche : 50 g' names its quantity, not a sub-recipe. */
const LABEL_FOLLOWING_WORDS = 3;
/** How many tokens a coordination or a list of examples may span. */
const COORDINATION_SPAN = 8;

const TOKEN = /[a-z]+|\d+|[;|/,()[\]{}:.!?&+•–—="]/g;
const MARKS = /\p{M}+/gu;
const IN_WORD_APOSTROPHE = /(?<=[a-z\d])['‘’ʼ`´](?=[a-z])/g;
const QUOTES = /['‘’ʼ`´"“”„«»]/g;
/** '1/2 cup' and '1⁄2' (from '½') are quantities, not alternatives. */
const FRACTION = /(\d)\s*[/⁄]\s*(?=\d)/g;
const HALF_AND_HALF = /\bhalf\W*(?:and|n|&)\W*half\b/g;
/** Bullets and dashes before a line's text. */
const BULLETS = /^[\s•·–—-]+/;
/** '*Carrageenan can also be used...': a footnote, not an ingredient. */
const FOOTNOTE = /^\*/;
/** 'For the garlic yogurt drizzle', 'Ingredients for the "egg whites"'. */
const FOR_THE = /^(?:ingredients\s+)?for\s/;
/**
 * 'Tomato pesto (recipe below)': made by a recipe whose own lines are checked. That covers the kinds
 * with plant-made versions of the same name (dairy, eggs, honey...), not meat or fish ('shrimp stock (recipe follows)').
 */
const MADE_BY_RECIPE = EVERY_KIND & ~KIND_BITS.meat & ~KIND_BITS.fish;
const RECIPE_REFERENCE = /\(\s*(?:see\s+)?(?:the\s+)?recipe\b/;
/** First words of a bracket that says what the phrase before it is made of ('buttermilk (1 cup oat milk + ...)'). */
const QUANTITY_WORD = /^(?:\d+|one|two|three|half|a)$/;
/** A short line of capitalized words only ('Cheese Sauce'): a sub-recipe's title when a quantity follows. */
const TITLE = /^\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)*$/u;
const TITLE_WORDS = 4;
const STARTS_WITH_QUANTITY = /^[\s•·–—-]*(?:\d|\p{No})/u;
/** 'Cilantro pepita pesto (serves 4)': a sub-recipe's title. */
const SERVES = /^\D*\((?:serves|makes)\b[^)]*\)$/;

/** Lower case, no accents, apostrophes in words dropped, other quotes made '"', fractions and 'half and half' kept whole. */
function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(IN_WORD_APOSTROPHE, '')
    .replace(QUOTES, '"')
    .replace(FRACTION, '$1 ')
    .replace(HALF_AND_HALF, 'halfandhalf');
}

/** The words of a spelling in the data ('crème fraîche' -> ['creme', 'fraiche']). */
function wordsOf(text: string): string[] {
  return normalize(text).match(/[a-z]+|\d+/g) ?? [];
}

/** Every spelling of a phrase, the last word in singular or plural. */
const spellings = (text: string): string[][] => spellingsOf(wordsOf(text));

interface CompiledTerm {
  term: string;
  mask: number;
  safeBefore: ReadonlySet<string>;
  safeAfter: readonly (readonly string[])[];
  /** Single-word nouns of safeAfter: 'mushrooms' for 'oyster', read across coordinations and examples. */
  heads: ReadonlySet<string>;
}

function maskOf(kinds: readonly Kind[] | 'all'): number {
  return kinds === 'all' ? EVERY_KIND : kinds.reduce((mask, kind) => mask | KIND_BITS[kind], 0);
}

function compileTerm(spec: TermSpec, kinds: readonly Kind[]): CompiledTerm {
  // A source word counts when it is a source for every kind ('coconut custard' still has eggs).
  const [firstKind, ...otherKinds] = kinds;
  const sources = (firstKind ? SOURCES[firstKind] : []).filter((word) => otherKinds.every((kind) => SOURCES[kind].includes(word)));
  const safeAfter = (spec.safeAfter ?? []).flatMap(spellings);
  return {
    term: spec.term,
    mask: maskOf(kinds),
    safeBefore: new Set([...sources, ...(spec.safeBefore ?? [])].flatMap(withPlurals)),
    safeAfter,
    heads: new Set(safeAfter.filter((words) => words.length === 1).map(([word]) => word!)),
  };
}

function buildTermIndex(): FormIndex<CompiledTerm> {
  const index: FormIndex<CompiledTerm> = new Map();
  const add = (spec: TermSpec, kinds: readonly Kind[]) => {
    const compiled = compileTerm(spec, kinds);
    for (const text of [spec.term, ...(spec.also ?? [])]) for (const words of spellings(text)) addForm(index, words, compiled);
  };
  for (const group of TERM_GROUPS) for (const spec of group.terms) add(typeof spec === 'string' ? { term: spec } : spec, group.kinds);
  for (const [animal, kind] of Object.entries(STOCK_ANIMALS)) for (const stock of STOCKS) add({ term: `${animal} ${stock}` }, [kind]);
  return index;
}

function buildMaskIndex(entries: readonly (readonly [string, readonly Kind[] | 'all'])[]): FormIndex<number> {
  const index: FormIndex<number> = new Map();
  for (const [text, kinds] of entries) addForm(index, wordsOf(text), maskOf(kinds));
  return index;
}

const TERMS = buildTermIndex();
const QUALIFIER_INDEX = buildMaskIndex(QUALIFIERS);
const BRAND_INDEX = buildMaskIndex(BRANDS);
const ALL_SOURCES = new Set(Object.values(SOURCES).flat());

const isWord = (token: string | undefined): token is string => token !== undefined && /^[a-z]/.test(token);

/** A line's tokens, and which words stand in quotes ('"tuna"', 'chia "eggs"'). */
interface Reading {
  tokens: string[];
  quoted: boolean[];
}

/** The tokens of a normalized line, quote marks dropped once their words are marked. */
function readTokens(text: string): Reading {
  const raw = text.match(TOKEN) ?? [];
  const tokens: string[] = [];
  const quoted: boolean[] = [];
  for (let i = 0; i < raw.length; i += 1) {
    if (raw[i] !== '"') {
      tokens.push(raw[i]!);
      quoted.push(false);
      continue;
    }
    // A pair of quotes around one to four words: the words are quoted, the marks dropped.
    let close = i + 1;
    while (close < raw.length && close - i <= 5 && isWord(raw[close])) close += 1;
    if (raw[close] !== '"' || close === i + 1) continue;
    for (let k = i + 1; k < close; k += 1) {
      tokens.push(raw[k]!);
      quoted.push(true);
    }
    i = close;
  }
  return { tokens, quoted };
}

/** Up to two words before a position in the same phrase, brackets skipped ('soya (or coconut) yoghurt'). */
function wordsBefore(tokens: readonly string[], at: number): string[] {
  const words: string[] = [];
  for (let k = at - 1; k >= 0 && words.length < 2; k -= 1) {
    const token = tokens[k]!;
    if (isWord(token) || /^\d/.test(token)) words.push(token);
    else if (!OPENING.has(token) && !CLOSING.has(token)) break;
  }
  return words;
}

/** 'kidney, white, butter or pinto beans', 'shiitake, oyster or mushrooms': the shared noun follows. */
function sharesNounAfter(term: CompiledTerm, tokens: readonly string[], end: number): boolean {
  if (!COORDINATORS.has(tokens[end] ?? '')) return false;
  for (let k = end; k < Math.min(tokens.length, end + COORDINATION_SPAN); k += 1) {
    const token = tokens[k]!;
    if (!isWord(token) && !COORDINATORS.has(token)) return false;
    if (term.safeAfter.some((following) => startsAt(tokens, k, following))) return true;
  }
  return false;
}

/** 'mushrooms (shiitake, oyster)', 'mushrooms, such as oyster and shiitake': examples of the noun before. */
function isExampleOf(term: CompiledTerm, tokens: readonly string[], start: number): boolean {
  let marked = false;
  for (let k = start - 1; k >= Math.max(0, start - COORDINATION_SPAN); k -= 1) {
    const token = tokens[k]!;
    if (marked && term.heads.has(token)) return true;
    if (EXAMPLE_MARKERS.has(token)) marked = true;
    else if (!isWord(token) && !COORDINATORS.has(token)) return false;
  }
  return false;
}

/** 'milk (coconut, almond or soya)', 'milk – rice milk, oat milk or soya milk': the versions meant follow. */
function namesVersionsAfter(term: CompiledTerm, tokens: readonly string[], end: number): boolean {
  if (!VERSION_OPENERS.has(tokens[end] ?? '') || tokens[end + 1] === 'or') return false;
  let sources = 0;
  for (let k = end + 1; k < tokens.length && !CLOSING.has(tokens[k]!); k += 1) {
    const token = tokens[k]!;
    const same = longestAt(TERMS, tokens, k, tokens.length);
    if (same?.value === term) k += same.words.length - 1;
    else if (term.safeBefore.has(token)) sources += 1;
    else if (!COORDINATORS.has(token)) return false;
  }
  return sources > 0;
}

/** How many words there are from a position, counting up to `most`. */
function wordsFrom(tokens: readonly string[], from: number, most: number): number {
  let count = 0;
  for (let k = from; k < tokens.length && count < most; k += 1) if (isWord(tokens[k])) count += 1;
  return count;
}

/** 'Hollandaise sauce: 120 ml oat milk...': a label names what follows. */
function isLabel(tokens: readonly string[], end: number): boolean {
  for (let k = end; k <= end + LABEL_TAIL && k < tokens.length; k += 1) {
    if (tokens[k] === ':') return wordsFrom(tokens, k + 1, LABEL_FOLLOWING_WORDS) >= LABEL_FOLLOWING_WORDS;
    if (!isWord(tokens[k])) return false;
  }
  return false;
}

/** How a known word reads where it stands: an animal product, a plant-based version ('oat milk'), or neither. */
type Use = 'mention' | 'plant' | 'other';

function useOf(term: CompiledTerm, reading: Reading, start: number, end: number): Use {
  const { tokens, quoted } = reading;
  const [before = '', twoBefore = ''] = wordsBefore(tokens, start);
  const after = tokens[end] ?? '';
  if (term.safeBefore.has(before) || term.safeBefore.has(twoBefore)) return 'plant';
  if (quoted.slice(start, end).every(Boolean)) return 'other';
  if (NEGATING_BEFORE.has(before) || NEGATING_AFTER.has(after) || NEGATING_PAIRS.has(`${twoBefore} ${before}`)) return 'other';
  if (term.safeAfter.some((following) => startsAt(tokens, end, following))) return 'other';
  if (isLabel(tokens, end)) return 'other';
  if (namesVersionsAfter(term, tokens, end)) return 'plant';
  return sharesNounAfter(term, tokens, end) || isExampleOf(term, tokens, start) ? 'other' : 'mention';
}

interface Phrase {
  /** Kinds covered by qualifiers in the phrase. */
  qualified: number;
  /** Kinds covered by qualifiers of the bracket beside it (the phrase it follows, or the bracket it opens). */
  lent: number;
  mentions: CompiledTerm[];
  /** Plant-based versions named by their source ('coconut milk'), for the ellipsis 'coconut milk or cream'. */
  plant: CompiledTerm[];
  /** Only qualifiers and filler words: it qualifies the whole alternative. */
  qualifierOnly: boolean;
  /** Names a kind, not a product ('milk of choice'). */
  generic: boolean;
  /** Holds a negated qualifier ('if you are not vegan'): it lends nothing. */
  negated: boolean;
}

function readPhrase(reading: Reading, from: number, to: number, aside: boolean): Phrase {
  const { tokens } = reading;
  const phrase: Phrase = { qualified: 0, lent: 0, mentions: [], plant: [], qualifierOnly: true, generic: false, negated: false };
  let i = from;
  while (i < to) {
    const qualifier = longestAt(QUALIFIER_INDEX, tokens, i, to);
    if (qualifier) {
      if (i > 0 && NEGATING_QUALIFIER.has(tokens[i - 1]!)) phrase.negated = true;
      else phrase.qualified |= qualifier.value;
      i += qualifier.words.length;
      continue;
    }
    const term = longestAt(TERMS, tokens, i, to);
    if (term) {
      const end = i + term.words.length;
      const use = useOf(term.value, reading, i, end);
      if (use === 'plant') phrase.plant.push(term.value);
      else if (use === 'mention' && !aside) phrase.mentions.push(term.value);
      phrase.qualifierOnly = false;
      i = end;
      continue;
    }
    const word = tokens[i]!;
    if (GENERIC.has(word)) phrase.generic = true;
    else if (!FILLER.has(word) && !ALL_SOURCES.has(word)) phrase.qualifierOnly = false;
    i += 1;
  }
  phrase.qualifierOnly &&= phrase.qualified !== 0;
  return phrase;
}

/**
 * The alternatives of a line, each a list of phrases. A bracket and the phrase just before it share
 * their qualifiers, unless the bracket starts another alternative ('vegan sour cream (cashew sour
 * cream, ...)', 'buttermilk (one cup non-dairy milk + lemon juice)'); bracketed asides keep their
 * qualifiers but mention nothing.
 */
function readAlternatives(reading: Reading): Phrase[][] {
  const { tokens } = reading;
  const alternatives: Phrase[][] = [];
  let phrases: Phrase[] = [];
  let from = 0;
  let aside = false;
  /** The phrase a bracket of the current alternative follows. */
  let owner: Phrase | undefined;
  let bracketStart = 0;
  for (let i = 0; i <= tokens.length; i += 1) {
    const token = i < tokens.length ? tokens[i]! : ';';
    const hard = HARD_BREAKS.has(token);
    if (!hard && !SOFT_BREAKS.has(token)) continue;
    const phrase = i > from ? readPhrase(reading, from, i, aside) : undefined;
    if (phrase) {
      phrases.push(phrase);
      if (owner) {
        if (QUANTITY_WORD.test(tokens[bracketStart] ?? '')) owner.lent |= phrase.qualified;
        if (!phrase.negated) phrase.lent |= owner.qualified;
      }
    }
    from = i + 1;
    if (OPENING.has(token)) {
      aside = ASIDE_STARTS.has(tokens[i + 1] ?? '');
      owner = phrase;
      bracketStart = i + 1;
    } else if (CLOSING.has(token)) {
      aside = false;
      owner = undefined;
    }
    if (hard) {
      alternatives.push(phrases);
      phrases = [];
      owner = undefined;
    }
  }
  return alternatives;
}

/** Kinds covered by vegan brands anywhere in the line. */
function brandMask(tokens: readonly string[]): number {
  let mask = 0;
  for (let i = 0; i < tokens.length; i += 1) mask |= longestAt(BRAND_INDEX, tokens, i, tokens.length)?.value ?? 0;
  return mask;
}

const covers = (mask: number, term: CompiledTerm) => (mask & term.mask) === term.mask;

/** The first mention of a line that nothing makes vegan. */
function unqualifiedTerm(alternatives: readonly Phrase[][], brands: number): string | undefined {
  // 'Heura meatballs (or your choice of vegan meatballs)': the qualifier speaks for its alternative and those before it.
  const named: number[] = [];
  for (let a = alternatives.length - 1, mask = brands; a >= 0; a -= 1) {
    mask = alternatives[a]!.reduce((m, phrase) => (phrase.generic ? m | phrase.qualified : m), mask);
    named[a] = mask;
  }
  const phrases = alternatives.flat();
  const evidence = phrases.reduce(
    (mask, phrase) => phrase.plant.reduce((m, term) => m | term.mask, mask | phrase.qualified),
    named[0] ?? brands,
  );
  /** Vegan versions the alternatives before this one name: 'coconut milk', 'vegan mayo'. */
  const before: CompiledTerm[] = [];
  for (const [a, alternative] of alternatives.entries()) {
    const shared = alternative.reduce((mask, phrase) => (phrase.qualifierOnly ? mask | phrase.qualified : mask), named[a]!);
    const versions: CompiledTerm[] = [];
    for (const phrase of alternative) {
      const covered = phrase.qualified | phrase.lent | shared;
      for (const term of phrase.mentions) {
        if (covers(covered, term)) versions.push(term);
        else if (phrase.generic && covers(evidence, term)) continue;
        // 'coconut milk or cream', 'vegan mayo or garlic aioli': an earlier alternative names a vegan version of the same kind.
        else if (!(ELLIPTIC.has(term.term) && before.some((other) => other.mask === term.mask && other.term !== term.term)))
          return term.term;
      }
      versions.push(...phrase.plant);
    }
    before.push(...versions);
  }
  return undefined;
}

/** A heading ('Avocado cream:', 'For the tzatziki dip', '"Tuna":') or a footnote ('*Use refined coconut oil...'). */
function isHeading(text: string): boolean {
  return FOOTNOTE.test(text) || text.endsWith(':') || (FOR_THE.test(text) && !/\d/.test(text)) || SERVES.test(text);
}

/** What a line names, normalized, without bullets. */
const cleanText = (line: string) => normalize(line).replace(BULLETS, '').trim();

function termOf(text: string, madeHere: readonly string[]): string | undefined {
  if (isHeading(text)) return undefined;
  // 'topped with avocado cream and sriracha mayonnaise': things the recipe's own sub-recipes make.
  let served = ` ${text} `;
  if (!STARTS_WITH_QUANTITY.test(text)) for (const name of madeHere) served = served.replaceAll(` ${name} `, ' ; ');
  const reading = readTokens(served);
  const made = RECIPE_REFERENCE.test(text) ? MADE_BY_RECIPE : 0;
  return unqualifiedTerm(readAlternatives(reading), brandMask(reading.tokens) | made);
}

/** The non-vegan term a single ingredient line mentions, or undefined when it looks vegan. */
export function nonVeganTerm(line: string): string | undefined {
  return typeof line === 'string' ? termOf(cleanText(line), []) : undefined;
}

/**
 * 'Cheese Sauce' above '2 cups raw cashews': a title of a few capitalized words, with a line starting
 * with a quantity next. A title of one word names a dish ('Pesto', 'Meatballs'), since 'Butter' above
 * '2 cups flour' is an ingredient.
 */
function isTitleAbove(line: string, next: unknown): boolean {
  const text = line.trim();
  if (typeof next !== 'string' || !TITLE.test(text) || !STARTS_WITH_QUANTITY.test(next)) return false;
  const words = text.split(/\s+/).length;
  return words === 1 ? DISHES.has(nonVeganTerm(text) ?? '') : words <= TITLE_WORDS;
}

/** The name a heading gives a sub-recipe, when it has two words or more ('sriracha mayonnaise'). */
function madeName(text: string): string | undefined {
  const name = (
    text
      .replace(FOR_THE, '')
      .replace(/^the\s/, '')
      .match(/[a-z]+|\d+/g) ?? []
  ).join(' ');
  return name.includes(' ') ? name : undefined;
}

/** Every ingredient line that looks non-vegan, in order (sub-recipe titles are headings, as lines ending with ':' are). */
export function veganFlags(ingredients: readonly string[]): VeganFlag[] {
  const texts = ingredients.map((line) => (typeof line === 'string' ? cleanText(line) : undefined));
  const titles = ingredients.map((line, index) => typeof line === 'string' && isTitleAbove(line, ingredients[index + 1]));
  const madeHere = texts.flatMap((text, index) => (text !== undefined && (titles[index] || isHeading(text)) ? (madeName(text) ?? []) : []));
  const flags: VeganFlag[] = [];
  texts.forEach((text, index) => {
    const term = text === undefined || titles[index] ? undefined : termOf(text, madeHere);
    if (term !== undefined) flags.push({ index, line: ingredients[index]!, term });
  });
  return flags;
}
