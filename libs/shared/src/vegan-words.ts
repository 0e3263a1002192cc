/**
 * The words the vegan check knows (libs/shared/src/vegan-check.ts reads lines with them): animal
 * products by kind, their usual vegan sources, qualifiers, vegan brands, and the small words that
 * shape a line (breaks, negations, asides, generic and example words).
 */
export type Kind = 'dairy' | 'egg' | 'meat' | 'fish' | 'bee' | 'animal';

export const KIND_BITS: Readonly<Record<Kind, number>> = { dairy: 1, egg: 2, meat: 4, fish: 8, bee: 16, animal: 32 };
export const EVERY_KIND = 63;

/** A non-vegan word or phrase. `term` and every `also` form also match in the plural. */
export interface TermSpec {
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
export const SOURCES: Readonly<Record<Kind, readonly string[]>> = {
  dairy: [
    'almond',
    'avocado',
    'cashew',
    'coconut',
    'flax',
    'flaxseed',
    'hazelnut',
    'hemp',
    'lupin',
    'macadamia',
    'nut',
    'oat',
    'pea',
    'peanut',
    'pecan',
    'pistachio',
    'plant',
    'quinoa',
    'rice',
    'seed',
    'sesame',
    'soy',
    'soya',
    'sunflower',
    'tigernut',
    'tofu',
    'vegetal',
    'walnut',
  ],
  egg: ['aquafaba', 'chia', 'chickpea', 'flax', 'flaxseed', 'just', 'linseed', 'plant', 'tofu'],
  meat: [
    'aubergine',
    'bean',
    'beet',
    'beetroot',
    'beyond',
    'cabbage',
    'cauliflower',
    'celeriac',
    'chickpea',
    'eggplant',
    'gluten',
    'impossible',
    'jackfruit',
    'lentil',
    'mushroom',
    'nut',
    'pea',
    'plant',
    'portobello',
    'seitan',
    'shiitake',
    'soy',
    'soya',
    'tempeh',
    'tofu',
    'tvp',
    'walnut',
    'wheat',
  ],
  fish: [
    'aubergine',
    'banana',
    'blossom',
    'carrot',
    'chickpea',
    'eggplant',
    'jackfruit',
    'kelp',
    'konjac',
    'lentil',
    'mushroom',
    'nori',
    'plant',
    'seaweed',
    'seitan',
    'soy',
    'tofu',
    'tomato',
    'watermelon',
  ],
  bee: ['dandelion', 'date'],
  animal: ['agar', 'microbial', 'plant', 'vegetable'],
};

const BUTTER_SOURCES = [
  'apple',
  'biscoff',
  'cacao',
  'cocoa',
  'cookie',
  'fruit',
  'kernel',
  'leaves',
  'mango',
  'pear',
  'plum',
  'pumpkin',
  'shea',
  'soynut',
  'speculoos',
  'sun',
  'vegetable',
];

export const TERM_GROUPS: readonly KindGroup[] = [
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
      {
        term: 'butter',
        safeBefore: BUTTER_SOURCES,
        safeAfter: ['bean', 'lettuce', 'leaf', 'head', 'pickle', 'chicken spice', 'chicken seasoning'],
      },
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
      'pecorino',
      'grana padano',
      'mozzarella',
      'burrata',
      'feta',
      'cheddar',
      'ricotta',
      'paneer',
      'halloumi',
      'mascarpone',
      'gouda',
      'brie',
      'camembert',
      'gruyere',
      'provolone',
      'manchego',
      'monterey jack',
      'colby',
      'gorgonzola',
      'roquefort',
      'stilton',
      'queso',
      'cotija',
      'asiago',
      'fontina',
      'taleggio',
      'raclette',
      'edam',
      'havarti',
      'muenster',
      'quark',
      'labneh',
      'skyr',
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
      'pork',
      'veal',
      'mutton',
      'venison',
      'rabbit',
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
      'sausage',
      'bratwurst',
      'frankfurter',
      'kielbasa',
      'chorizo',
      'salami',
      'pepperoni',
      'prosciutto',
      'pancetta',
      'guanciale',
      'lardon',
      'pastrami',
      'jerky',
      'meatball',
      'liver',
      'tripe',
      'oxtail',
      'brisket',
      'foie gras',
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
      'anchovy',
      'sardine',
      'tuna',
      'salmon',
      'cod',
      'haddock',
      'mackerel',
      'trout',
      'tilapia',
      'halibut',
      'herring',
      'pollock',
      'sea bass',
      'caviar',
      'roe',
      'shrimp',
      'prawn',
      'crayfish',
      'crawfish',
      'langoustine',
      'clam',
      'mussel',
      'squid',
      'calamari',
      'octopus',
      'cuttlefish',
      'eel',
      'shellfish',
      'seafood',
      'surimi',
      'lox',
      'isinglass',
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
      'cochineal',
      'collagen',
      'lanolin',
      'rennet',
      'marshmallow',
    ],
  },
];

/** '<animal> stock', '<animal> broth'... named as written ('chicken stock', 'bone broth'). */
export const STOCK_ANIMALS: Readonly<Record<string, Kind>> = {
  chicken: 'meat',
  beef: 'meat',
  pork: 'meat',
  turkey: 'meat',
  lamb: 'meat',
  veal: 'meat',
  ham: 'meat',
  bone: 'meat',
  fish: 'fish',
  shrimp: 'fish',
  prawn: 'fish',
  seafood: 'fish',
  lobster: 'fish',
  crab: 'fish',
};
export const STOCKS = ['stock', 'broth', 'bouillon', 'consomme'];

