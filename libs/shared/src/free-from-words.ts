/**
 * The words the free-from facets know (libs/shared/src/free-from.ts reads lines with them): for each
 * ingredient, the keys it contains or may contain, its look-alikes, and the small words that shape a
 * line (qualifiers such as 'gluten-free', negations, markers of a plant-based meat).
 *
 * A recipe is free from a key only when no line contains it or may contain it, so every doubt counts
 * as containing. The decisions, by topic (docs/decisions/free-from.md says why):
 *
 * - Reading. Whole words only, plurals included, case and accents ignored: 'nutmeg', 'butternut',
 *   'doughnut', 'coconut', 'buckwheat', 'glutinous rice', 'floury potatoes', 'boil', 'foil' and
 *   'soil' name nothing. The longest known phrase wins: 'pecan nuts' is a tree nut only, 'peanut
 *   butter' a peanut only, 'water chestnuts' and 'chestnut mushrooms' nothing.
 * - Alternatives count: 'tamari or coconut aminos', 'olive oil or water', 'corn or flour tortillas'
 *   and 'flour (wheat, spelt or gluten-free)' contain what they name, since the reader may follow any.
 *   Optional lines count too ('toasted sesame oil, optional').
 * - Qualifiers: 'gluten-free', 'GF', 'wheat-free', 'soy-free', 'nut-free', 'peanut-free',
 *   'sesame-free', 'oil-free' clear their key for what follows them in the same phrase ('gluten-free
 *   plain flour', 'soy-free vegan butter'), or for the term before a bracket holding only the
 *   qualifier ('tamari (gluten-free)'). A conditional one does not: 'oats (gluten-free if needed)',
 *   'soy sauce (gluten-free if preferred)' still contain gluten.
 * - Negations: 'no', 'without', 'free of' and 'free from' a few words before a term clear it ('one
 *   with no palm oil'). 'non' does not ('non-dairy milk' is a milk).
 * - Headings name nothing: a line ending with ':' ('For the pesto:', 'Seasoning:') or starting with
 *   'for the' without a number; the lines under them say what they hold. A line without a colon is
 *   read ('Peanut Sesame Dressing', 'Garlic Aioli').
 * - Vegan versions: the site's recipes are vegan, so 'butter', 'milk', 'cream', 'yogurt', 'cheese',
 *   'mayonnaise' name vegan versions and are read as the products sold as such: a milk, cream or
 *   yogurt of no named source may be soy ('plant milk', 'non-dairy milk', 'milk alternative'); a
 *   butter, margarine or spread may hold soy and is a fat; a vegan cheese may hold soy or cashews;
 *   mayonnaise and aioli may hold soy and are oil. A named source decides: 'coconut milk', 'oat milk'
 *   (gluten, see oats), 'almond milk' (tree nuts), 'cashew cheese' (tree nuts, no soy).
 * - Plant-based meats (mince, sausages, burgers, nuggets, 'Beyond Meat', 'Fry's prawns', a meat word
 *   with 'vegan', 'meat-free', 'plant-based' or a brand in the line) may hold soy and wheat. A meat
 *   word alone ('boneless leg of lamb') is left to the vegan check.
 * - Gluten: wheat in every form and name, rye, barley, malt, spelt, farro, bulgur, couscous,
 *   semolina, seitan, bread, pasta, noodles, crackers, pastry, beer. Flour, noodles, pasta,
 *   tortillas and porridge are gluten unless their source says otherwise ('rice flour', 'chickpea
 *   flour', 'kelp noodles', 'corn tortillas'); buckwheat is not wheat, but 'buckwheat udon' and
 *   soba are. Oats are gluten unless marked gluten-free (they are grown and milled beside wheat).
 *   Soy sauce, shoyu, tamari, miso (often barley), gochujang, hoisin, teriyaki, Worcestershire,
 *   oyster and BBQ sauces, Chinese black vinegar, Shaoxing wine, gravy, yeast extract, cereal and
 *   asafoetida (cut with wheat flour) may hold gluten: 'tamari' alone is not enough, 'gluten-free
 *   tamari' is. Cornflour, cornstarch, rice, corn, potato, tapioca, quinoa, millet, sorghum and
 *   'gluten-free flour' are not gluten.
 * - Soy: soy and soya in any form, tofu, tempeh, edamame, miso, tamari, soy sauce, TVP, natto,
 *   yuba, lecithin (unless sunflower), liquid aminos (coconut aminos are not soy); and what may hold
 *   it: vegan butters, spreads, mayonnaise and cheeses, milks of no named source, chocolate
 *   (lecithin), protein powder, plant-based meats, hoisin, teriyaki, Worcestershire, chili crisp.
 *   Fully refined oils are not allergens, so 'vegetable oil' is oil only; 'soybean oil' names soy.
 * - Tree nuts: almond, cashew, walnut, pecan, pistachio, hazelnut, macadamia, Brazil nut, pine nut,
 *   chestnut, their milks, butters, flours and oils, marzipan, praline, frangipane, nougat, pesto,
 *   dukkah, romesco, vegan cheese. 'Nuts' of no kind may be peanuts too. Coconut is not a tree nut:
 *   the EU never listed it and the FDA removed it from its list in January 2025; a reader allergic
 *   to coconut has no facet here. Peanut is a legume (its own key); nutmeg, butternut, water chestnut
 *   and tiger nut are not nuts.
 * - Sesame: sesame seeds and oil, tahini, hummus and baba ganoush (tahini), gomasio, za'atar,
 *   furikake, dukkah, halva, togarashi, everything-bagel seasoning, 'mixed seeds'.
 * - Oil means oil or fat the cook adds: any oil, cooking spray, margarine, butter, spreads, shortening,
 *   ghee, cocoa butter, mayonnaise, pesto, hummus, tapenade, dressings, chili crisp, ingredients
 *   packed in oil, fried things ('pan-fried tofu', 'fried onions', chips and crisps) and greasing.
 *   The fat inside bought bread, pastry, vegan cheese and plant-based meats is not read. 'Oil-free',
 *   'no oil' and 'air-fried' are not oil.
 * - Stock cubes, powders and pots, and bouillon, count as gluten (many are made with wheat or
 *   barley malt); liquid stock and broth are not read.
 * - Not read: spice blends (except those above), baking powder,
 *   taco seasoning, nutritional yeast. A few words of German, Dutch, Italian, French and Spanish
 *   (flour, wheat, oil, butter, milk, almonds, nuts, peanuts, sesame, soy) are a safety net, not a
 *   reading of those languages.
 */
