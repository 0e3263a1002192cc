/**
 * The words of "What can I cook?" (docs/decisions/pantry.md), as data. A line's food is its read
 * name, cleaned: these say what a clean name leaves out and which foods never count.
 */

/** Foods a cook is taken to have (the issue: salt, pepper, water, oil), by their clean names. */
export const STAPLES = new Set([
  'salt',
  'sea salt',
  'kosher salt',
  'table salt',
  'flaky salt',
  'flaky sea salt',
  'pink salt',
  'himalayan salt',
  'pepper',
  'black pepper',
  'white pepper',
  'salt and pepper',
  'salt & pepper',
  'pepper and salt',
  'water',
  'ice',
  'ice cube',
  'cooking spray',
  'oil spray',
]);

/** A clean name ending in one of these is a cooking fat a cook is taken to have ('olive oil', 'oil'). */
export const STAPLE_LAST_WORDS = new Set(['oil', 'water']);

/** Words before a food that do not change what it is ('2 large ripe tomatoes'). */
export const LEADING_DESCRIPTORS = new Set([
  'fresh',
  'freshly',
  'ground',
  'cracked',
  'large',
  'small',
  'medium',
  'big',
  'ripe',
  'raw',
  'organic',
  'extra',
  'whole',
  'chopped',
  'diced',
  'minced',
  'sliced',
  'grated',
  'shredded',
  'finely',
  'roughly',
  'thinly',
  'coarsely',
  'cold',
  'warm',
  'hot',
  'boiling',
  'lukewarm',
  'good',
  'quality',
  'heaped',
  'level',
  'about',
  'approx',
  'approximately',
  'plus',
  'optional',
  'some',
  'a',
  'an',
  'of',
  'the',
  'more',
]);

/** Words after a food that name a part of it, not another food ('garlic cloves', 'basil leaves'). */
export const TRAILING_PARTS = new Set([
  'clove',
  'leaf',
  'floret',
  'sprig',
  'stalk',
  'stem',
  'piece',
  'chunk',
  'cube',
  'wedge',
  'slice',
  'bulb',
  'head',
]);

/** Plurals pluralize reads wrongly for foods. */
export const SINGULARS: Readonly<Record<string, string>> = {
  molasses: 'molasses',
  chilies: 'chili',
  chillies: 'chilli',
  chiles: 'chile',
  grits: 'grits',
  fries: 'fries',
  brussels: 'brussels',
  greens: 'greens',
  oats: 'oats',
  hummus: 'hummus',
  couscous: 'couscous',
  asparagus: 'asparagus',
  noodles: 'noodles',
};

/** Words that join foods rather than name one: a food's last words never start with them ('lemon and salt' is not satisfied by 'and salt'). */
export const JOINING_WORDS = new Set(['and', '&', 'or', 'of', 'with', 'in', 'to', 'for', 'plus', 'a', 'an', 'the']);
