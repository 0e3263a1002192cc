import { FREE_FROM_KEYS, freeFromKeysOf, freeFromMask, isFreeFromKey } from './free-from-keys.js';
import { containedIn, freeFromOf } from './free-from.js';
import type { FreeFromKey } from './free-from-keys.js';

/** The keys one line contains or may contain, in FREE_FROM_KEYS order. */
const keysOf = (line: string): FreeFromKey[] => {
  const found = containedIn([line]);
  return FREE_FROM_KEYS.filter((key) => found.has(key));
};

describe('containedIn, one line', () => {
  it.each<[string, FreeFromKey[]]>([
    // Gluten: wheat in its forms, and what holds it
    ['2 cups all-purpose flour', ['gluten']],
    ['175g self-raising flour', ['gluten']],
    ['150g spelt flour', ['gluten']],
    ['1 cup bulgur wheat', ['gluten']],
    ['1.5 cups orzo', ['gluten']],
    ['100 g cous cous', ['gluten']],
    ['2 servings of Pearl Barley', ['gluten']],
    ['125 g granary breadcrumbs', ['gluten']],
    ['2/3 cup panko breadcrumbs', ['gluten']],
    ['8 whole graham crackers', ['gluten']],
    ['4 pieces naan', ['gluten']],
    ['1 package ramen noodles', ['gluten']],
    ['250g Egg free noodles', ['gluten']],
    ['8 oz buckwheat udon noodles', ['gluten']],
    ['12 oz spaghetti (or pasta of choice (gluten-free if preferred))', ['gluten']],
    ['2 cups rolled oats', ['gluten']],
    ['2 C Old Fashioned Rolled Oats (gluten free if needed)', ['gluten']],
    ['1 cup oat milk', ['gluten']],
    ['couple of pinches of asafoetida', ['gluten']],
    ['1 tbsp Chinese rice wine (preferably Shaoxing)', ['gluten']],
    ['2 tbsp chickpea flour (can substitute for another kind of flour)', ['gluten']],
    ['6 corn or flour tortillas', ['gluten']],
    ['1 pot of vegan gravy', ['gluten']],
    ['1 vegetable stock cube', ['gluten']],
    ['1 tsp vegetable bouillon', ['gluten']],
    ['2 tsp vegan stock powder', ['gluten']],
    ['1 litre vegetable stock', []],
    ['2 cups low-sodium vegetable broth', []],
    // Gluten-free look-alikes
    ['125g Doves gluten free plain flour', []],
    ['1 cup (100 g) ground gluten free oats', []],
    ['4-6 cups brown rice flour, divided', []],
    ['1 cup chickpea flour', []],
    ['1 tbsp cornflour', []],
    ['1 package (16 oz.) kelp noodles', []],
    ['7 ounces dried rice-stick noodles (rice vermicelli)', []],
    ['12-14 small corn tortillas', []],
    ['1 cooked spaghetti squash', []],
    ['2 cups Glutinous Rice Porridge', []],
    ['1 tbsp Clearspring Instant Buckwheat', []],
    ['8 oz 100% buckwheat soba noodles', []],
    ['1.5kg floury potatoes', []],
    // Soy
    ['2 tbsp soy sauce', ['gluten', 'soy']],
    ['1 tbsp tamari', ['gluten', 'soy']],
    ['1 tbsp gluten-free tamari', ['soy']],
    ['2 tbsp tamari (gluten-free)', ['soy']],
    ['1 teaspoon tamari, nama shoyu, soy sauce or coconut aminos', ['gluten', 'soy']],
    ['2 tbsp coconut aminos', []],
    ['2 tbsp liquid aminos', ['soy']],
    ['1/4 cup organic miso, yellow or white', ['gluten', 'soy']],
    ['1 block extra-firm tofu', ['soy']],
    ['7 oz Tempeh', ['soy']],
    ['1 cup frozen, shelled edamame', ['soy']],
    ['75ml soya milk', ['soy']],
    ['1 cup unsweetened, unflavored plant milk', ['soy']],
    ['3 cups unsweetened non-dairy milk', ['soy']],
    ['200g Milk alternative', ['soy']],
    ['1 can full fat coconut milk', []],
    ['250 ml coconut yoghurt', []],
    ['1/4 cup mini semi-sweet chocolate chips', ['soy']],
    ['1 tsp sunflower lecithin', []],
    ['1 tsp soy lecithin', ['soy']],
    ['2 tbsp hoisin sauce', ['gluten', 'soy']],
    ['1 tablespoon vegan Worcestershire sauce', ['gluten', 'soy']],
    ['400g Meatless Farm mince', ['gluten', 'soy']],
    ['2 Beyond Meat patties', ['gluten', 'soy']],
    ["1 pack Fry's Meat Free Crispy Prawns", ['gluten', 'soy']],
    ['2 pounds boneless leg of lamb', []],
    ['½ beef tomato, sliced thickly', []],
    ['2 slices of Violife vegan cheddar cheese', ['soy', 'tree-nuts']],
    ['1 cup cashew cheese', ['tree-nuts']],
    // Tree nuts, peanuts, and look-alikes
    ['1 cup shelled pistachios', ['tree-nuts']],
    ['1/3 cup roasted pine nuts', ['tree-nuts']],
    ['175 g toasted pecan nuts, roughly chopped', ['tree-nuts']],
    ['Macadamia Nuts', ['tree-nuts']],
    ['2 cups almond flour or almond meal', ['tree-nuts']],
    ['2 tbsp basil pesto', ['tree-nuts', 'oil']],
    ['handful of mixed nuts', ['tree-nuts', 'peanuts']],
    ['4 tablespoons nut butter (peanut, almond, cashew, or sunbutter)', ['tree-nuts', 'peanuts']],
    ['½ cup peanut butter', ['peanuts']],
    ['30g peanuts', ['peanuts']],
    ['1/4 cup satay sauce', ['peanuts']],
    ['¼-1/2tsp ground nutmeg', []],
    ['1/2 of a butternut squash, seeded', []],
    ['6 fresh water chestnuts, peeled', []],
    ['250g chestnut mushrooms', []],
    ['2 tbsp desiccated coconut', []],
    ['1/3 cup coconut (flakes or shredded)', []],
    ['1 glazed doughnut', []],
    ['2 tablespoons nutritional yeast', []],
    ['8.5 oz canned butter beans', []],
    ['½ head butter lettuce', []],
    // Sesame
    ['3 tablespoons sesame seeds', ['sesame']],
    ['1 tbsp tahini', ['sesame']],
    ['1 tbsp za’atar', ['sesame']],
    ['Everything bagel seasoning, to top', ['sesame']],
    ['1 tbsp sashimi togarashi (optional)', ['sesame']],
    ['200 g hummus', ['sesame', 'oil']],
    ['1 teaspoon toasted sesame oil, optional', ['sesame', 'oil']],
    // Oil
    ['2 tbsp olive oil', ['oil']],
    ['glug of olive oil', ['oil']],
    ['Oil/water', ['oil']],
    ['Vegetable oil cooking spray', ['oil']],
    ['40g sundried tomatoes in oil, drained', ['oil']],
    ['50g vegetable margarine', ['soy', 'oil']],
    ['4 tablespoons vegan butter', ['soy', 'oil']],
    ['1/4 cup vegan mayo', ['soy', 'oil']],
    ['50g raw cocoa butter', ['oil']],
    ['lots of pan-fried tofu cubes', ['soy', 'oil']],
    ['2 cups water, brought to the boil', []],
    ['cover with foil', []],
    ['50g organic sultanas (oil-free)', []],
    ['1 tbsp olive oil (or vegetable broth for oil-free)', ['oil']],
    ['2 heaped tbsp peanut butter (use one with no palm oil)', ['peanuts']],
    ['1.5 lbs baby potatoes, air-fried', []],
    ['6 tablespoons (90 ml) sunflower oil', ['oil']],
    // Other languages, as a safety net
    ['1 EL BELLASAN Rapsöl', ['oil']],
    ['100 g BACK FAMILY Weizenmehl Type 405', ['gluten']],
    ['1 EL gemahlene Mandeln', ['tree-nuts']],
    ['zonnebloemolie (om in te frituren)', ['oil']],
    ['20 g di olio extravergine di oliva', ['oil']],
  ])('%s', (line, keys) => {
    expect(keysOf(line)).toEqual(keys);
  });

  it('reads headings as naming nothing, and a line without a colon as ingredients', () => {
    expect(keysOf('For the pesto:')).toEqual([]);
    expect(keysOf('For the peanut sauce')).toEqual([]);
    expect(keysOf('Burgers and ‘buns’:')).toEqual([]);
    expect(keysOf('Garlic Aioli')).toEqual(['soy', 'oil']);
    expect(keysOf('Garnish: sesame seeds')).toEqual(['sesame']);
  });

  it('counts every alternative of a line, optional or not', () => {
    expect(keysOf('1 tablespoon olive oil or 1/4 cup water')).toEqual(['oil']);
    expect(keysOf('50g breadcrumbs or oats')).toEqual(['gluten']);
    expect(keysOf('35g gluten-free cornflakes (blitzed in a blender) or breadcrumbs')).toEqual(['gluten']);
    expect(keysOf('handful of peanuts or cashews, optional')).toEqual(['tree-nuts', 'peanuts']);
  });
});

