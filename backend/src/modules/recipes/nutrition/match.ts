import pluralize from 'pluralize';
import { FOODS, type Food } from './foods.js';

/** What an ingredient line brings to matching: its name and note as read. */
export interface NamedLine {
  quantity: number | null;
  unit: string | null;
  name: string;
  note: string | null;
}

/** Words about preparation, size, state or quality, ignored after trying the whole name ('baby corn' before 'corn'). */
const QUALIFIERS = new Set(
  (
    'fresh freshly chopped diced minced sliced grated shredded crushed peeled pitted seeded halved quartered cubed julienned ' +
    'finely roughly thinly coarsely large small medium big extra raw organic whole ripe frozen dry dried uncooked cooked ' +
    'canned tinned drained rinsed boiled precooked pre unsalted salted roasted toasted ground packed heaping heaped level ' +
    'virgin light unsweetened plain good quality your favourite favorite about approx approximately mini baby cup can of'
  ).split(' '),
);

/** Negligible staples: a name made only of these words, holding one of STAPLE_KEYS ('fine grain sea salt', 'ice water'). */
const STAPLE_WORDS = new Set(
  (
    'water ice cube cubes salt mineral pepper peppercorn peppercorns black white ground cracked freshly fresh sea kosher flaky fine grain coarse ' +
    'table himalayan pink rock and & diamond crystal warm hot cold lukewarm boiling filtered tap baking soda bicarbonate of a to taste'
  ).split(' '),
);
const STAPLE_KEYS = /\b(water|ice|salt|pepper|peppercorns?|soda)\b/;
/**
 * Seasonings in spoon measures (up to 2 tablespoons, or a pinch, or no amount): under ~10 kcal and
 * under 1 g of any macronutrient a tablespoon (USDA SR Legacy), so left out like salt. Broth and stock
 * are flavoured water for these figures (vegetable broth ~5 kcal/100 g).
 */
const SEASONING =
  /\b(vanilla|extract|essence|vinegar|soy sauce|tamari|shoyu|liquid smoke|hot sauce|sriracha|tabasco|mustard|dijon|worcestershire|xanthan|xantham|agar|active dry yeast|instant yeast|dry yeast|oregano|thyme|rosemary|sage|italian seasoning|herbes de provence|mixed herbs|dried herbs|garlic powder|onion powder|curry powder|garam masala|chinese five spice|five spice|cinnamon|allspice|seasoning)\b/;
const BROTH = /\b(broth|stock|bouillon)\b/;
const SPOONS: Readonly<Record<string, number>> = { teaspoon: 1 / 3, tablespoon: 1, pinch: 1 / 48, dash: 1 / 24, drop: 0 };
const MAX_SEASONING_TBSP = 2;

/** A line with no amount that is seasoning or garnish: 'salt to taste', 'fresh dill (optional)', 'to serve: ...'. */
const UNMEASURED_EXTRA = /\b(to taste|optional|to serve|for serving|for garnish|garnish|for topping|for frying|as needed)\b/i;

/** Lowercase words of the first alternative ('ground cumin or cinnamon'), without punctuation. */
export function wordsOf(name: string): string[] {
  const first = name
    .toLowerCase()
    .replace(/\b(fresh|frozen|dried|dry|canned|tinned|raw|cooked) or (?=[a-z])/g, '')
    .split(/\s+or\s+|\s*\/\s*/)[0];
  return first
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z&\s-]+/g, ' ')
    .replace(/-/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** Whether a line is left out of the count: water, salt, pepper, baking soda; and unmeasured seasonings or garnishes. */
export function isStaple(line: NamedLine): boolean {
  const words = wordsOf(line.name);
  if (words.length > 0 && words.every((word) => STAPLE_WORDS.has(word)) && STAPLE_KEYS.test(words.join(' '))) return true;
  const name = words.join(' ');
  const whole = line.name.toLowerCase();
  if (BROTH.test(whole) && !/\b(paste|concentrate)\b/.test(whole)) return true;
  if (/\bbay lea(f|ves)\b/.test(name)) return true; // taken out before serving
  const tbsp = line.quantity === null ? 0 : line.unit !== null && line.unit in SPOONS ? line.quantity * SPOONS[line.unit] : Infinity;
  if (SEASONING.test(name) && !/\boil\b/.test(name) && tbsp <= MAX_SEASONING_TBSP) return true;
  return line.quantity === null && UNMEASURED_EXTRA.test(`${line.name} ${line.note ?? ''}`);
}

const singular = (word: string): string => (word.length > 3 ? pluralize.singular(word) : word);
const BY_NAME = new Map<string, Food>();
for (const food of FOODS) for (const name of food.names) BY_NAME.set(wordsOf(name).map(singular).join(' '), food);

/** Names that match only a whole name, never the end of a longer one ('rice flour', 'cauliflower rice', 'sun-dried tomatoes'). */
const WHOLE_ONLY = new Set(['flour', 'rice', 'tomato', 'pasta']);

/** The food of a name: the whole name, then without qualifiers, each from its longest ending ('large yellow onions' → 'yellow onion'). */
export function foodOf(name: string): Food | undefined {
  const words = wordsOf(name).map(singular);
  const bare = words.filter((word) => !QUALIFIERS.has(word));
  for (const candidate of [words, bare]) {
    for (let start = 0; start < candidate.length; start++) {
      const key = candidate.slice(start).join(' ');
      const food = start > 0 && WHOLE_ONLY.has(key) ? undefined : BY_NAME.get(key);
      if (food) return food;
    }
  }
  return undefined;
}

/** Weighed cooked: the name or note says so ('drained', not 'rinsed': dry lentils are rinsed too), or the amount is in cans. */
export const isCooked = (line: NamedLine): boolean =>
  line.unit === 'can' ||
  /\b(cooked|canned|tinned|drained|boiled|leftover)\b/i.test(`${line.name} ${line.note ?? ''}`.replace(/\buncooked\b/gi, ''));

/**
 * Usually fortified with vitamin B12: nutritional yeast and plant milks (soy, almond, oat, rice, 'plant',
 * 'non-dairy', 'dairy-free'), and anything said to be fortified. Canned coconut milk is not.
 */
const B12 =
  /\b(nutritional yeast|yeast flakes|nooch|(soy|soya|almond|oat|rice|cashew|hemp|pea|plant|plant based|non dairy|nondairy|dairy free|vegan) (milk|drink|beverage)|fortified)\b/;
export const isB12Fortified = (line: NamedLine): boolean => B12.test(`${line.name} ${line.note ?? ''}`.toLowerCase().replace(/-/g, ' '));
