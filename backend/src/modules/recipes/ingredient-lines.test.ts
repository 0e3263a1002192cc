import type { IngredientLineDto } from './dto/recipe.dto.js';
import { readIngredientLine } from './ingredient-lines.js';

type Read = Omit<IngredientLineDto, 'text' | 'isGroup'>;
const item = (
  quantity: number | null,
  unit: string | null,
  name: string,
  note: string | null = null,
  quantity2: number | null = null,
): Read => ({
  quantity,
  quantity2,
  unit,
  name,
  note,
});

describe('readIngredientLine', () => {
  it.each<[string, string, Read]>([
    ['a whole number', '2 onions', item(2, null, 'onions')],
    ['a decimal with a point', '0.5 l soy milk', item(0.5, 'liter', 'soy milk')],
    ['a decimal with a comma (not "or")', '1,5 kg potatoes', item(1.5, 'kilogram', 'potatoes')],
    ['a thousands comma', '1,000 g flour', item(1000, 'gram', 'flour')],
    ['a fraction (not 0)', '1/3 cup sugar', item(1 / 3, 'cup', 'sugar')],
    ['a mixed number', '1 1/2 cups rolled oats', item(1.5, 'cup', 'rolled oats')],
    ['a vulgar fraction after a space', '1 ½ cups rolled oats, divided', item(1.5, 'cup', 'rolled oats', 'divided')],
    ['a vulgar fraction joined on', '2½ cups flour', item(2.5, 'cup', 'flour')],
    ['a vulgar fraction alone', '¾ cup cashews, soaked overnight', item(0.75, 'cup', 'cashews', 'soaked overnight')],
    ['a range with a dash', '2-3 cloves garlic, minced', item(2, 'clove', 'garlic', 'minced', 3)],
    ['a range with "to"', '2 to 3 tbsp olive oil', item(2, 'tablespoon', 'olive oil', null, 3)],
    ['a range with "or"', '2 or 3 carrots', item(2, null, 'carrots', null, 3)],
    ['grams as "gr"', '200 gr flour', item(200, 'gram', 'flour')],
    ['grams as "g"', '250g silken tofu', item(250, 'gram', 'silken tofu')],
    ['kilograms', '1 kg potatoes', item(1, 'kilogram', 'potatoes')],
    ['millilitres', '400 ml coconut milk', item(400, 'milliliter', 'coconut milk')],
    ['litres, British spelling', '1 litre vegetable stock', item(1, 'liter', 'vegetable stock')],
    ['teaspoons as "t"', '1 t salt', item(1, 'teaspoon', 'salt')],
    ['teaspoons as "tsp"', '½ tsp cumin', item(0.5, 'teaspoon', 'cumin')],
    ['tablespoons as "T"', '2 T soy sauce', item(2, 'tablespoon', 'soy sauce')],
    ['tablespoons as "Tbsp"', '3 Tbsp maple syrup', item(3, 'tablespoon', 'maple syrup')],
    ['tablespoons as "Tbs"', '3 Tbs maple syrup', item(3, 'tablespoon', 'maple syrup')],
    ['fluid ounces', '3 fl oz water', item(3, 'fluid ounce', 'water')],
    ['ounces', '8 oz mushrooms, sliced', item(8, 'ounce', 'mushrooms', 'sliced')],
    ['pounds', '1 lb green beans', item(1, 'pound', 'green beans')],
    ['a can with its size', '1 (400 g) can chickpeas, drained', item(1, 'can', 'chickpeas', '400 g, drained')],
    ['a tin', '1 tin chopped tomatoes', item(1, 'can', 'chopped tomatoes')],
    ['a pinch', 'a pinch of salt', item(1, 'pinch', 'salt')],
    ['cloves', '4 cloves garlic', item(4, 'clove', 'garlic')],
    ['a bunch', '1 bunch coriander', item(1, 'bunch', 'coriander')],
    ['handfuls', '2 handfuls spinach', item(2, 'handful', 'spinach')],
    ['pieces', '2 pieces ginger', item(2, 'piece', 'ginger')],
    ['"an" as one', 'an onion', item(1, null, 'onion')],
    ['"a few" as no amount', 'a few basil leaves', item(null, null, 'a few basil leaves')],
    ['a second measure in parentheses', '2 cups (480 ml) water', item(2, 'cup', 'water', '480 ml')],
    ['a note after a comma', '1 onion, finely chopped', item(1, null, 'onion', 'finely chopped')],
    ['"to taste"', 'salt to taste', item(null, null, 'salt', 'to taste')],
    ['"or to taste" after a comma', 'salt and pepper, or to taste', item(null, null, 'salt and pepper', 'or to taste')],
    ['"(optional)"', 'olive oil (optional)', item(null, null, 'olive oil', 'optional')],
    ['a unit with nothing after it', '1 kg', item(1, 'kilogram', '')],
  ])('reads %s: %s', (_case, text, expected) => {
    expect(readIngredientLine(text)).toEqual({ text, isGroup: false, ...expected });
  });

  // Issue 21, measured: what the hand-checked lines of ../shared/data showed parse-ingredient and the first reader missed.
  it.each<[string, string, Read]>([
    ['a size as part of the name, not a unit', '2 large onions', item(2, null, 'large onions')],
    ['a size with a fraction', '½ small onion', item(0.5, null, 'small onion')],
    ['"extra large"', '1 extra large egg', item(1, null, 'extra large egg')],
    ['a size before a unit as a note', '2-3 large handfuls of spinach', item(2, 'handful', 'spinach', 'large', 3)],
    ['an abbreviated size before a unit', '1 sm. clove garlic', item(1, 'clove', 'garlic', 'sm.')],
    ['"thin" before a unit', '4 thin slices of prosciutto', item(4, 'slice', 'prosciutto', 'thin')],
    ['"scant" before the amount', 'scant 1/2 teaspoon salt', item(0.5, 'teaspoon', 'salt', 'scant')],
    ['"generous" before a unit with no number', 'generous pinch of salt', item(1, 'pinch', 'salt', 'generous')],
    ['"about" before the amount', 'About 3 cups vegetable oil', item(3, 'cup', 'vegetable oil', 'About')],
    ['a unit with no number as one', 'pinch of garlic powder', item(1, 'pinch', 'garlic powder')],
    ['a plural unit with no number as no amount', 'sprigs of cilantro', item(null, 'sprig', 'cilantro')],
    ['a counted unit with nothing after it as the food', '2 to 3 cloves', item(2, null, 'cloves', null, 3)],
    ['garlic cloves as cloves of garlic', '3 garlic cloves, minced', item(3, 'clove', 'garlic', 'minced')],
    [
      'a number word, with the size of what it counts',
      'Six 1 1/2-pound Cornish game hens',
      item(6, null, 'Cornish game hens', '1 1/2-pound'),
    ],
    [
      'a number word before a fraction (not 2 1/4)',
      'two 1/4-ounce packages active dry yeast',
      item(2, 'package', 'active dry yeast', '1/4-ounce'),
    ],
    ['a times sign', '1 x pomegranate dressing', item(1, null, 'pomegranate dressing')],
    [
      'a times sign with the size of two measures',
      '2 x 400 g / 14 oz tins plum tomatoes',
      item(2, 'can', 'plum tomatoes', '400 g / 14 oz'),
    ],
    ['the size of a can before it', '2 14oz cans cranberry sauce', item(2, 'can', 'cranberry sauce', '14oz')],
    ['a size range before the food', '3 10- to 12-inch metal skewers', item(3, null, 'metal skewers', '10- to 12-inch')],
    ['a second measure after a slash', '30g/1oz plain flour', item(30, 'gram', 'plain flour', '1oz')],
    ['a second measure range after a spaced slash', '2-3 tbsp / 30-45 ml olive oil', item(2, 'tablespoon', 'olive oil', '30-45 ml', 3)],
    ['"plus" another measure', '1 tablespoon plus 2 teaspoons Sherry vinegar', item(1, 'tablespoon', 'Sherry vinegar', 'plus 2 teaspoons')],
    ['"+" another measure after the food', '1/2 cup chocolate chunks + 2 tbsp', item(0.5, 'cup', 'chocolate chunks', '+ 2 tbsp')],
    [
      'an alternative with its own amount',
      '1 scoop protein powder or 2 tablespoons almond butter',
      item(1, 'scoop', 'protein powder', 'or 2 tablespoons almond butter'),
    ],
    ['a preparation before the food', '1/4 cup finely chopped onion', item(0.25, 'cup', 'onion', 'finely chopped')],
    ['"freshly ground"', '¼ teaspoon freshly ground black pepper', item(0.25, 'teaspoon', 'black pepper', 'freshly ground')],
    ['two preparations before the food', '1 cup peeled and diced apple', item(1, 'cup', 'apple', 'peeled and diced')],
    ['a preparation after the food, without a comma', '1cm fresh ginger grated', item(1, 'centimeter', 'fresh ginger', 'grated')],
    [
      'a preparation going on after the food',
      '1 large brown onion peeled and cut into pieces',
      item(1, null, 'large brown onion', 'peeled and cut into pieces'),
    ],
    [
      'a word of the product in the middle of the name',
      '2 cups vegan shredded cheddar cheese',
      item(2, 'cup', 'vegan shredded cheddar cheese'),
    ],
    ['after a container, the product as sold', '1 can chopped tomatoes', item(1, 'can', 'chopped tomatoes')],
    ['an aside in the middle of the name', '1/4 cup blackstrap (robust) molasses', item(0.25, 'cup', 'blackstrap molasses', 'robust')],
    ['nested asides', '1 large cucumber (or 2 small ones (about 350g))', item(1, null, 'large cucumber', 'or 2 small ones (about 350g)')],
    ['doubled parentheses', '150 g chocolate chips ((1 cup))', item(150, 'gram', 'chocolate chips', '1 cup')],
    ['a parenthesis never closed', '1 cup soy milk (or other plant milk', item(1, 'cup', 'soy milk', 'or other plant milk')],
    [
      'a list of kinds with commas',
      '3 tablespoons corn, grapeseed, or neutral oil',
      item(3, 'tablespoon', 'corn, grapeseed, or neutral oil'),
    ],
    ['"boneless, skinless"', '4 large boneless, skinless chicken breasts', item(4, null, 'large boneless, skinless chicken breasts')],
    ['a note after a plural food, even with "or"', '1 cup oats, regular or quick', item(1, 'cup', 'oats', 'regular or quick')],
    [
      '"parts" after a comma as a note',
      '4 scallions, white and light green parts only',
      item(4, null, 'scallions', 'white and light green parts only'),
    ],
    ['a note ending in a preparation', '2 tomatoes, seeds removed and diced', item(2, null, 'tomatoes', 'seeds removed and diced')],
    ['a note after a spaced dash', '1/2 stalk lemongrass – sliced', item(0.5, 'stalk', 'lemongrass', 'sliced')],
    ['a sentence after the food', '3 sprigs of fresh rosemary. Remove the twigs.', item(3, 'sprig', 'fresh rosemary', 'Remove the twigs.')],
    ['"any variety"', '2 cups fresh berries any variety', item(2, 'cup', 'fresh berries', 'any variety')],
    ['an amount of 0 as none, "as required" as a note', '0 As required salt', item(null, null, 'salt', 'As required')],
    ['Italian "q.b."', 'q.b. pepe', item(null, null, 'pepe', 'q.b.')],
    ['a label of use before a colon', 'Optional: grated Parmesan cheese', item(null, null, 'Parmesan cheese', 'Optional, grated')],
    ['"to serve:"', 'to serve: toasted almonds', item(null, null, 'toasted almonds', 'to serve')],
    ['the zest of a counted fruit', 'Zest of 1 medium orange', item(1, null, 'medium orange', 'Zest')],
    ['the juice of half a fruit', 'juice of ½ lime', item(0.5, null, 'lime', 'juice')],
    ['an amount after the name and its asides', 'Ginger (Sliced) – 5 slices (20g)', item(5, 'slice', 'Ginger', 'Sliced, 20g')],
    ['an amount after a colon', 'salt: 1.25 g', item(1.25, 'gram', 'salt')],
    ['a character reference for a fraction', '&#189; head butter lettuce', item(0.5, 'head', 'butter lettuce')],
    ['a character reference for a dash', '3 1/2 &#8211; 4 cups vegetable broth', item(3.5, 'cup', 'vegetable broth', null, 4)],
    ['a checkbox before the amount', '▢ 1 Tablespoon sugar', item(1, 'tablespoon', 'sugar')],
    ['a dash bullet before the amount', '– 3tbsp light soy sauce', item(3, 'tablespoon', 'light soy sauce')],
    ['an inch mark', '1” ginger, finely minced', item(1, 'inch', 'ginger', 'finely minced')],
    ['a piece of an inch', '2&quot; nub of ginger', item(2, 'inch', 'ginger', 'nub')],
    ['"1 and 1/4"', '1 and 1/4 cups flour', item(1.25, 'cup', 'flour')],
    ['a unit joined to Chinese', '12g玉米淀粉', item(12, 'gram', '玉米淀粉')],
    ['an amount after Japanese, in cc', '水 200cc', item(200, 'milliliter', '水')],
    ['Dutch "el"', '1 el gedroogde oregano', item(1, 'tablespoon', 'gedroogde oregano')],
    [
      'German "TL" with a decimal comma',
      '0,25 TL schwarzer Pfeffer, aus der Mühle',
      item(0.25, 'teaspoon', 'schwarzer Pfeffer', 'aus der Mühle'),
    ],
    ['Norwegian "ss"', '4 ss gresskarkjerner', item(4, 'tablespoon', 'gresskarkjerner')],
    ['German "Stück"', '2 Stück Datteln, getrocknet', item(2, 'piece', 'Datteln', 'getrocknet')],
    ['German "Prise"', '1 Prise Cayennepfeffer', item(1, 'pinch', 'Cayennepfeffer')],
    ['French "de" after the unit', '120g de sucre', item(120, 'gram', 'sucre')],
    ['Italian "cucchiaino di"', '1 cucchiaino di essenza di vaniglia', item(1, 'teaspoon', 'essenza di vaniglia')],
    ['Portuguese "xícara de"', '½ xícara de leite', item(0.5, 'cup', 'leite')],
    ['a loaf', '1 loaf Cuban bread, sliced lengthwise', item(1, 'loaf', 'Cuban bread', 'sliced lengthwise')],
    ['stalks', '2 stalks celery', item(2, 'stalk', 'celery')],
    ['slices', '2 slices bread', item(2, 'slice', 'bread')],
    ['a block', '1 block firm tofu', item(1, 'block', 'firm tofu')],
    ['a jar', '1 jar roasted red peppers', item(1, 'jar', 'roasted red peppers')],
    ['tablespoons as "T."', '1 T. balsamic vinegar', item(1, 'tablespoon', 'balsamic vinegar')],
  ])('reads %s: %s', (_case, text, expected) => {
    expect(readIngredientLine(text)).toEqual({ text, isGroup: false, ...expected });
  });

  it.each(['For the sauce:', 'For the topping', 'Sauce:', 'TO SERVE:', 'Chocolate sauce ingredients', 'DRY INGREDIENTS', 'DECORATION'])(
    'reads the heading %p as a group',
    (text) => {
      expect(readIngredientLine(text)).toMatchObject({ text, isGroup: true, quantity: null, unit: null, name: text.replace(/:$/, '') });
    },
  );

  it.each(['2 CUPS FLOUR', 'SALT, 1 PINCH', '???', 'Sriracha Tahini Sauce'])('does not read %p as a heading', (text) => {
    expect(readIngredientLine(text).isGroup).toBe(false);
  });

  it('keeps the line as written, trimmed, whatever it reads', () => {
    expect(readIngredientLine('  1 ½ cups rolled oats  ').text).toBe('1 ½ cups rolled oats');
  });

  it.each([
    '<script>alert(1)</script>',
    '2 cups "quoted" $& $` \\ flour',
    '\u0000\u001f 3 tbsp oil',
    '½'.repeat(500),
    '1/0 cup water',
    '((((( 2 cups',
    'x'.repeat(5000),
    '',
  ])('reads hostile text without throwing, keeping it: %p', (text) => {
    const line = readIngredientLine(text);
    expect(line.text).toBe(text.trim());
    expect(line.quantity === null || Number.isFinite(line.quantity)).toBe(true);
    expect(line.quantity2 === null || Number.isFinite(line.quantity2)).toBe(true);
  });
});