import type { FreeFromKey } from './free-from-keys.js';

/** An ingredient word or phrase. `term` and every `also` form also match in the plural. */
export interface FreeFromTerm {
  term: string;
  also?: readonly string[];
  /** The keys it contains or may contain (none: a look-alike that stops a shorter term, 'water chestnut'). */
  keys: readonly FreeFromKey[];
  /** Names another thing when one of these words is one or two words before it in its phrase ('rice noodles'). */
  unlessBefore?: readonly string[];
  /** Names another thing when one of these words or phrases follows it ('butter beans'). */
  unlessAfter?: readonly string[];
  /** Counts only in a line that names a plant-based meat ('vegan chicken', not 'chicken wings'). */
  mock?: boolean;
}

interface TermGroup {
  keys: readonly FreeFromKey[];
  terms: readonly (Omit<FreeFromTerm, 'keys'> | string)[];
}

/** The keys in one letter, for the word lists here and in swap-words.ts (not exported by the package). */
export const G: FreeFromKey = 'gluten';
export const S: FreeFromKey = 'soy';
export const T: FreeFromKey = 'tree-nuts';
export const P: FreeFromKey = 'peanuts';
export const E: FreeFromKey = 'sesame';
export const O: FreeFromKey = 'oil';

/** Sources of flour, pasta and noodles that hold no gluten ('chickpea flour', 'brown rice pasta'). */
const GLUTEN_FREE_SOURCES = [
  'almond',
  'amaranth',
  'arrowroot',
  'banana',
  'bean',
  'besan',
  'buckwheat',
  'cassava',
  'chestnut',
  'chickpea',
  'coconut',
  'corn',
  'fava',
  'flax',
  'flaxseed',
  'gram',
  'hazelnut',
  'hemp',
  'lentil',
  'lupin',
  'maize',
  'millet',
  'nut',
  'pea',
  'peanut',
  'potato',
  'quinoa',
  'rice',
  'sorghum',
  'soy',
  'soya',
  'tapioca',
  'teff',
  'tigernut',
  'cashew',
  'walnut',
  'pecan',
  'pistachio',
  'macadamia',
  'sunflower',
  'pumpkin',
  'sesame',
  'yuca',
  'plantain',
  'konjac',
];
/** Noodles with no wheat ('kelp noodles', 'rice-stick noodles'). */
const GLUTEN_FREE_NOODLES = [
  'rice',
  'glass',
  'kelp',
  'cellophane',
  'thread',
  'mung',
  'shirataki',
  'konjac',
  'zucchini',
  'courgette',
  'vegetable',
  'potato',
  'sweet',
  'veggie',
  'squash',
  'carrot',
  'cucumber',
];
/** Where a milk, cream or yogurt comes from when it is not soy ('oat milk', 'coconut yoghurt'). */
const MILK_SOURCES = [
  'almond',
  'cashew',
  'coconut',
  'hazelnut',
  'hemp',
  'macadamia',
  'nut',
  'oat',
  'pea',
  'pistachio',
  'quinoa',
  'rice',
  'sunflower',
  'tigernut',
  'walnut',
  'flax',
  'flaxseed',
  'seed',
  'potato',
  'barley',
  'spelt',
  'peanut',
  'banana',
  'avena',
];
/** Butters that are not a vegan butter (the word before names what it is made of). */
const BUTTER_SOURCES = [
  'almond',
  'apple',
  'biscoff',
  'cacao',
  'cashew',
  'cocoa',
  'coconut',
  'cookie',
  'date',
  'fruit',
  'hazelnut',
  'macadamia',
  'nut',
  'peanut',
  'pear',
  'pecan',
  'pistachio',
  'plum',
  'pumpkin',
  'seed',
  'sesame',
  'shea',
  'soynut',
  'speculoos',
  'sun',
  'sunflower',
  'tahini',
  'walnut',
];
/** A meat word that follows one of these is a flavour, not a meat: 'chicken-style stock', 'beef tomato'. */
const NOT_MEAT_AFTER = [
  'stock',
  'broth',
  'bouillon',
  'seasoning',
  'spice',
  'spices',
  'rub',
  'tomato',
  'of the woods',
  'mushroom',
  'flavour',
  'flavor',
];

