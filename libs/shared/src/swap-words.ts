/**
 * The swaps the site suggests (libs/shared/src/swaps.ts reads lines with them; docs/decisions/swaps.md
 * says why): for each thing replaced, the words that name it and its swaps by the role it plays in
 * the dish, with amounts per one unit of the original so they scale with the line.
 *
 * - A thing replaced because it is not vegan is named by the vegan check's terms (vegan-check.ts,
 *   `nonVeganTerm`), so its spellings, plurals and look-alikes ('vegan butter', 'flax egg', 'peanut
 *   butter') are decided there. A thing replaced for an allergen is named by phrases read the way
 *   free-from.ts reads a line (whole words, plurals, the longest phrase first), and only when
 *   `containedIn` finds the allergen in the line ('gluten-free flour' is not replaced for gluten).
 * - Amounts are the ratios published in the usual substitution charts (USDA-style kitchen charts,
 *   King Arthur, Bob's Red Mill, Healthline, Minimalist Baker). 'same' means one for one in the
 *   original's own unit. Parts are in parse-ingredient's unit names ('tablespoon', 'cup', 'gram'),
 *   null for a count.
 * - `contains` is what the swap itself holds, as the free-from facets read its words (swaps.test.ts
 *   checks both agree), so a reader avoiding it is not offered it.
 * - Left out: meat and fish as main ingredients (a recipe, not a line, replaces them), egg yolks,
 *   custard, meringue, ice cream, miso and tempeh (their common swaps hold soy or barley too).
 */
import type { FreeFromKey } from './free-from-keys.js';
import { E, G, O, P, S, T } from './free-from-words.js';

export const SWAP_ROLES = [
  'binding',
  'leavening',
  'moisture',
  'richness',
  'creaminess',
  'melt',
  'whipping',
  'tang',
  'sweetness',
  'umami',
  'flavour',
  'setting',
  'thickening',
  'structure',
  'frying',
  'dressing',
  'protein',
  'crunch',
  'coating',
] as const;
export type SwapRole = (typeof SWAP_ROLES)[number];

/** Units a swap's amounts are given in: parse-ingredient's names, null for a count, 'same' for one for one. */
export type PartUnit = 'teaspoon' | 'tablespoon' | 'cup' | 'gram' | 'same' | null;
/** The unit of the original the amounts are per: one egg ('count'), one cup of butter... */
export type PerUnit = 'count' | 'teaspoon' | 'tablespoon' | 'cup' | 'gram';

export interface PartSpec {
  what: string;
  amount: number;
  /** The top of a range ('1 to 2 tablespoons water'). */
  amount2?: number;
  unit: PartUnit;
}

export interface SwapSpec {
  /** Unique within its thing and role: the key is `<thing>:<role>:<id>`. */
  id: string;
  role: SwapRole;
  /** What to use, as a reader would say it. */
  use: string;
  /** Amounts per one `per` of the original. */
  parts: readonly PartSpec[];
  tip: string;
  contains: readonly FreeFromKey[];
}

export interface ReplacedSpec {
  id: string;
  /** How the site names it ('egg', 'soy sauce'). */
  name: string;
  /** 'vegan': replaced because it is not vegan; otherwise the allergens it holds. */
  reason: 'vegan' | readonly FreeFromKey[];
  /** The vegan check's terms ('vegan') or the phrases that name it (allergens). */
  words: readonly string[];
  per: PerUnit;
  /** Reading a line by weight or volume: grams in one cup (volume, gram) or in one (count). */
  gramsPerCup?: number;
  gramsEach?: number;
  /** Other units of the original, in `per` units ('1 stick butter' is ½ cup). */
  units?: Readonly<Record<string, number>>;
  /** Not this thing when one of these words follows its term ('egg noodles', 'egg wash'). */
  unlessAfter?: readonly string[];
  swaps: readonly SwapSpec[];
}

const same = (what: string): PartSpec[] => [{ what, amount: 1, unit: 'same' }];
const sw = (
  id: string,
  role: SwapRole,
  use: string,
  parts: readonly PartSpec[],
  tip: string,
  contains: readonly FreeFromKey[] = [],
): SwapSpec => ({
  id,
  role,
  use,
  parts,
  tip,
  contains,
});

/** Plant milks, one for one. */
const MILKS = [
  sw(
    'soy-milk',
    'moisture',
    'unsweetened soy milk',
    same('unsweetened soy milk'),
    'The closest to dairy milk in protein: best in sauces and cakes.',
    [S],
  ),
  sw(
    'oat-milk',
    'moisture',
    'unsweetened oat milk',
    same('unsweetened oat milk'),
    'Creamy and mild; oats may hold gluten unless certified.',
    [G],
  ),
  sw(
    'pea-milk',
    'moisture',
    'unsweetened pea milk',
    same('unsweetened pea milk'),
    'Free of the common allergens; neutral in savoury dishes.',
  ),
  sw('rice-milk', 'moisture', 'rice milk', same('rice milk'), 'Thin and sweet: fine in batters, weak in sauces.'),
];