/** Words that make what they name vegan, and which kinds they cover. */
export const QUALIFIERS: readonly (readonly [string, readonly Kind[] | 'all'])[] = [
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
export const BRANDS: readonly (readonly [string, readonly Kind[] | 'all'])[] = [
  ["Fry's", 'all'],
  ['Heura', 'all'],
  ['Oumph', 'all'],
  ['Tofurky', 'all'],
  ['Tofurkey', 'all'],
  ['Planted', 'all'],
  ['LikeMeat', 'all'],
  ['Like Meat', 'all'],
  ["THIS isn't", 'all'],
  ['Garden Gourmet Sensational', 'all'],
  ['Squeaky Bean', 'all'],
  ['Meatless Farm', 'all'],
  ['Granose', 'all'],
  ['VBites', 'all'],
  ['Crackd', 'all'],
  ['Violife', ['dairy']],
  ['Alpro', ['dairy']],
  ['Provamel', ['dairy']],
  ['Oatly', ['dairy']],
  ["Miyoko's", ['dairy']],
  ['Tofutti', ['dairy']],
  ['Kite Hill', ['dairy']],
  ['Daiya', ['dairy']],
  ['Follow Your Heart', ['dairy', 'egg']],
  ['Sheese', ['dairy']],
  ['Koko', ['dairy']],
  ['Moo Free', ['dairy']],
  ['Soyatoo', ['dairy']],
  ["Sacla' Free From", ['dairy']],
  ['Vegenaise', ['egg']],
];

/** Words a qualifier-only phrase may also hold: '(vegan if possible)', '(use a vegan one)'. */
export const FILLER = new Set(
  (
    'a an any also as be brand brands bought certified check choice choose e eg g homemade i ideally ie if is it its ' +
    'keep kind like make must of one ones only optional optionally option possible preferably preferred store ' +
    'style sure such the to type use used using variety version we your'
  ).split(' '),
);
/**
 * Words that make a phrase name a kind rather than a product: 'milk of choice', 'your preferred
 * yoghurt', 'all types of milk'. With a qualifier they say what the line's products are ('Violife
 * cheddar (or your favourite vegan cheese)', 'Heura meatballs (or your choice of vegan meatballs)').
 */
export const GENERIC = new Set(['another', 'choice', 'equivalent', 'favorite', 'favourite', 'other', 'preferred', 'similar', 'types']);
/** First words of a bracket that comments instead of naming: '(less if the yoghurt is sweetened)'. */
export const ASIDE_STARTS = new Set(
  (
    'about add adding all depending depends enough equivalent for it its less make more note optional otherwise see so ' +
    'soak this use used we works you'
  ).split(' '),
);
/** Before a term: 'no eggs', 'without butter', 'non dairy', 'alternative milk'. */
export const NEGATING_BEFORE = new Set(['no', 'without', 'non', 'sans', 'zero', 'alternative']);
/** Two words before a term: 'free of eggs', 'alternative to yoghurt', 'instead of butter'. */
export const NEGATING_PAIRS = new Set([
  'free of',
  'free from',
  'alternative to',
  'alternatives to',
  'instead of',
  'consistency of',
  'texture of',
]);
/** After a term: 'egg-free', 'egg replacer', 'chicken-style strips', 'butter chicken spice', 'pesto tofu'. */
export const NEGATING_AFTER = new Set([
  'free',
  'less',
  'replacer',
  'replacement',
  'substitute',
  'alternative',
  'analogue',
  'analog',
  'style',
  'spice',
  'seasoning',
  'tofu',
  '=',
]);
/** Before a qualifier: 'non-vegan', 'if not vegan', 'omit for vegan'. */
export const NEGATING_QUALIFIER = new Set(['not', 'non', 'for']);
/** Split a line into alternatives ('mayonnaise (sub vegan mayo)'). */
export const HARD_BREAKS = new Set([';', '|', '/', 'or', 'nor', 'sub', 'substitute', 'swap']);
/** Split an alternative into phrases. */
export const SOFT_BREAKS = new Set([
  ',',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  ':',
  '.',
  '!',
  '?',
  '&',
  '+',
  '•',
  '–',
  '—',
  '=',
  'and',
  'with',
  'plus',
  'in',
]);
export const OPENING = new Set(['(', '[', '{']);
export const CLOSING = new Set([')', ']', '}']);
/** Join words listed before or after a shared noun: 'kidney, white, butter or pinto beans'. */
export const COORDINATORS = new Set([',', 'or', 'and', '/', '&']);
/** Products named the same in their vegan versions, read with an earlier alternative's source ('coconut milk or cream'). */
export const ELLIPTIC = new Set(['milk', 'cream', 'butter', 'yogurt', 'cheese', 'mayonnaise', 'aioli']);
/** Open a list of the versions meant: 'milk (coconut, almond or soya)', 'milk – rice milk, oat milk'. */
export const VERSION_OPENERS = new Set(['(', '–', '—', ':']);
/** Introduce examples of a noun: 'mushrooms (shiitake, oyster)', 'mushrooms, such as oyster'. */
export const EXAMPLE_MARKERS = new Set(['(', 'such', 'as', 'like', 'including', 'especially']);

/** Dishes a one-word sub-recipe title names ('Pesto' above '1 bunch kale'), unlike a product ('Butter'). */
export const DISHES: ReadonlySet<string> = new Set([
  'aioli',
  'bearnaise',
  'cheesecake',
  'custard',
  'hollandaise',
  'mayonnaise',
  'meatball',
  'meringue',
  'pesto',
  'raita',
  'tzatziki',
]);
