/**
 * A quick, dependency-free check for ingredient lines that look non-vegan, cheap enough to run as
 * the user types. It is a heuristic over common animal products and their vegan look-alikes; it
 * does not know brands and does not read instructions.
 *
 * How a line is read
 * - Case, accents and apostrophes are ignored ('CRÈME FRAÎCHE', "lamb's lettuce"); hyphens and
 *   quotes join nothing ('egg-free' reads as 'egg free'); quantities, units and fractions in front
 *   ('1 tbsp', '½ cup', '1/2 cup') are simply words that mention nothing.
 * - Only whole words match, plurals included ('eggs', 'anchovies', 'prawns'): 'eggplant',
 *   'chickpea', 'butternut', 'shamrock', 'honeydew' and 'hamburger buns' mention nothing.
 * - 'or', '/' and ';' split a line into alternatives; ',', brackets, ':', '.', 'and', '&', '+',
 *   'with' and 'in' split an alternative into phrases.
 * - A known word is a look-alike, not a mention, when
 *   - its usual vegan source is one or two words before it in the same phrase ('peanut butter',
 *     'oat barista milk', 'flax egg', 'jackfruit pulled pork', 'cashew sour cream');
 *   - a known word follows it ('butter beans', 'cream of tartar', 'chicken of the woods',
 *     'milk thistle', 'beef tomato', 'crab apple');
 *   - it is negated: 'no', 'without', 'non', 'free of' before it, or 'free', 'less', 'replacer',
 *     'replacement', 'substitute', 'alternative' after it ('egg-free', 'egg replacer').
 *
 * Qualifier rule: a line is fine when every mention in it is qualified. A mention is qualified by a
 * qualifier that covers its kind, found either in the mention's own phrase ('vegan unsalted butter',
 * 'dairy-free parmesan') or in another phrase of the same alternative that holds only qualifiers
 * and filler words ('2 tbsp butter (vegan)', 'butter, softened (vegan if possible)'). So 'butter or vegan butter' and 'vegan butter
 * and milk' are flagged, and so is 'honey (or maple syrup to keep it vegan)'. A qualifier right
 * after 'not' or 'non' does not count ('non-vegan butter', 'honey if not vegan').
 * - 'vegan', 'plant-based', 'animal-free' cover everything;
 * - 'dairy-free', 'non-dairy', 'milk-free' cover dairy; 'egg-free', 'eggless' cover eggs (so
 *   mayonnaise and meringue); 'meatless', 'meat-free', 'imitation' cover meat; 'mock', 'faux' cover
 *   meat and fish ('imitation crab' is fish, so flagged); 'fish-free', 'fishless' cover fish;
 *   'bee-free', 'honey-free' cover bee products; 'gelatin-free' covers other animal products;
 * - 'vegetarian', 'veggie' and 'lactose-free' are not qualifiers.
 * Something made of several kinds needs all of them covered ('dairy-free custard' still has eggs).
 *
 * Term convention: VeganFlag.term is the first unqualified mention of the line, named canonically:
 * lower case, singular, US spelling, no accents, the longest known phrase winning ('fish sauce' not
 * 'fish', 'egg yolk' not 'egg', 'chicken stock' not 'chicken'). Spellings and short forms map to
 * one name: 'eggs' -> 'egg', 'gelatine' -> 'gelatin', 'yoghurt' -> 'yogurt', 'mayo' ->
 * 'mayonnaise', 'anchovies' -> 'anchovy', 'caseinate' -> 'casein', 'E120' -> 'carmine',
 * 'worcestershire' -> 'worcestershire sauce', 'crème fraîche' -> 'creme fraiche'. A named cheese is
 * its own term ('parmesan', 'feta'), as is each named meat or fish.
 *
 * Decisions: bread is not checked, so 'hamburger bun' and 'hot dog bun' are fine while 'hamburger'
 * alone (ground beef) is flagged. Foods usually made with animal products are flagged unless
 * qualified: mayonnaise, aioli, pesto, custard, brioche, marshmallow, worcestershire sauce, dashi.
 * Plain 'stock', 'broth', 'margarine' and 'milk thistle' are fine; 'egg substitute' counts as a
 * substitute.
 */