export const TERM_GROUPS: readonly TermGroup[] = [
  {
    keys: [G],
    terms: [
      { term: 'wheat', also: ['wholewheat', 'wheatgerm', 'wheat germ', 'wheat berries', 'durum', 'semolina', 'graham', 'triticale'] },
      { term: 'flour', unlessBefore: [...GLUTEN_FREE_SOURCES, 'cornflour', 'glutinous'] },
      { term: 'self raising', also: ['self rising', 'bisquick', 'baking mix', 'pancake mix', 'cake mix'] },
      { term: 'spelt', also: ['farro', 'freekeh', 'frikeh', 'kamut', 'einkorn', 'emmer', 'dinkel'] },
      { term: 'bulgur', also: ['bulgar', 'bulghur', 'burghul', 'couscous', 'cous cous', 'seitan', 'gluten', 'vital wheat gluten'] },
      { term: 'rye', also: ['barley', 'pearl barley', 'malt', 'malted', 'malt vinegar', 'barley malt'] },
      { term: 'oat', also: ['oats', 'oatmeal', 'oatcake', 'oaty', 'oatly', 'avena'] },
      { term: 'porridge', unlessBefore: ['rice', 'corn', 'millet', 'quinoa', 'buckwheat'] },
      { term: 'bran', unlessBefore: ['rice'] },
      { term: 'bread', also: ['breadcrumbs', 'breadcrumb', 'breadstick', 'panko', 'crouton', 'stuffing', 'sourdough', 'baguette'] },
      { term: 'ciabatta', also: ['focaccia', 'brioche', 'croissant', 'crumpet', 'english muffin', 'flatbread', 'naan', 'nan bread'] },
      {
        term: 'pita',
        also: ['pitta', 'chapati', 'chapatti', 'roti', 'paratha', 'bagel', 'pretzel', 'grissini', 'rusk'],
        unlessAfter: ['seasoning'],
      },
      { term: 'bun', unlessBefore: ['portobello', 'portabello', 'mushroom', 'lettuce'] },
      { term: 'toast', also: ['crispbread', 'melba toast', 'crackers', 'cracker', 'graham crackers'], unlessBefore: ['rice', 'corn'] },
      {
        term: 'biscuit',
        also: ['cookie', 'wafer', 'digestive', 'shortbread', 'cereal', 'cornflakes', 'granola', 'muesli', 'rice krispies'],
      },
      { term: 'cake', unlessBefore: ['rice', 'corn'], unlessAfter: ['pan', 'tin', 'mold', 'mould', 'stand', 'tester', 'ring'] },
      {
        term: 'pastry',
        also: ['puff pastry', 'filo', 'phyllo', 'fillo', 'shortcrust', 'pie crust', 'crust', 'dough', 'batter', 'tempura'],
      },
      { term: 'pancake', also: ['crepe', 'waffle', 'dumpling wrapper', 'wonton', 'gyoza wrapper', 'spring roll wrapper'] },
      { term: 'matzo', also: ['matzah', 'matza', 'matzo meal'] },
      { term: 'pizza', unlessAfter: ['sauce', 'seasoning', 'blend', 'cheese', 'stone', 'pan', 'tray'] },
      { term: 'tortilla', unlessBefore: ['corn', 'maize'], unlessAfter: ['chips', 'chip'] },
      {
        term: 'wrap',
        also: ['wrapper'],
        unlessBefore: ['lettuce', 'collard', 'nori', 'rice', 'paper', 'cling', 'plastic', 'beeswax', 'leaf'],
      },
      { term: 'pasta', unlessBefore: [...GLUTEN_FREE_SOURCES, 'zucchini', 'courgette'] },
      { term: 'noodle', unlessBefore: GLUTEN_FREE_NOODLES },
      { term: 'vermicelli', unlessBefore: GLUTEN_FREE_NOODLES },
      {
        term: 'spaghetti',
        unlessBefore: ['zucchini', 'courgette', 'rice', 'corn', 'chickpea', 'lentil', 'vegetable'],
        unlessAfter: ['squash'],
      },
      { term: 'lasagna', also: ['lasagne'], unlessBefore: ['zucchini', 'courgette', 'vegetable', 'raw'] },
      {
        term: 'penne',
        also: [
          'fusilli',
          'macaroni',
          'linguine',
          'linguini',
          'fettuccine',
          'fettucine',
          'tagliatelle',
          'pappardelle',
          'rigatoni',
          'farfalle',
          'orzo',
          'gnocchi',
          'ravioli',
          'tortellini',
          'cannelloni',
          'conchiglie',
          'orecchiette',
          'ziti',
          'rotini',
          'bucatini',
          'cavatappi',
          'ditalini',
          'capellini',
          'angel hair',
          'tortiglioni',
          'paccheri',
          'gemelli',
          'campanelle',
          'udon',
          'ramen',
          'soba',
          'somen',
          'lo mein',
          'chow mein',
        ],
        unlessBefore: ['rice', 'corn', 'chickpea', 'lentil', 'quinoa'],
      },
      { term: 'beer', also: ['ale', 'lager', 'stout', 'porter'], unlessBefore: ['ginger', 'root'] },
      // Many stock cubes, powders and pots are made with wheat flour or barley malt.
      {
        term: 'stock cube',
        also: [
          'bouillon',
          'bouillon cube',
          'bouillon powder',
          'bouillon paste',
          'stock powder',
          'stock pot',
          'stockpot',
          'stock granules',
          'oxo',
        ],
      },
      { term: 'gravy', also: ['yeast extract', 'marmite', 'vegemite', 'brewers yeast', 'asafoetida', 'asafetida', 'hing'] },
      {
        term: 'chinkiang',
        also: [
          'chinkiang vinegar',
          'zhenjiang',
          'black vinegar',
          'black rice vinegar',
          'shaoxing',
          'shao hsing',
          'chinese rice wine',
          'chinese cooking wine',
        ],
      },
      { term: 'brown sauce', also: ['steak sauce'] },
      // Italian, French, Spanish, Dutch.
      { term: 'farina', also: ['grano', 'frumento', 'semola', 'pane', 'pangrattato', 'farine', 'harina', 'trigo', 'bloem', 'tarwe'] },
    ],
  },
  {
    keys: [S],
    terms: [
      { term: 'soy', also: ['soya', 'soja', 'soia', 'soybean', 'soyabean', 'soymilk', 'soy milk', 'soy curls', 'soy chunks'] },
      { term: 'tofu', also: ['tofoo', 'beancurd', 'bean curd', 'tempeh', 'edamame', 'natto', 'yuba', 'okara', 'kinako'] },
      { term: 'tvp', also: ['textured vegetable protein', 'textured soy protein', 'fermented black beans', 'douchi'] },
      { term: 'lecithin', unlessBefore: ['sunflower'] },
      { term: 'aminos', also: ['liquid aminos', 'bragg', 'braggs'], unlessBefore: ['coconut'] },
      { term: 'protein', also: ['protein powder'], unlessBefore: ['pea', 'hemp', 'rice', 'pumpkin', 'potato', 'fava', 'sunflower'] },
      { term: 'chocolate', also: ['choc', 'chocolates'] },
      {
        term: 'milk',
        also: ['milkshake', 'creamer', 'buttermilk', 'condensed milk', 'evaporated milk', 'latte', 'lait', 'leche', 'melk'],
        unlessBefore: MILK_SOURCES,
      },
      {
        term: 'cream',
        also: [
          'sourcream',
          'sour cream',
          'creme fraiche',
          'ice cream',
          'whipping cream',
          'whipped cream',
          'heavy cream',
          'double cream',
          'single cream',
        ],
        unlessBefore: MILK_SOURCES,
        unlessAfter: ['of tartar', 'of tarter', 'of coconut'],
      },
      { term: 'yogurt', also: ['yoghurt', 'yogourt', 'yoghourt', 'kefir', 'custard'], unlessBefore: MILK_SOURCES },
      { term: 'plant drink', also: ['dairy free drink', 'non dairy drink', 'plant based drink'] },
    ],
  },
  {
    keys: [S, G],
    terms: [
      {
        term: 'soy sauce',
        also: [
          'soya sauce',
          'shoyu',
          'nama shoyu',
          'tamari',
          'miso',
          'gochujang',
          'doenjang',
          'ssamjang',
          'doubanjiang',
          'toban djan',
          'chili bean paste',
        ],
      },
      {
        term: 'teriyaki',
        also: [
          'hoisin',
          'worcestershire',
          'worcester sauce',
          'oyster sauce',
          'black bean sauce',
          'kecap manis',
          'ketjap',
          'ponzu',
          'tsuyu',
          'mentsuyu',
          'maggi',
        ],
      },
      { term: 'bbq sauce', also: ['barbecue sauce', 'barbeque sauce'] },
      { term: 'cream of mushroom', also: ['cream of celery', 'cream of chicken'] },
      // Plant-based meats: every one may hold soy and wheat.
      {
        term: 'mince',
        also: ['sausage', 'burger', 'patty', 'nugget', 'meatball', 'hot dog', 'frankfurter', 'schnitzel', 'chikn', 'chick n', 'crumbles'],
        unlessBefore: ['tamarind'],
        unlessAfter: ['bun', 'roll', 'bread', 'pie'],
      },
      { term: 'omnimeat', also: ['quorn', 'tofurky', 'tofurkey', 'gardein', 'heura', 'oumph', 'vbites', 'beyond meat', 'impossible meat'] },
      {
        term: 'meat',
        also: [
          'chicken',
          'beef',
          'pork',
          'lamb',
          'turkey',
          'bacon',
          'ham',
          'duck',
          'prawn',
          'shrimp',
          'fish',
          'tuna',
          'salmon',
          'steak',
          'chorizo',
          'pepperoni',
          'salami',
          'jerky',
          'crab',
          'fillet',
          'deli slices',
        ],
        unlessBefore: ['coconut'],
        unlessAfter: NOT_MEAT_AFTER,
        mock: true,
      },
    ],
  },
  {
    keys: [S, O],
    terms: [
      {
        term: 'butter',
        also: ['beurre', 'boter', 'burro', 'mantequilla'],
        unlessBefore: BUTTER_SOURCES,
        unlessAfter: ['bean', 'lettuce', 'leaf', 'head', 'squash', 'flavored', 'flavoured'],
      },
      { term: 'margarine', also: ['magarine', 'vegenaise', 'mayonnaise', 'mayo', 'mayonaise', 'aioli', 'shortening', 'crisco'] },
      {
        term: 'vegan spread',
        also: [
          'dairy free spread',
          'sunflower spread',
          'olive spread',
          'buttery spread',
          'baking spread',
          'plant based spread',
          'vegetable spread',
          'soya spread',
          'soy spread',
          'flora',
          'stork',
          'vitalite',
          'earth balance',
        ],
      },
      { term: 'chili crisp', also: ['chilli crisp', 'chili crunch', 'chilli crunch', 'chili oil crisp', 'lao gan ma'] },
    ],
  },
  {
    keys: [S, T],
    terms: [
      {
        term: 'cheese',
        also: [
          'parmesan',
          'parmigiano',
          'mozzarella',
          'cheddar',
          'ricotta',
          'feta',
          'cream cheese',
          'provolone',
          'gouda',
          'brie',
          'camembert',
          'halloumi',
          'mascarpone',
          'chevre',
          'queso',
          'paneer',
          'gruyere',
          'pecorino',
          'cheese sauce',
        ],
        unlessBefore: ['cashew', 'almond', 'macadamia', 'nut'],
        unlessAfter: ['cloth'],
      },
    ],
  },
  {
    keys: [T],
    terms: [
      { term: 'almond', also: ['cashew', 'walnut', 'pecan', 'pistachio', 'hazelnut', 'filbert', 'macadamia', 'marcona'] },
      {
        term: 'brazil nut',
        also: [
          'pine nut',
          'pine kernel',
          'pignoli',
          'pignolia',
          'pinoli',
          'pecan nut',
          'macadamia nut',
          'cashew nut',
          'cob nut',
          'cobnut',
          'pistachio nut',
          'hazel nut',
          'walnut halves',
        ],
      },
      { term: 'chestnut', unlessAfter: ['mushroom'] },
      {
        term: 'marzipan',
        also: ['praline', 'frangipane', 'nougat', 'gianduja', 'nutella', 'amaretti', 'amaretto', 'baklava', 'romesco', 'almond paste'],
      },
      // Italian, French, Spanish, Dutch.
      {
        term: 'mandorle',
        also: [
          'mandorla',
          'nocciole',
          'nocciola',
          'pistacchi',
          'anacardi',
          'amande',
          'noisette',
          'almendra',
          'amandel',
          'hazelnoot',
          'walnoot',
        ],
      },
    ],
  },
  {
    keys: [T, P],
    terms: [{ term: 'nut', also: ['mixed nuts', 'nut butter', 'nut milk', 'nut meal', 'noci', 'noix', 'nuez', 'nueces', 'noten'] }],
  },
  {
    keys: [T, O],
    terms: [{ term: 'pesto' }],
  },
  {
    keys: [P],
    terms: [
      {
        term: 'peanut',
        also: ['groundnut', 'monkey nut', 'arachis', 'satay', 'sate sauce', 'gado gado', 'goober', 'pb', 'pb2', 'peanut butter'],
      },
      { term: 'arachide', also: ['arachidi', 'cacahuete', 'cacahuate', 'mani', 'pinda'] },
    ],
  },
  {
    keys: [E],
    terms: [
      {
        term: 'sesame',
        also: ['benne', 'tahini', 'tahina', 'tahin', 'tehina', 'gomasio', 'gomashio', 'goma', 'gomae', 'sesamo', 'ajonjoli', 'sesam'],
      },
      {
        term: 'zaatar',
        also: [
          'zatar',
          'za atar',
          'furikake',
          'halva',
          'halvah',
          'halwa',
          'helva',
          'togarashi',
          'shichimi',
          'everything bagel',
          'mixed seeds',
          'seed mix',
        ],
      },
    ],
  },
  {
    keys: [E, O],
    terms: [{ term: 'hummus', also: ['houmous', 'humus', 'hommus', 'baba ganoush', 'baba ghanoush', 'baba ghanouj', 'babaganoush'] }],
  },
  {
    keys: [T, E],
    terms: [{ term: 'dukkah', also: ['dukka', 'duqqa'] }],
  },
  {
    keys: [O],
    terms: [
      { term: 'oil', also: ['evoo', 'olio', 'huile', 'aceite', 'olie'] },
      { term: 'cooking spray', also: ['oil spray', 'spray oil', 'frylight', 'fry light'] },
      {
        term: 'ghee',
        also: ['lard', 'suet', 'tallow', 'dripping', 'copha', 'trex', 'vegetable fat', 'cocoa butter', 'cacao butter', 'shea butter'],
      },
      { term: 'tapenade', also: ['vinaigrette', 'dressing'] },
      { term: 'fried', also: ['refried', 'panfried', 'frying', 'fries', 'crisps'], unlessBefore: ['air'] },
      {
        term: 'chips',
        also: ['chip'],
        unlessBefore: ['chocolate', 'choc', 'carob', 'cacao', 'coconut', 'butterscotch', 'wood', 'hickory'],
      },
      { term: 'greasing', also: ['greased', 'oiled'] },
    ],
  },
  {
    keys: [G, O],
    terms: [{ term: 'fried onion', also: ['crispy onion', 'onion rings', 'french fried onion'] }],
  },
  {
    // Look-alikes: longer phrases that stop a shorter term.
    keys: [],
    terms: [
      'water chestnut',
      'tiger nut',
      'tigernut',
      'chestnut mushroom',
      'coconut aminos',
      'butter bean',
      'butter beans',
      'butter lettuce',
      'cream of tartar',
      'coconut butter',
      'cocoa powder',
      'rice wine vinegar',
      'rice vinegar',
      'glutinous rice',
      'seed butter',
      'sunflower seed butter',
      'pumpkin seed butter',
      'nutritional yeast',
      'spaghetti squash',
    ],
  },
];

