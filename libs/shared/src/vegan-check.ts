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
    'almond', 'avocado', 'cashew', 'coconut', 'flax', 'flaxseed', 'hazelnut', 'hemp', 'lupin', 'macadamia', 'nut', 'oat',
    'pea', 'peanut', 'pecan', 'pistachio', 'plant', 'quinoa', 'rice', 'seed', 'sesame', 'soy', 'soya',
    'sunflower', 'tigernut', 'tofu', 'vegetal', 'walnut',
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
  'apple', 'biscoff', 'cacao', 'cocoa', 'cookie', 'fruit', 'kernel', 'leaves', 'mango', 'pear', 'plum', 'pumpkin',
  'shea', 'soynut', 'speculoos', 'sun', 'vegetable',
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
      { term: 'butter', safeBefore: BUTTER_SOURCES, safeAfter: ['bean', 'lettuce', 'leaf', 'head', 'pickle', 'chicken spice', 'chicken seasoning'] },
      'butterfat',
      { term: 'ghee', safeBefore: ['vegetable'] },
      { term: 'cream', safeAfter: ['of tartar', 'of tarter', 'of coconut', 'soda', 'cracker'] },
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
      { term: 'goose', also: ['geese'], safeBefore: ['grey'], safeAfter: ['egg'] },
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
      { term: 'crab', also: ['crab meat', 'crabmeat'], safeAfter: ['apple'] },
      { term: 'lobster', safeAfter: ['mushroom'] },
      { term: 'oyster', safeAfter: ['mushroom'] },
      { term: 'scallop', safeAfter: ['squash'] },
    ],
  },
  {
    kinds: ['bee'],
    terms: [{ term: 'honey', safeAfter: ['dew', 'mushroom', 'crisp'] }, 'honeycomb', 'beeswax', 'royal jelly', 'propolis', 'bee pollen'],
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
  ['vegetarian', ['fish']],
];

/**
 * Vegan brands: a line naming one is about that brand's product, in all its alternatives ('Fry's
 * chicken-style strips', 'Violife mature cheddar flavour slices', 'yoghurt (I used Provamel soya)').
 * Only brands whose whole range is vegan are listed.
 */
const BRANDS: readonly (readonly [string, readonly Kind[] | 'all'])[] = [
  ["Fry's", 'all'], ['Heura', 'all'], ['Oumph', 'all'], ['Tofurky', 'all'], ['Tofurkey', 'all'], ['Planted', 'all'],
  ['LikeMeat', 'all'], ['Like Meat', 'all'], ["THIS isn't", 'all'], ['Garden Gourmet Sensational', 'all'],
  ['Squeaky Bean', 'all'], ['Meatless Farm', 'all'], ['Granose', 'all'], ['VBites', 'all'], ['Crackd', 'all'],
  ['Violife', ['dairy']], ['Alpro', ['dairy']], ['Provamel', ['dairy']], ['Oatly', ['dairy']], ["Miyoko's", ['dairy']],
  ['Tofutti', ['dairy']], ['Kite Hill', ['dairy']], ['Daiya', ['dairy']], ['Follow Your Heart', ['dairy', 'egg']],
  ['Sheese', ['dairy']], ['Koko', ['dairy']], ['Moo Free', ['dairy']], ['Soyatoo', ['dairy']],
  ["Sacla' Free From", ['dairy']], ['Vegenaise', ['egg']],
];

/** Words a qualifier-only phrase may also hold: '(vegan if possible)', '(use a vegan one)'. */
const FILLER = new Set(
  ('a an any also as be brand brands bought certified check choice choose e eg g homemade i ideally ie if is it its ' +
    'keep kind like make must of one ones only optional optionally option possible preferably preferred store ' +
    'style sure such the to type use used using variety version we your').split(' '),
);
/**
 * Words that make a phrase name a kind rather than a product: 'milk of choice', 'your preferred
 * yoghurt', 'all types of milk'. With a qualifier they say what the line's products are ('Violife
 * cheddar (or your favourite vegan cheese)', 'Heura meatballs (or your choice of vegan meatballs)').
 */