/** One ingredient line that looks non-vegan. */
export interface VeganFlag {
  /** 0-based position of the line in the list given. */
  index: number;
  /** The line as given. */
  line: string;
  /** The non-vegan word or phrase found, named as the module comment describes ('egg', 'fish sauce'). */
  term: string;
}

type Kind = 'dairy' | 'egg' | 'meat' | 'fish' | 'bee' | 'animal';

const KIND_BITS: Readonly<Record<Kind, number>> = { dairy: 1, egg: 2, meat: 4, fish: 8, bee: 16, animal: 32 };
const EVERY_KIND = 63;

/** A non-vegan word or phrase. `term` and every `also` form also match in the plural. */
interface TermSpec {
  term: string;
  also?: readonly string[];
  /** Look-alike when one of these words is one or two words before it (added to its kinds' sources). */
  safeBefore?: readonly string[];
  /** Look-alike when one of these words or phrases follows it. */
  safeAfter?: readonly string[];
}

interface KindGroup {
  kinds: readonly Kind[];
  terms: readonly (TermSpec | string)[];
}

/** Usual vegan sources, one or two words before a term of the kind ('oat milk', 'tofu bacon'). */
const SOURCES: Readonly<Record<Kind, readonly string[]>> = {
  dairy: [
    'almond', 'cashew', 'coconut', 'flax', 'flaxseed', 'hazelnut', 'hemp', 'lupin', 'macadamia', 'nut', 'oat',
    'pea', 'peanut', 'pecan', 'pistachio', 'plant', 'quinoa', 'rice', 'seed', 'sesame', 'soy', 'soya',
    'sunflower', 'tigernut', 'tofu', 'walnut',
  ],
  egg: ['aquafaba', 'chia', 'chickpea', 'flax', 'flaxseed', 'just', 'linseed', 'plant', 'tofu'],
  meat: [
    'aubergine', 'bean', 'beet', 'beetroot', 'beyond', 'cabbage', 'cauliflower', 'celeriac', 'chickpea',
    'eggplant', 'gluten', 'impossible', 'jackfruit', 'lentil', 'mushroom', 'nut', 'pea', 'plant', 'portobello',
    'seitan', 'shiitake', 'soy', 'soya', 'tempeh', 'tofu', 'tvp', 'walnut', 'wheat',
  ],
  fish: [
    'aubergine', 'banana', 'blossom', 'carrot', 'chickpea', 'eggplant', 'jackfruit', 'kelp', 'konjac', 'lentil',
    'mushroom', 'nori', 'plant', 'seaweed', 'seitan', 'soy', 'tofu', 'tomato', 'watermelon',
  ],
  bee: ['dandelion', 'date'],
  animal: ['agar', 'microbial', 'plant', 'vegetable'],
};

const BUTTER_SOURCES = [
  'apple', 'biscoff', 'cacao', 'cocoa', 'cookie', 'fruit', 'mango', 'pear', 'plum', 'pumpkin', 'shea', 'soynut',
  'speculoos',
];