/** Phrases that clear their keys for what follows them in the same phrase ('gluten-free oats'). */
export const QUALIFIERS: readonly (readonly [string, readonly FreeFromKey[]])[] = [
  ['gluten free', [G]],
  ['100 buckwheat', [G]],
  ['pure buckwheat', [G]],
  ['glutenfree', [G]],
  ['gf', [G]],
  ['wheat free', [G]],
  ['sin gluten', [G]],
  ['senza glutine', [G]],
  ['sans gluten', [G]],
  ['glutenfrei', [G]],
  ['soy free', [S]],
  ['soya free', [S]],
  ['nut free', [T, P]],
  ['tree nut free', [T]],
  ['peanut free', [P]],
  ['sesame free', [E]],
  ['oil free', [O]],
  ['oilfree', [O]],
];

/** Words that clear a term a few words after them ('with no palm oil', 'free of nuts'). */
export const NEGATORS = new Set(['no', 'without', 'sans', 'zero']);
export const NEGATING_PAIRS = new Set(['free of', 'free from']);
/** How many words a negation reaches ('no added palm oil'). */
export const NEGATION_SPAN = 3;

/** Words that make a line's meat words a plant-based meat ('vegan chicken', "Fry's prawns", 'meat-free mince'). */
export const MOCK_MARKERS: readonly string[] = [
  'vegan',
  'plant based',
  'plantbased',
  'meat free',
  'meatfree',
  'meatless',
  'mock',
  'faux',
  'vegetarian',
  'veggie',
  'style',
  'imitation',
  'frys',
  'quorn',
  'heura',
  'beyond',
  'impossible',
  'tofurky',
  'gardein',
  'garden gourmet',
  'linda mccartney',
  'this isnt',
  'like meat',
  'field roast',
  'vbites',
  'oumph',
  'omnimeat',
  'no evil',
  'sgaia',
  'fish free',
  'tofu',
  'seitan',
  'soy',
  'soya',
];

/** Words that end a phrase: a qualifier or a source word reaches no further. */
export const BREAKS = new Set([
  ',',
  ';',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  ':',
  '/',
  '|',
  '&',
  '+',
  '–',
  '—',
  '=',
  '.',
  '!',
  '?',
  'or',
  'and',
  'with',
  'plus',
  'oder',
  'o',
  'oppure',
  'ou',
  'of',
]);

/**
 * German compounds and Dutch ones read inside words ('Rapsöl', 'Weizenmehl', 'Mandeldrink',
 * 'zonnebloemolie'), as a safety net; tested on the lower-case line with its accents ('öl').
 */
export const WORD_PARTS: readonly (readonly [RegExp, readonly FreeFromKey[]])[] = [
  [/öl(?:e|s)?\b|\w(?:olie)\b/u, [O]],
  [/mehl|weizen|dinkel|roggen|gerste|hafer|paniermehl|semmel|nudeln/u, [G]],
  [/soja/u, [S]],
  [/mandel|pinienkern|cashewkern|haselnuss|walnuss/u, [T]],
  [/nuss|nüsse/u, [T, P]],
  [/erdnuss|pinda/u, [P]],
  [/sesam/u, [E]],
];