describe('freeFromOf', () => {
  it('names the keys no line contains, in FREE_FROM_KEYS order', () => {
    expect(freeFromOf(['1 can of chickpeas', '2 tbsp tahini', 'Juice of 1 lemon', '3 tbsp olive oil'])).toEqual([
      'gluten',
      'soy',
      'tree-nuts',
      'peanuts',
    ]);
    expect(freeFromOf(['150g raspberries', '2 heaped tbsp chia seeds'])).toEqual([...FREE_FROM_KEYS]);
  });

  it('names nothing for a recipe without lines', () => {
    expect(freeFromOf([])).toEqual([]);
    expect(freeFromOf(['', '  '])).toEqual([]);
  });

  it('reads hostile text as text (bench-free-from measures its speed)', () => {
    expect(freeFromOf(['\u0000\u0007peanuts\u001b[31m', '<b>2 tbsp soy sauce</b>', '$& $1 tahini $`'])).toEqual(['tree-nuts', 'oil']);
    const long = ['gluten free '.repeat(5000), 'oil or '.repeat(7000), 'x'.repeat(50000), '('.repeat(50000)];
    expect(containedIn(long)).toEqual(new Set(['oil']));
  });
});

describe('the stored mask', () => {
  it('round-trips keys through a mask', () => {
    expect(freeFromKeysOf(freeFromMask(['soy', 'oil']))).toEqual(['soy', 'oil']);
    expect(freeFromMask([])).toBe(0);
    expect(isFreeFromKey('sesame')).toBe(true);
    expect(isFreeFromKey('coconut')).toBe(false);
  });
});