const TERM_GROUPS: readonly KindGroup[] = [
  {
    kinds: ['dairy'],
    terms: [
      { term: 'milk', also: ['milkfat'], safeAfter: ['thistle'] },
      'buttermilk',
      'condensed milk',
      'evaporated milk',
      { term: 'milk powder', also: ['powdered milk', 'dried milk', 'dry milk'] },
      'milk chocolate',
      'white chocolate',
      'half-and-half',
      { term: 'butter', safeBefore: BUTTER_SOURCES, safeAfter: ['bean', 'lettuce', 'leaf', 'head', 'pickle'] },
      'butterfat',
      { term: 'ghee', safeBefore: ['vegetable'] },
      { term: 'cream', safeAfter: ['of tartar', 'of coconut', 'soda', 'cracker'] },
      'heavy cream',
      'double cream',
      'single cream',
      'whipping cream',
      'whipped cream',
      'clotted cream',
      { term: 'sour cream', also: ['soured cream'] },
      'ice cream',
      'gelato',
      'cream cheese',
      'creme fraiche',
      { term: 'cheese', safeAfter: ['cloth', 'plant'] },
      'cheesecake',
      'goat cheese',
      { term: 'parmesan', also: ['parmigiano', 'parmigiano reggiano'] },
      'pecorino', 'grana padano', 'mozzarella', 'burrata', 'feta', 'cheddar', 'ricotta', 'paneer', 'halloumi',
      'mascarpone', 'gouda', 'brie', 'camembert', 'gruyere', 'provolone', 'manchego', 'monterey jack', 'colby',
      'gorgonzola', 'roquefort', 'stilton', 'queso', 'cotija', 'asiago', 'fontina', 'taleggio', 'raclette', 'edam',
      'havarti', 'muenster', 'quark', 'labneh', 'skyr',
      { term: 'emmental', also: ['emmentaler', 'emmenthal'] },
      { term: 'yogurt', also: ['yoghurt', 'yogourt', 'yoghourt', 'dahi'] },
      { term: 'kefir', safeBefore: ['water'] },
      { term: 'curd', safeBefore: ['bean'] },
      'whey',
      { term: 'casein', also: ['caseinate'] },
      'lactose',
      'pesto',
      'tzatziki',
      'raita',
      'dulce de leche',
    ],
  },
  {
    kinds: ['egg'],
    terms: [
      { term: 'egg', safeAfter: ['plant'] },
      { term: 'egg yolk', also: ['yolk'] },
      'egg white',
      { term: 'albumen', also: ['albumin'] },
      { term: 'mayonnaise', also: ['mayo', 'kewpie'] },
      'aioli',
      'meringue',
      'eggnog',
    ],
  },
  {
    kinds: ['egg', 'dairy'],
    terms: [{ term: 'custard', safeAfter: ['powder', 'apple'] }, 'lemon curd', 'hollandaise', 'bearnaise', 'brioche'],
  },
  {
    kinds: ['meat'],
    terms: [
      { term: 'meat', safeBefore: ['coconut'] },
      { term: 'beef', safeAfter: ['tomato'] },
      'pork', 'veal', 'mutton', 'venison', 'rabbit',
      { term: 'bacon', safeBefore: ['carrot', 'coconut', 'paper'] },
      { term: 'ham', safeBefore: ['watermelon'] },
      { term: 'hamburger', safeAfter: ['bun', 'roll', 'bread'] },
      { term: 'hot dog', also: ['hotdog'], safeAfter: ['bun', 'roll'] },
      { term: 'lamb', safeAfter: ['lettuce', 'quarter'] },
      { term: 'chicken', safeAfter: ['of the woods', 'egg', 'pea'] },
      { term: 'turkey', safeAfter: ['tail'] },
      { term: 'duck', safeAfter: ['sauce', 'egg'] },
      { term: 'goose', also: ['geese'], safeAfter: ['egg'] },
      { term: 'goat', safeAfter: ['milk', 'butter', 'yogurt', 'kefir', 'cream'] },
      'sausage', 'bratwurst', 'frankfurter', 'kielbasa', 'chorizo', 'salami', 'pepperoni', 'prosciutto', 'pancetta',
      'guanciale', 'lardon', 'pastrami', 'jerky', 'meatball', 'liver', 'tripe', 'oxtail', 'brisket', 'foie gras',
      'bone marrow',
      { term: 'steak', safeAfter: ['seasoning', 'sauce', 'spice', 'rub'] },
      { term: 'poultry', safeAfter: ['seasoning'] },
      'lard',
      'tallow',
      { term: 'suet', safeBefore: ['vegetable'] },
      'schmaltz',
    ],
  },
  {
    kinds: ['fish'],
    terms: [
      'fish',
      { term: 'fish sauce', also: ['nam pla'] },
      { term: 'worcestershire sauce', also: ['worcestershire', 'worcester sauce'] },
      'oyster sauce',
      'anchovy', 'sardine', 'tuna', 'salmon', 'cod', 'haddock', 'mackerel', 'trout', 'tilapia', 'halibut',
      'herring', 'pollock', 'sea bass', 'caviar', 'roe', 'shrimp', 'prawn', 'crayfish', 'crawfish', 'langoustine',
      'clam', 'mussel', 'squid', 'calamari', 'octopus', 'cuttlefish', 'eel', 'shellfish', 'seafood', 'surimi',
      'lox', 'isinglass',
      { term: 'bonito', also: ['katsuobushi'] },
      { term: 'dashi', safeBefore: ['kombu', 'shiitake'] },
      { term: 'crab', safeAfter: ['apple'] },
      { term: 'lobster', safeAfter: ['mushroom'] },
      { term: 'oyster', safeAfter: ['mushroom'] },
      { term: 'scallop', safeAfter: ['squash'] },
    ],
  },
  {
    kinds: ['bee'],
    terms: [{ term: 'honey', safeAfter: ['dew', 'mushroom'] }, 'honeycomb', 'beeswax', 'royal jelly', 'propolis', 'bee pollen'],
  },
  {
    kinds: ['animal'],
    terms: [
      { term: 'gelatin', also: ['gelatine', 'e441'] },
      { term: 'carmine', also: ['e120', 'carminic acid'] },
      { term: 'shellac', also: ['e904', "confectioner's glaze"] },
      'cochineal', 'collagen', 'lanolin', 'rennet', 'marshmallow',
    ],
  },
];