const GENERIC = new Set(['another', 'choice', 'equivalent', 'favorite', 'favourite', 'other', 'preferred', 'similar', 'types']);
/** First words of a bracket that comments instead of naming: '(less if the yoghurt is sweetened)'. */
const ASIDE_STARTS = new Set(
  ('about add adding all depending depends enough equivalent for it its less make more note optional otherwise see so ' +
    'soak this use used we works you').split(' '),
);
/** Before a term: 'no eggs', 'without butter', 'non dairy', 'alternative milk'. */
const NEGATING_BEFORE = new Set(['no', 'without', 'non', 'sans', 'zero', 'alternative']);
/** Two words before a term: 'free of eggs', 'alternative to yoghurt', 'instead of butter'. */
const NEGATING_PAIRS = new Set(['free of', 'free from', 'alternative to', 'alternatives to', 'instead of', 'consistency of', 'texture of']);
/** After a term: 'egg-free', 'egg replacer', 'chicken-style strips', 'butter chicken spice', 'pesto tofu'. */
const NEGATING_AFTER = new Set([
  'free', 'less', 'replacer', 'replacement', 'substitute', 'alternative', 'analogue', 'analog', 'style', 'spice', 'seasoning',
  'tofu', '=',
]);
/** Before a qualifier: 'non-vegan', 'if not vegan', 'omit for vegan'. */
const NEGATING_QUALIFIER = new Set(['not', 'non', 'for']);
/** Split a line into alternatives ('mayonnaise (sub vegan mayo)'). */
const HARD_BREAKS = new Set([';', '|', '/', 'or', 'nor', 'sub', 'substitute', 'swap']);
/** Split an alternative into phrases. */
const SOFT_BREAKS = new Set([',', '(', ')', '[', ']', '{', '}', ':', '.', '!', '?', '&', '+', '•', '–', '—', '=', 'and', 'with', 'plus', 'in']);
const OPENING = new Set(['(', '[', '{']);
const CLOSING = new Set([')', ']', '}']);
/** Join words listed before or after a shared noun: 'kidney, white, butter or pinto beans'. */
const COORDINATORS = new Set([',', 'or', 'and', '/', '&']);
/** Products named the same in their vegan versions, read with an earlier alternative's source ('coconut milk or cream'). */
const ELLIPTIC = new Set(['milk', 'cream', 'butter', 'yogurt', 'cheese', 'mayonnaise', 'aioli']);
/** Open a list of the versions meant: 'milk (coconut, almond or soya)', 'milk – rice milk, oat milk'. */
const VERSION_OPENERS = new Set(['(', '–', '—', ':']);
/** Introduce examples of a noun: 'mushrooms (shiitake, oyster)', 'mushrooms, such as oyster'. */
const EXAMPLE_MARKERS = new Set(['(', 'such', 'as', 'like', 'including', 'especially']);
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
/** A short line of capitalized words only ('Cheese Sauce'): a sub-recipe's title when a quantity follows. */
const QUANTITY_WORD = /^(?:\d+|one|two|three|half|a)$/;
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
  /** Single-word nouns of safeAfter: 'mushrooms' for 'oyster', read across coordinations and examples. */
  heads: ReadonlySet<string>;
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

function startsAt(words: readonly string[], at: number, expected: readonly string[], limit = words.length): boolean {
  if (at + expected.length > limit) return false;
  for (let i = 0; i < expected.length; i += 1) if (words[at + i] !== expected[i]) return false;
  return true;
}

function longestAt<T>(index: FormIndex<T>, words: readonly string[], at: number, limit: number): Form<T> | undefined {
  return index.get(words[at]!)?.find((form) => startsAt(words, at + 1, form.words.slice(1), limit));
}

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
  const evidence = phrases.reduce((mask, phrase) => phrase.plant.reduce((m, term) => m | term.mask, mask | phrase.qualified), named[0] ?? brands);
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
        else if (!(ELLIPTIC.has(term.term) && before.some((other) => other.mask === term.mask && other.term !== term.term))) return term.term;
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

/** 'Cheese Sauce' above '2 cups raw cashews': a title of a few words, with a line starting with a quantity next. */
function isTitleAbove(line: string, next: unknown): boolean {
  const text = line.trim();
  return typeof next === 'string' && TITLE.test(text) && text.split(/\s+/).length <= TITLE_WORDS && STARTS_WITH_QUANTITY.test(next);
}

/** The name a heading gives a sub-recipe, when it has two words or more ('sriracha mayonnaise'). */
function madeName(text: string): string | undefined {
  const name = (text.replace(FOR_THE, '').replace(/^the\s/, '').match(/[a-z]+|\d+/g) ?? []).join(' ');
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