export const REPLACED: readonly ReplacedSpec[] = [
  // Eggs: per one large egg (about 50 g out of its shell).
  {
    id: 'egg',
    name: 'egg',
    reason: 'vegan',
    words: ['egg'],
    per: 'count',
    gramsEach: 50,
    unlessAfter: ['noodle', 'noodles', 'pasta', 'tagliatelle', 'wash', 'roll', 'rolls', 'bread', 'replacer', 'yolk', 'yolks'],
    swaps: [
      sw(
        'flax',
        'binding',
        'flax egg',
        [
          { what: 'ground flaxseed', amount: 1, unit: 'tablespoon' },
          { what: 'water', amount: 3, unit: 'tablespoon' },
        ],
        'Stir and leave 5 to 10 minutes to thicken. Best in cookies, muffins, pancakes and burgers.',
      ),
      sw(
        'chia',
        'binding',
        'chia egg',
        [
          { what: 'chia seeds', amount: 1, unit: 'tablespoon' },
          { what: 'water', amount: 3, unit: 'tablespoon' },
        ],
        'Grind the seeds for a smooth bake; leave 5 to 10 minutes to gel.',
      ),
      sw(
        'chickpea-flour',
        'binding',
        'chickpea flour and water',
        [
          { what: 'chickpea flour', amount: 3, unit: 'tablespoon' },
          { what: 'water', amount: 3, unit: 'tablespoon' },
        ],
        'Whisk smooth; good in savoury bakes, fritters and quiches.',
      ),
      sw(
        'aquafaba',
        'leavening',
        'aquafaba',
        [{ what: 'aquafaba (chickpea can liquid)', amount: 3, unit: 'tablespoon' }],
        'Whisk until frothy; light cakes and waffles. Up to about three eggs.',
      ),
      sw(
        'soda-vinegar',
        'leavening',
        'baking soda and vinegar',
        [
          { what: 'baking soda', amount: 1, unit: 'teaspoon' },
          { what: 'white vinegar', amount: 1, unit: 'tablespoon' },
        ],
        'Add the vinegar with the wet ingredients and bake at once: for fluffy cakes and cupcakes.',
      ),
      sw(
        'applesauce',
        'moisture',
        'applesauce',
        [{ what: 'unsweetened applesauce', amount: 0.25, unit: 'cup' }],
        'For moist, dense bakes (brownies, quick breads); add ½ tsp baking powder for lift.',
      ),
      sw(
        'banana',
        'moisture',
        'mashed banana',
        [{ what: 'mashed ripe banana', amount: 0.25, unit: 'cup' }],
        'Tastes of banana: best in sweet bakes.',
      ),
      sw(
        'silken-tofu',
        'moisture',
        'silken tofu',
        [{ what: 'blended silken tofu', amount: 0.25, unit: 'cup' }],
        'Blend smooth; dense cakes, brownies and quiches.',
        [S],
      ),
      sw(
        'tofu-scramble',
        'protein',
        'crumbled firm tofu',
        [{ what: 'crumbled firm tofu', amount: 0.25, unit: 'cup' }],
        'For scrambles and egg salad; a pinch of kala namak (black salt) gives the eggy taste.',
        [S],
      ),
    ],
  },
  {
    id: 'egg-white',
    name: 'egg white',
    reason: 'vegan',
    words: ['egg white'],
    per: 'count',
    gramsEach: 30,
    swaps: [
      sw(
        'aquafaba',
        'whipping',
        'aquafaba',
        [{ what: 'aquafaba (chickpea can liquid)', amount: 2, unit: 'tablespoon' }],
        'Whip with ¼ tsp cream of tartar per ½ cup to stiff peaks, for meringues and mousses.',
      ),
    ],
  },
  // Dairy.
  {
    id: 'butter',
    name: 'butter',
    reason: 'vegan',
    words: ['butter'],
    per: 'cup',
    gramsPerCup: 227,
    units: { stick: 0.5 },
    swaps: [
      sw(
        'vegan-butter',
        'richness',
        'vegan butter',
        same('vegan butter'),
        'Use a block, not a tub spread, for pastry, cookies and frosting; soy-free ones exist.',
        [S, O],
      ),
      sw(
        'coconut-oil',
        'richness',
        'refined coconut oil',
        same('refined coconut oil'),
        'Solid for pastry and cookies, melted for cakes; refined has no coconut taste.',
        [O],
      ),
      sw(
        'oil',
        'moisture',
        'neutral oil',
        [{ what: 'neutral oil', amount: 0.75, unit: 'cup' }],
        'For melted butter in muffins, cakes and quick breads.',
        [O],
      ),
      sw('olive-oil', 'frying', 'olive oil', [{ what: 'olive oil', amount: 0.75, unit: 'cup' }], 'For sautéing and roasting.', [O]),
      sw(
        'avocado',
        'moisture',
        'mashed avocado',
        same('mashed ripe avocado'),
        'In chocolate cakes and brownies; bakes denser and greener.',
      ),
    ],
  },
  {
    id: 'ghee',
    name: 'ghee',
    reason: 'vegan',
    words: ['ghee'],
    per: 'cup',
    swaps: [
      sw('coconut-oil', 'frying', 'refined coconut oil', same('refined coconut oil'), 'Takes the heat of a tadka or a fry like ghee.', [O]),
      sw('vegan-butter', 'richness', 'vegan butter', same('vegan butter'), 'For flavour at the end; it burns sooner than ghee.', [S, O]),
    ],
  },
  {
    id: 'lard',
    name: 'lard',
    reason: 'vegan',
    words: ['lard', 'suet', 'tallow', 'schmaltz'],
    per: 'cup',
    swaps: [
      sw('shortening', 'richness', 'vegetable shortening', same('vegetable shortening'), 'For pastry and biscuits; keep it cold.', [S, O]),
      sw('coconut-oil', 'richness', 'refined coconut oil', same('refined coconut oil'), 'Chilled, for pastry; melted, for frying.', [O]),
    ],
  },
  {
    id: 'milk',
    name: 'milk',
    reason: 'vegan',
    words: ['milk'],
    per: 'cup',
    swaps: MILKS,
  },
  {
    id: 'buttermilk',
    name: 'buttermilk',
    reason: 'vegan',
    words: ['buttermilk'],
    per: 'cup',
    swaps: [
      sw(
        'soy-milk-lemon',
        'tang',
        'soy milk and lemon juice',
        [
          { what: 'unsweetened soy milk', amount: 1, unit: 'cup' },
          { what: 'lemon juice or cider vinegar', amount: 1, unit: 'tablespoon' },
        ],
        'Stir and leave 5 minutes to curdle; soy curdles best.',
        [S],
      ),
      sw(
        'pea-milk-lemon',
        'tang',
        'pea milk and lemon juice',
        [
          { what: 'unsweetened pea milk', amount: 1, unit: 'cup' },
          { what: 'lemon juice or cider vinegar', amount: 1, unit: 'tablespoon' },
        ],
        'Leave 5 minutes; thinner than soy buttermilk.',
      ),
    ],
  },
  {
    id: 'evaporated-milk',
    name: 'evaporated milk',
    reason: 'vegan',
    words: ['evaporated milk'],
    per: 'cup',
    swaps: [
      sw('coconut-milk', 'creaminess', 'full-fat coconut milk', same('full-fat canned coconut milk'), 'Richer and a little coconutty.'),
    ],
  },
  {
    id: 'condensed-milk',
    name: 'condensed milk',
    reason: 'vegan',
    words: ['condensed milk'],
    per: 'cup',
    swaps: [
      sw(
        'condensed-coconut',
        'sweetness',
        'sweetened condensed coconut milk',
        same('sweetened condensed coconut milk'),
        'Sold in cans beside the dairy one.',
      ),
    ],
  },
  {
    id: 'cream',
    name: 'cream',
    reason: 'vegan',
    words: ['cream', 'heavy cream', 'double cream', 'single cream', 'whipping cream', 'whipped cream', 'clotted cream', 'half-and-half'],
    per: 'cup',
    swaps: [
      sw(
        'coconut-cream',
        'creaminess',
        'coconut cream',
        same('full-fat coconut cream'),
        'For curries, soups and desserts; tastes of coconut.',
      ),
      sw(
        'cashew-cream',
        'creaminess',
        'cashew cream',
        same('cashew cream'),
        'Blend 1 cup soaked raw cashews with ¾ cup water; neutral in pasta sauces.',
        [T],
      ),
      sw('soy-cream', 'creaminess', 'soy cream', same('soy cooking cream'), 'Sold as single cream; does not split when it boils.', [S]),
      sw('oat-cream', 'creaminess', 'oat cream', same('oat cooking cream'), 'Mild; oats may hold gluten unless certified.', [G]),
      sw(
        'whipped-coconut',
        'whipping',
        'whipped coconut cream',
        same('chilled coconut cream'),
        'Chill the can overnight and whip only the solid part.',
      ),
    ],
  },
  {
    id: 'sour-cream',
    name: 'sour cream',
    reason: 'vegan',
    words: ['sour cream', 'creme fraiche'],
    per: 'cup',
    swaps: [
      sw(
        'coconut-yogurt-lemon',
        'tang',
        'coconut yogurt and lemon',
        [
          { what: 'plain coconut yogurt', amount: 1, unit: 'cup' },
          { what: 'lemon juice', amount: 1, unit: 'teaspoon' },
        ],
        'Stir in; for dips and toppings.',
      ),
      sw(
        'cashew-sour-cream',
        'tang',
        'cashew sour cream',
        same('cashew sour cream'),
        'Blend soaked cashews, water, lemon juice and salt.',
        [T],
      ),
    ],
  },
  {
    id: 'yogurt',
    name: 'yogurt',
    reason: 'vegan',
    words: ['yogurt', 'kefir', 'labneh', 'skyr', 'quark'],
    per: 'cup',
    swaps: [
      sw(
        'soy-yogurt',
        'creaminess',
        'plain soy yogurt',
        same('plain unsweetened soy yogurt'),
        'The tangiest plant yogurt; good in marinades and baking.',
        [S],
      ),
      sw('coconut-yogurt', 'creaminess', 'plain coconut yogurt', same('plain coconut yogurt'), 'Thick and rich; for dips and desserts.'),
    ],
  },
  {
    id: 'cream-cheese',
    name: 'cream cheese',
    reason: 'vegan',
    words: ['cream cheese', 'mascarpone'],
    per: 'cup',
    swaps: [
      sw(
        'vegan-cream-cheese',
        'creaminess',
        'vegan cream cheese',
        same('vegan cream cheese'),
        'Most are soy, cashew or almond based: check the label.',
        [S, T],
      ),
    ],
  },
  {
    id: 'cheese',
    name: 'cheese',
    reason: 'vegan',
    words: [
      'cheese',
      'cheddar',
      'mozzarella',
      'gouda',
      'monterey jack',
      'colby',
      'gruyere',
      'emmental',
      'provolone',
      'fontina',
      'brie',
      'camembert',
      'raclette',
      'edam',
      'havarti',
      'muenster',
      'goat cheese',
      'gorgonzola',
      'roquefort',
      'stilton',
      'manchego',
      'queso',
      'cotija',
      'taleggio',
      'burrata',
    ],
    per: 'cup',
    gramsPerCup: 113,
    swaps: [
      sw('vegan-cheese', 'melt', 'vegan melting cheese', same('vegan melting cheese'), 'Shreds melt best under a lid or in a sauce.', [
        S,
        T,
      ]),
      sw(
        'nutritional-yeast',
        'umami',
        'nutritional yeast',
        [{ what: 'nutritional yeast', amount: 0.25, unit: 'cup' }],
        'For a cheesy taste in sauces and bakes, not for melting; add a pinch of salt.',
      ),
    ],
  },
  {
    id: 'parmesan',
    name: 'parmesan',
    reason: 'vegan',
    words: ['parmesan', 'pecorino', 'grana padano', 'asiago'],
    per: 'cup',
    gramsPerCup: 100,
    swaps: [
      sw(
        'nutritional-yeast',
        'umami',
        'nutritional yeast',
        [{ what: 'nutritional yeast', amount: 1, unit: 'cup' }],
        'One for one; a pinch of salt makes it sharper.',
      ),
      sw('vegan-parmesan', 'umami', 'vegan parmesan', same('vegan parmesan'), 'Often made of cashews or almonds.', [S, T]),
    ],
  },
  {
    id: 'feta',
    name: 'feta',
    reason: 'vegan',
    words: ['feta', 'ricotta', 'paneer', 'halloumi'],
    per: 'gram',
    gramsPerCup: 150,
    swaps: [
      sw(
        'firm-tofu',
        'protein',
        'firm tofu',
        same('firm tofu'),
        'Crumble with lemon and salt for feta or ricotta; cube and fry for paneer or halloumi.',
        [S],
      ),
      sw('vegan-feta', 'protein', 'vegan feta', same('vegan feta'), 'Coconut-oil based ones crumble like feta.', [S, T]),
    ],
  },
  {
    id: 'chocolate',
    name: 'milk chocolate',
    reason: 'vegan',
    words: ['milk chocolate', 'white chocolate'],
    per: 'gram',
    swaps: [
      sw(
        'dark-chocolate',
        'sweetness',
        'dairy-free chocolate',
        same('dairy-free chocolate'),
        'Dark chocolate is often dairy-free: check the label.',
        [S],
      ),
    ],
  },
  {
    id: 'mayonnaise',
    name: 'mayonnaise',
    reason: 'vegan',
    words: ['mayonnaise', 'aioli'],
    per: 'cup',
    swaps: [
      sw(
        'vegan-mayo',
        'creaminess',
        'vegan mayonnaise',
        same('vegan mayonnaise'),
        'Made with aquafaba or soy milk; add garlic for aioli.',
        [S, O],
      ),
      sw('coconut-yogurt', 'dressing', 'plain coconut yogurt', same('plain coconut yogurt'), 'Lighter, tangier dressings and slaws.'),
    ],
  },
  // Bees and other animal products.
  {
    id: 'honey',
    name: 'honey',
    reason: 'vegan',
    words: ['honey'],
    per: 'tablespoon',
    swaps: [
      sw('maple', 'sweetness', 'maple syrup', same('maple syrup'), 'One for one; a little thinner.'),
      sw('agave', 'sweetness', 'agave syrup', same('agave syrup'), 'Sweeter: use a little less if you like.'),
      sw('date-syrup', 'sweetness', 'date syrup', same('date syrup'), 'Darker and caramel-like; good in dressings and bakes.'),
    ],
  },
  {
    id: 'gelatine',
    name: 'gelatine',
    reason: 'vegan',
    words: ['gelatin'],
    per: 'tablespoon',
    gramsPerCup: 150,
    // A packet is 2¼ tsp; a sheet about a quarter of a packet.
    units: { package: 0.75, sheet: 0.1875 },
    swaps: [
      sw(
        'agar',
        'setting',
        'agar powder',
        [{ what: 'agar powder', amount: 1, unit: 'teaspoon' }],
        'Agar sets only after boiling for 1 to 2 minutes, and sets at room temperature; for flakes use 1 tbsp.',
      ),
    ],
  },
  {
    id: 'fish-sauce',
    name: 'fish sauce',
    reason: 'vegan',
    words: ['fish sauce'],
    per: 'tablespoon',
    swaps: [
      sw('soy-sauce', 'umami', 'soy sauce', same('soy sauce'), 'Add a squeeze of lime; a strip of nori simmered in it adds a sea taste.', [
        S,
        G,
      ]),
      sw('coconut-aminos', 'umami', 'coconut aminos', same('coconut aminos'), 'Sweeter and milder: add a pinch of salt.'),
    ],
  },
  {
    id: 'oyster-sauce',
    name: 'oyster sauce',
    reason: 'vegan',
    words: ['oyster sauce'],
    per: 'tablespoon',
    swaps: [
      sw(
        'vegetarian-oyster-sauce',
        'umami',
        'vegetarian oyster sauce',
        same('vegetarian oyster sauce'),
        'Made of mushrooms; sold as mushroom stir-fry sauce too.',
        [S, G],
      ),
    ],
  },
  {
    id: 'worcestershire',
    name: 'worcestershire sauce',
    reason: 'vegan',
    words: ['worcestershire sauce'],
    per: 'tablespoon',
    swaps: [
      sw(
        'vegan-worcestershire',
        'umami',
        'vegan Worcestershire sauce',
        same('vegan worcestershire sauce'),
        'The usual one holds anchovies; vegan ones are sold.',
        [S, G],
      ),
    ],
  },
  {
    id: 'anchovy',
    name: 'anchovy',
    reason: 'vegan',
    words: ['anchovy'],
    per: 'count',
    gramsEach: 4,
    swaps: [
      sw(
        'capers',
        'umami',
        'chopped capers',
        [{ what: 'chopped capers', amount: 1, unit: 'teaspoon' }],
        'Briny and salty, for dressings and pasta.',
      ),
      sw('miso', 'umami', 'white miso', [{ what: 'white miso', amount: 0.5, unit: 'teaspoon' }], 'Melts into sauces and dressings.', [
        S,
        G,
      ]),
    ],
  },
  {
    id: 'stock',
    name: 'meat or fish stock',
    reason: 'vegan',
    words: [
      'chicken',
      'beef',
      'pork',
      'turkey',
      'lamb',
      'veal',
      'ham',
      'bone',
      'fish',
      'shrimp',
      'prawn',
      'seafood',
      'lobster',
      'crab',
    ].flatMap((animal) => ['stock', 'broth', 'bouillon'].map((stock) => `${animal} ${stock}`)),
    per: 'cup',
    swaps: [
      sw(
        'vegetable-stock',
        'flavour',
        'vegetable stock',
        same('vegetable stock'),
        'Stock cubes and powders may hold wheat: check the label.',
      ),
      sw('mushroom-stock', 'umami', 'mushroom stock', same('mushroom stock'), 'Deeper, for beef stock in stews and gravies.'),
    ],
  },
  // Allergens in vegan recipes.
  {
    id: 'soy-sauce',
    name: 'soy sauce',
    reason: [S, G],
    words: ['soy sauce', 'soya sauce', 'shoyu', 'tamari', 'liquid aminos', 'bragg', 'braggs'],
    per: 'tablespoon',
    swaps: [
      sw('coconut-aminos', 'umami', 'coconut aminos', same('coconut aminos'), 'Sweeter and less salty: add a pinch of salt.'),
      sw('tamari', 'umami', 'gluten-free tamari', same('gluten-free tamari'), 'For gluten only: tamari is soy.', [S]),
    ],
  },
  {
    id: 'tofu',
    name: 'tofu',
    reason: [S],
    words: ['tofu', 'firm tofu', 'extra firm tofu', 'beancurd', 'bean curd'],
    per: 'gram',
    gramsPerCup: 250,
    units: { block: 400, package: 400 },
    swaps: [
      sw(
        'chickpeas',
        'protein',
        'cooked chickpeas',
        same('cooked chickpeas'),
        'In curries, stews and salads; Burmese chickpea tofu is the closest.',
      ),
      sw('seitan', 'protein', 'seitan', same('seitan'), 'Chewy, for stir-fries: it is wheat gluten.', [G]),
    ],
  },
  {
    id: 'silken-tofu',
    name: 'silken tofu',
    reason: [S],
    words: ['silken tofu', 'soft tofu'],
    per: 'gram',
    gramsPerCup: 250,
    units: { block: 350, package: 350 },
    swaps: [
      sw('coconut-yogurt', 'creaminess', 'thick coconut yogurt', same('thick coconut yogurt'), 'For mousses, dressings and cheesecakes.'),
      sw('cashew-cream', 'creaminess', 'cashew cream', same('cashew cream'), 'Thick blended soaked cashews; for sauces and desserts.', [T]),
    ],
  },
  {
    id: 'edamame',
    name: 'edamame',
    reason: [S],
    words: ['edamame', 'soybean', 'soy bean', 'soya bean'],
    per: 'cup',
    swaps: [
      sw(
        'peas',
        'protein',
        'green peas or broad beans',
        same('green peas or broad beans'),
        'Same cooking time; bright in bowls and salads.',
      ),
    ],
  },
  {
    id: 'plant-milk',
    name: 'plant milk',
    reason: [S, T, G],
    words: [
      'soy milk',
      'soya milk',
      'soymilk',
      'plant milk',
      'non dairy milk',
      'nondairy milk',
      'dairy free milk',
      'plant based milk',
      'vegan milk',
      'almond milk',
      'cashew milk',
      'hazelnut milk',
      'walnut milk',
      'macadamia milk',
      'nut milk',
      'oat milk',
    ],
    per: 'cup',
    swaps: MILKS,
  },
  {
    id: 'vegan-butter',
    name: 'vegan butter',
    reason: [S, O],
    words: [
      'vegan butter',
      'plant butter',
      'dairy free butter',
      'plant based butter',
      'margarine',
      'vegan spread',
      'dairy free spread',
      'vegetable spread',
      'buttery spread',
      'soya spread',
      'soy spread',
      'flora',
    ],
    per: 'cup',
    swaps: [
      sw('soy-free-butter', 'richness', 'soy-free vegan butter', same('soy-free vegan butter'), 'Made of coconut and other oils.', [O]),
      sw('coconut-oil', 'richness', 'refined coconut oil', same('refined coconut oil'), 'Solid for pastry and cookies, melted for cakes.', [
        O,
      ]),
      sw('avocado', 'moisture', 'mashed avocado', same('mashed ripe avocado'), 'In chocolate cakes and brownies; bakes denser.'),
    ],
  },
  {
    id: 'vegan-cheese',
    name: 'vegan cheese',
    reason: [S, T],
    words: [
      'vegan cheese',
      'dairy free cheese',
      'plant based cheese',
      'vegan parmesan',
      'vegan mozzarella',
      'vegan cheddar',
      'cashew cheese',
      'vegan feta',
      'vegan cream cheese',
    ],
    per: 'cup',
    swaps: [
      sw(
        'nutritional-yeast',
        'umami',
        'nutritional yeast',
        [{ what: 'nutritional yeast', amount: 0.25, unit: 'cup' }],
        'For a cheesy taste, not for melting.',
      ),
      sw(
        'free-from-cheese',
        'melt',
        'soy-free nut-free vegan cheese',
        same('soy-free nut-free vegan cheese'),
        'Coconut-oil based; check the label.',
        [O],
      ),
    ],
  },
  {
    id: 'vegan-mayo',
    name: 'vegan mayonnaise',
    reason: [S, O],
    words: ['vegan mayonnaise', 'vegan mayo', 'plant based mayonnaise', 'egg free mayonnaise', 'vegenaise'],
    per: 'cup',
    swaps: [
      sw(
        'soy-free-mayo',
        'creaminess',
        'soy-free vegan mayonnaise',
        same('soy-free vegan mayonnaise'),
        'Aquafaba-based ones hold no soy.',
        [O],
      ),
      sw(
        'coconut-yogurt',
        'dressing',
        'plain coconut yogurt',
        same('plain coconut yogurt'),
        'No oil: lighter, tangier dressings and slaws.',
      ),
    ],
  },
  {
    id: 'chocolate-soy',
    name: 'chocolate',
    reason: [S],
    words: ['chocolate', 'dark chocolate', 'vegan chocolate', 'chocolate chips', 'dark chocolate chips'],
    per: 'gram',
    swaps: [
      sw(
        'soy-free-chocolate',
        'sweetness',
        'soy-free dark chocolate',
        same('soy-free dark chocolate'),
        'Many hold soy lecithin: look for sunflower lecithin or none.',
      ),
    ],
  },
  {
    id: 'protein-powder',
    name: 'protein powder',
    reason: [S],
    words: ['protein powder', 'vegan protein', 'vegan protein powder'],
    per: 'tablespoon',
    swaps: [sw('pea-protein', 'protein', 'pea protein powder', same('pea protein powder'), 'Or hemp protein, earthier and less smooth.')],
  },
  {
    id: 'peanut-butter',
    name: 'peanut butter',
    reason: [P],
    words: ['peanut butter', 'pb'],
    per: 'tablespoon',
    swaps: [
      sw(
        'sunflower-butter',
        'richness',
        'sunflower seed butter',
        same('sunflower seed butter'),
        'It can turn green with baking soda: harmless; a little lemon juice stops it.',
      ),
      sw('almond-butter', 'richness', 'almond butter', same('almond butter'), 'Milder, a little thinner.', [T]),
      sw('tahini', 'richness', 'tahini', same('tahini'), 'Bitter alone: sweeten a little in desserts.', [E]),
    ],
  },
  {
    id: 'peanuts',
    name: 'peanuts',
    reason: [P],
    words: ['peanut', 'roasted peanut', 'groundnut'],
    per: 'cup',
    swaps: [
      sw('pumpkin-seeds', 'crunch', 'toasted pumpkin seeds', same('toasted pumpkin seeds'), 'Toast in a dry pan until they pop.'),
      sw('roasted-chickpeas', 'crunch', 'roasted chickpeas', same('roasted chickpeas'), 'Crisp, for salads and bowls.'),
    ],
  },
  {
    id: 'nut-butter',
    name: 'nut butter',
    reason: [T, P],
    words: ['almond butter', 'cashew butter', 'hazelnut butter', 'nut butter', 'macadamia butter'],
    per: 'tablespoon',
    swaps: [
      sw(
        'sunflower-butter',
        'richness',
        'sunflower seed butter',
        same('sunflower seed butter'),
        'It can turn green with baking soda: harmless.',
      ),
      sw('tahini', 'richness', 'tahini', same('tahini'), 'Bitter alone: sweeten a little in desserts.', [E]),
    ],
  },
  {
    id: 'cashews',
    name: 'cashews',
    reason: [T],
    words: ['cashew', 'cashew nut', 'raw cashew'],
    per: 'cup',
    swaps: [
      sw(
        'sunflower-seeds',
        'creaminess',
        'soaked sunflower seeds',
        same('raw sunflower seeds'),
        'Soak as you would the cashews; the cream is a little earthier, lemon helps.',
      ),
    ],
  },
  {
    id: 'nuts',
    name: 'nuts',
    reason: [T, P],
    words: [
      'almond',
      'walnut',
      'pecan',
      'hazelnut',
      'pistachio',
      'macadamia',
      'brazil nut',
      'pine nut',
      'nut',
      'mixed nuts',
      'flaked almonds',
      'slivered almonds',
      'walnut halves',
      'pecan nut',
    ],
    per: 'cup',
    swaps: [
      sw(
        'sunflower-seeds',
        'crunch',
        'toasted sunflower seeds',
        same('toasted sunflower seeds'),
        'For pesto, granola, salads and crumbles.',
      ),
      sw('pumpkin-seeds', 'crunch', 'toasted pumpkin seeds', same('toasted pumpkin seeds'), 'Toast in a dry pan until they pop.'),
    ],
  },
  {
    id: 'almond-flour',
    name: 'almond flour',
    reason: [T],
    words: ['almond flour', 'ground almonds', 'almond meal'],
    per: 'cup',
    swaps: [
      sw(
        'sunflower-flour',
        'structure',
        'sunflower seed flour',
        same('sunflower seed flour'),
        'Grind seeds finely; it can turn green with baking soda.',
      ),
    ],
  },
  {
    id: 'tahini',
    name: 'tahini',
    reason: [E],
    words: ['tahini', 'tahina', 'tahin', 'tehina'],
    per: 'tablespoon',
    swaps: [
      sw(
        'sunflower-butter',
        'richness',
        'sunflower seed butter',
        same('sunflower seed butter'),
        'Unsweetened; the closest in taste and texture.',
      ),
      sw('cashew-butter', 'richness', 'cashew butter', same('cashew butter'), 'Milder and sweeter.', [T]),
    ],
  },
  {
    id: 'sesame-oil',
    name: 'sesame oil',
    reason: [E, O],
    words: ['sesame oil', 'toasted sesame oil'],
    per: 'tablespoon',
    swaps: [
      sw('neutral-oil', 'flavour', 'neutral oil', same('neutral oil'), 'Loses the toasted taste.', [O]),
      sw('tahini', 'dressing', 'tahini', same('tahini'), 'For oil-free dressings: thin with a little water.', [E]),
    ],
  },
  {
    id: 'sesame-seeds',
    name: 'sesame seeds',
    reason: [E],
    words: ['sesame', 'sesame seed', 'toasted sesame seed'],
    per: 'tablespoon',
    swaps: [sw('hemp-seeds', 'crunch', 'hemp seeds', same('hemp seeds'), 'Or chopped sunflower seeds, for topping.')],
  },
  {
    id: 'wheat-flour',
    name: 'wheat flour',
    reason: [G],
    words: [
      'flour',
      'plain flour',
      'all purpose flour',
      'wheat flour',
      'whole wheat flour',
      'wholemeal flour',
      'bread flour',
      'spelt flour',
      'cake flour',
      'pastry flour',
    ],
    per: 'cup',
    gramsPerCup: 125,
    swaps: [
      sw(
        'gluten-free-blend',
        'structure',
        'gluten-free flour blend',
        same('gluten-free flour blend'),
        'A cup-for-cup blend; without xanthan gum in it, add ¼ tsp per cup for cookies, ½ tsp for cakes.',
      ),
      sw(
        'cornstarch',
        'thickening',
        'cornstarch',
        [{ what: 'cornstarch', amount: 0.5, unit: 'cup' }],
        'For sauces and gravies: mix with cold water first.',
      ),
    ],
  },
  {
    id: 'self-raising-flour',
    name: 'self-raising flour',
    reason: [G],
    words: ['self raising flour', 'self rising flour', 'self raising', 'self rising'],
    per: 'cup',
    gramsPerCup: 125,
    swaps: [
      sw(
        'gluten-free-blend',
        'structure',
        'gluten-free flour blend and baking powder',
        [
          { what: 'gluten-free flour blend', amount: 1, unit: 'cup' },
          { what: 'baking powder', amount: 1.5, unit: 'teaspoon' },
          { what: 'salt', amount: 0.25, unit: 'teaspoon' },
        ],
        'Whisk together well; use a gluten-free baking powder.',
      ),
    ],
  },
  {
    id: 'pasta',
    name: 'pasta',
    reason: [G],
    words: [
      'pasta',
      'spaghetti',
      'penne',
      'fusilli',
      'macaroni',
      'linguine',
      'fettuccine',
      'tagliatelle',
      'pappardelle',
      'rigatoni',
      'farfalle',
      'orzo',
      'lasagna',
      'lasagne',
      'ziti',
      'rotini',
      'conchiglie',
      'orecchiette',
      'bucatini',
    ],
    per: 'gram',
    swaps: [
      sw(
        'gluten-free-pasta',
        'structure',
        'gluten-free pasta',
        same('gluten-free pasta'),
        'Cook to the packet time and rinse briefly if it turns sticky.',
      ),
    ],
  },
  {
    id: 'noodles',
    name: 'noodles',
    reason: [G],
    words: ['noodle', 'egg free noodle', 'udon', 'ramen', 'lo mein', 'chow mein', 'wheat noodle'],
    per: 'gram',
    swaps: [sw('rice-noodles', 'structure', 'rice noodles', same('rice noodles'), 'Soak or boil briefly; they soften fast.')],
  },
  {
    id: 'couscous',
    name: 'couscous',
    reason: [G],
    words: ['couscous', 'cous cous', 'bulgur', 'bulgar', 'bulghur', 'freekeh', 'farro'],
    per: 'cup',
    swaps: [sw('quinoa', 'structure', 'quinoa', same('quinoa'), 'Rinse, and simmer 15 minutes rather than soaking.')],
  },
  {
    id: 'breadcrumbs',
    name: 'breadcrumbs',
    reason: [G],
    words: ['breadcrumb', 'bread crumb', 'panko', 'panko breadcrumb'],
    per: 'cup',
    swaps: [
      sw(
        'gluten-free-breadcrumbs',
        'coating',
        'gluten-free breadcrumbs',
        same('gluten-free breadcrumbs'),
        'Or blitz stale gluten-free bread.',
      ),
      sw('almond-meal', 'coating', 'almond meal', same('almond meal'), 'Browns fast: bake a little cooler.', [T]),
    ],
  },
  {
    id: 'tortilla',
    name: 'flour tortilla',
    reason: [G],
    words: ['tortilla', 'flour tortilla', 'wheat tortilla', 'wrap'],
    per: 'count',
    swaps: [sw('corn-tortilla', 'structure', 'corn tortillas', same('corn tortillas'), 'Warm them first so they fold without cracking.')],
  },
  {
    id: 'oats',
    name: 'oats',
    reason: [G],
    words: ['oat', 'rolled oat', 'porridge oat', 'oatmeal', 'quick oat', 'steel cut oat'],
    per: 'cup',
    swaps: [
      sw(
        'gluten-free-oats',
        'structure',
        'certified gluten-free oats',
        same('certified gluten-free oats'),
        'Oats hold no gluten but are milled beside wheat.',
      ),
    ],
  },
  {
    id: 'oil',
    name: 'oil',
    reason: [O],
    words: [
      'oil',
      'olive oil',
      'extra virgin olive oil',
      'vegetable oil',
      'canola oil',
      'rapeseed oil',
      'sunflower oil',
      'coconut oil',
      'avocado oil',
      'neutral oil',
      'cooking oil',
      'cooking spray',
      'evoo',
      'peanut oil',
      'groundnut oil',
      'walnut oil',
      'almond oil',
      'hazelnut oil',
      'soybean oil',
    ],
    per: 'tablespoon',
    swaps: [
      sw(
        'water',
        'frying',
        'water or vegetable stock',
        [{ what: 'water or vegetable stock', amount: 1, amount2: 2, unit: 'tablespoon' }],
        'Sauté in a non-stick pan, adding a splash at a time as the pan dries.',
      ),
      sw(
        'applesauce',
        'moisture',
        'applesauce',
        same('unsweetened applesauce'),
        'In muffins and quick breads; start with half if you like.',
      ),
      sw('aquafaba', 'dressing', 'aquafaba', same('aquafaba'), 'Whisk into dressings for body; or use a little tahini if you eat sesame.'),
    ],
  },
];