/** '<animal> stock', '<animal> broth'... named as written ('chicken stock', 'bone broth'). */
const STOCK_ANIMALS: Readonly<Record<string, Kind>> = {
  chicken: 'meat', beef: 'meat', pork: 'meat', turkey: 'meat', lamb: 'meat', veal: 'meat', ham: 'meat', bone: 'meat',
  fish: 'fish', shrimp: 'fish', prawn: 'fish', seafood: 'fish', lobster: 'fish', crab: 'fish',
};
const STOCKS = ['stock', 'broth', 'bouillon', 'consomme'];

/** Words that make what they name vegan, and which kinds they cover. */
const QUALIFIERS: readonly (readonly [string, readonly Kind[] | 'all'])[] = [
  ['vegan', 'all'],
  ['plant-based', 'all'],
  ['plantbased', 'all'],
  ['animal-free', 'all'],
  ['dairy-free', ['dairy']],
  ['dairyfree', ['dairy']],
  ['non-dairy', ['dairy']],
  ['nondairy', ['dairy']],
  ['milk-free', ['dairy']],
  ['egg-free', ['egg']],
  ['eggfree', ['egg']],
  ['eggless', ['egg']],
  ['meatless', ['meat']],
  ['meat-free', ['meat']],
  ['meatfree', ['meat']],
  ['imitation', ['meat']],
  ['mock', ['meat', 'fish']],
  ['faux', ['meat', 'fish']],
  ['fishless', ['fish']],
  ['fish-free', ['fish']],
  ['bee-free', ['bee']],
  ['beefree', ['bee']],
  ['honey-free', ['bee']],
  ['gelatin-free', ['animal']],
  ['gelatine-free', ['animal']],
];

/** Words a qualifier-only phrase may also hold: '(vegan if possible)', '(use a vegan one)'. */
const FILLER = new Set(
  ('a an any also as be brand brands bought certified check choice choose e eg g homemade i ideally ie if is it its ' +
    'keep kind like make must of one ones only optional optionally option possible preferably preferred store ' +
    'style sure such the to type use used using variety version we your').split(' '),
);
/** Before a term: 'no eggs', 'without butter', 'non dairy'. */
const NEGATING_BEFORE = new Set(['no', 'without', 'non', 'sans', 'zero']);
/** After a term: 'egg-free', 'egg replacer', 'butter substitute'. */
const NEGATING_AFTER = new Set(['free', 'less', 'replacer', 'replacement', 'substitute', 'alternative', 'analogue', 'analog']);
/** Before a qualifier: 'non-vegan', 'if not vegan'. */
const NEGATING_QUALIFIER = new Set(['not', 'non']);
/** Split a line into alternatives. */
const HARD_BREAKS = new Set([';', '|', '/', 'or', 'nor']);
/** Split an alternative into phrases. */
const SOFT_BREAKS = new Set([',', '(', ')', '[', ']', '{', '}', ':', '.', '!', '?', '&', '+', '•', '–', '—', 'and', 'with', 'plus', 'in']);

const TOKEN = /[a-z]+|\d+|[;|/,()[\]{}:.!?&+•–—]/g;
const MARKS = /\p{M}+/gu;
const APOSTROPHES = /['‘’ʼ`´]/g;
/** '1/2 cup' and '1⁄2' (from '½') are quantities, not alternatives. */
const FRACTION = /(\d)\s*[/⁄]\s*(?=\d)/g;
const HALF_AND_HALF = /\bhalf\W*(?:and|n|&)\W*half\b/g;

/** Lower case, no accents or apostrophes, fractions and 'half and half' kept whole. */
function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .replace(FRACTION, '$1 ')
    .replace(HALF_AND_HALF, 'halfandhalf');
}

/** The words of a spelling in the data ('crème fraîche' -> ['creme', 'fraiche']). */
function wordsOf(text: string): string[] {
  return normalize(text).match(/[a-z]+|\d+/g) ?? [];
}

/** The word and its plural spellings: 'egg', 'eggs', 'egges'; 'anchovy', 'anchovies'... */
function withPlurals(word: string): string[] {
  const forms = [word, `${word}s`, `${word}es`];
  if (word.endsWith('y')) forms.push(`${word.slice(0, -1)}ies`);
  return forms;
}

/** Every spelling of a phrase, the last word in singular or plural. */
function spellings(text: string): string[][] {
  const words = wordsOf(text);
  const last = words.pop();
  return last === undefined ? [] : withPlurals(last).map((form) => [...words, form]);
}

interface CompiledTerm {
  term: string;
  mask: number;
  safeBefore: ReadonlySet<string>;
  safeAfter: readonly (readonly string[])[];
}

interface Form<T> {
  words: readonly string[];
  value: T;
}

type FormIndex<T> = Map<string, Form<T>[]>;

function addForm<T>(index: FormIndex<T>, words: readonly string[], value: T): void {
  const first = words[0];
  if (first === undefined) return;
  const forms = index.get(first) ?? [];
  forms.push({ words, value });
  forms.sort((a, b) => b.words.length - a.words.length);
  index.set(first, forms);
}

function maskOf(kinds: readonly Kind[]): number {
  return kinds.reduce((mask, kind) => mask | KIND_BITS[kind], 0);
}

function compileTerm(spec: TermSpec, kinds: readonly Kind[]): CompiledTerm {
  // A source word counts when it is a source for every kind ('coconut custard' still has eggs).
  const [firstKind, ...otherKinds] = kinds;
  const sources = (firstKind ? SOURCES[firstKind] : []).filter((word) => otherKinds.every((kind) => SOURCES[kind].includes(word)));
  return {
    term: spec.term,
    mask: maskOf(kinds),
    safeBefore: new Set([...sources, ...(spec.safeBefore ?? [])].flatMap(withPlurals)),
    safeAfter: (spec.safeAfter ?? []).flatMap(spellings),
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

function buildQualifierIndex(): FormIndex<number> {
  const index: FormIndex<number> = new Map();
  for (const [text, kinds] of QUALIFIERS) addForm(index, wordsOf(text), kinds === 'all' ? EVERY_KIND : maskOf(kinds));
  return index;
}

const TERMS = buildTermIndex();
const QUALIFIER_INDEX = buildQualifierIndex();

function startsAt(words: readonly string[], at: number, expected: readonly string[]): boolean {
  if (at + expected.length > words.length) return false;
  for (let i = 0; i < expected.length; i += 1) if (words[at + i] !== expected[i]) return false;
  return true;
}

function longestAt<T>(index: FormIndex<T>, words: readonly string[], at: number): Form<T> | undefined {
  return index.get(words[at]!)?.find((form) => startsAt(words, at + 1, form.words.slice(1)));
}

function isMention(term: CompiledTerm, words: readonly string[], start: number, end: number): boolean {
  const before = start > 0 ? words[start - 1]! : '';
  const twoBefore = start > 1 ? words[start - 2]! : '';
  const after = end < words.length ? words[end]! : '';
  if (NEGATING_BEFORE.has(before) || NEGATING_AFTER.has(after)) return false;
  if (twoBefore === 'free' && (before === 'of' || before === 'from')) return false;
  if (term.safeBefore.has(before) || term.safeBefore.has(twoBefore)) return false;
  return !term.safeAfter.some((following) => startsAt(words, end, following));
}

interface Phrase {
  /** Kinds covered by qualifiers in the phrase. */
  qualified: number;
  mentions: CompiledTerm[];
  /** Only qualifiers and filler words: it qualifies the whole alternative. */
  qualifierOnly: boolean;
}

function readPhrase(words: readonly string[]): Phrase {
  let qualified = 0;
  let onlyQualifiers = true;
  const mentions: CompiledTerm[] = [];
  let i = 0;
  while (i < words.length) {
    const qualifier = longestAt(QUALIFIER_INDEX, words, i);
    if (qualifier) {
      if (i === 0 || !NEGATING_QUALIFIER.has(words[i - 1]!)) qualified |= qualifier.value;
      i += qualifier.words.length;
      continue;
    }
    const term = longestAt(TERMS, words, i);
    if (term) {
      const end = i + term.words.length;
      if (isMention(term.value, words, i, end)) mentions.push(term.value);
      onlyQualifiers = false;
      i = end;
      continue;
    }
    if (!FILLER.has(words[i]!)) onlyQualifiers = false;
    i += 1;
  }
  return { qualified, mentions, qualifierOnly: onlyQualifiers && qualified !== 0 };
}

/** The first mention of an alternative that no qualifier covers. */
function unqualifiedTerm(phrases: readonly Phrase[]): string | undefined {
  const shared = phrases.reduce((mask, phrase) => (phrase.qualifierOnly ? mask | phrase.qualified : mask), 0);
  for (const phrase of phrases) {
    const covered = phrase.qualified | shared;
    const mention = phrase.mentions.find((term) => (covered & term.mask) !== term.mask);
    if (mention) return mention.term;
  }
  return undefined;
}

/** The non-vegan term a single ingredient line mentions, or undefined when it looks vegan. */
export function nonVeganTerm(line: string): string | undefined {
  if (typeof line !== 'string') return undefined;
  const tokens = normalize(line).match(TOKEN);
  if (!tokens) return undefined;
  let phrases: Phrase[] = [];
  let words: string[] = [];
  for (let i = 0; i <= tokens.length; i += 1) {
    const token = i < tokens.length ? tokens[i]! : ';';
    const hard = HARD_BREAKS.has(token);
    if (!hard && !SOFT_BREAKS.has(token)) {
      words.push(token);
      continue;
    }
    if (words.length > 0) phrases.push(readPhrase(words));
    words = [];
    if (hard) {
      const term = unqualifiedTerm(phrases);
      if (term !== undefined) return term;
      phrases = [];
    }
  }
  return undefined;
}

/** Every ingredient line that looks non-vegan, in order. */
export function veganFlags(ingredients: readonly string[]): VeganFlag[] {
  const flags: VeganFlag[] = [];
  ingredients.forEach((line, index) => {
    const term = nonVeganTerm(line);
    if (term !== undefined) flags.push({ index, line, term });
  });
  return flags;
}
