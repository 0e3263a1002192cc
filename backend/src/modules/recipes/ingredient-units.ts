import { unitsOfMeasure, type UnitOfMeasure } from 'parse-ingredient';

/** A unit of parse-ingredient with more spellings. */
const alsoSpelled = (id: string, ...spellings: string[]): UnitOfMeasure => ({
  ...unitsOfMeasure[id],
  alternates: [...(unitsOfMeasure[id].alternates ?? []), ...spellings],
});
const counted = (short: string, plural: string, ...alternates: string[]): UnitOfMeasure => ({ short, plural, alternates, type: 'count' });

/**
 * Units and spellings parse-ingredient lacks: 'gr' for grams, 'litre', a tin is a can, 'T.', a
 * handful, a slice, a stalk; and the abbreviations of the recipes imported from other languages
 * (German EL/TL, Dutch el/tl, Scandinavian ss/ts/tsk/stk, Italian cucchiaio...), under the same
 * units, so that '1 el oregano' is a tablespoon like '1 tbsp oregano'.
 */
export const MORE_UNITS: Record<string, UnitOfMeasure> = {
  gram: alsoSpelled('gram', 'gr', 'gr.', 'grs', 'gm', 'gms', 'gramme', 'grammes'),
  liter: alsoSpelled('liter', 'litre', 'litres', 'L', 'ltr'),
  milliliter: alsoSpelled('milliliter', 'millilitre', 'millilitres', 'cc'),
  tablespoon: alsoSpelled(
    'tablespoon',
    'tbs',
    'tbs.',
    'tbl',
    'tbl.',
    'Tbs',
    'Tbs.',
    'T.',
    'EL',
    'el',
    'eetlepel',
    'eetlepels',
    'ss',
    'spsk',
    'msk',
    'cucchiaio',
    'cucchiai',
    'cucharada',
    'cucharadas',
  ),
  teaspoon: alsoSpelled(
    'teaspoon',
    'TL',
    'tl',
    'theelepel',
    'theelepels',
    'ts',
    'tsk',
    'cucchiaino',
    'cucchiaini',
    'cucharadita',
    'cucharaditas',
  ),
  cup: alsoSpelled('cup', 'xícara', 'xícaras', 'taza', 'tazas', 'Tasse', 'Tassen'),
  can: alsoSpelled('can', 'tin', 'tins', 'Dose', 'Dosen', 'blik', 'boks', 'lata', 'latas'),
  pinch: alsoSpelled('pinch', 'Prise', 'Prisen', 'snufje', 'pincée', 'pizzico', 'pizca', 'pitada'),
  piece: alsoSpelled('piece', 'Stück', 'Stk', 'Stk.', 'stk', 'stk.', 'st', 'st.', 'stuks', 'ks', 'darab', 'pezzi'),
  clove: alsoSpelled(
    'clove',
    'Zehe',
    'Zehen',
    'teen',
    'tenen',
    'teentje',
    'teentjes',
    'spicchio',
    'spicchi',
    'gousse',
    'gousses',
    'diente',
    'dientes',
  ),
  bunch: alsoSpelled('bunch', 'Bund', 'bos', 'mazzo'),
  package: alsoSpelled('package', 'packet', 'packets', 'sachet', 'sachets', 'Packung', 'Päckchen', 'pakje'),
  sprig: alsoSpelled('sprig', 'brin', 'brins', 'rametto', 'rametti'),
  handful: counted('handful', 'handfuls', 'Handvoll', 'handvol', 'poignée', 'poignées', 'manciata'),
  slice: counted('slice', 'slices'),
  stalk: counted('stalk', 'stalks', 'rib', 'ribs'),
  loaf: counted('loaf', 'loaves'),
  scoop: counted('scoop', 'scoops'),
  jar: counted('jar', 'jars'),
  bottle: counted('bottle', 'bottles'),
  block: counted('block', 'blocks'),
  sheet: counted('sheet', 'sheets'),
  knob: counted('knob', 'knobs'),
};

const ALL_UNITS = { ...unitsOfMeasure, ...MORE_UNITS };
const spellings = (id: string): string[] => [id, ALL_UNITS[id].short, ALL_UNITS[id].plural, ...(ALL_UNITS[id].alternates ?? [])];

/** parse-ingredient's size 'units' ('large', 'md.', 'sm'): a size belongs to the name ('2 large onions'). */
export const SIZE_SPELLINGS = Object.keys(unitsOfMeasure)
  .filter((id) => unitsOfMeasure[id].type === 'other')
  .flatMap(spellings);

/** Every spelling of every unit (sizes aside), to its name. */
export const UNIT_SPELLINGS = new Map(
  Object.keys(ALL_UNITS)
    .filter((id) => ALL_UNITS[id].type !== 'other')
    .flatMap((id) => spellings(id).map((spelling) => [spelling, id] as const)),
);
export const unitOfSpelling = (word: string): string | undefined => UNIT_SPELLINGS.get(word) ?? UNIT_SPELLINGS.get(word.toLowerCase());

/** Counted units: with nothing after them the word is the food ('2 to 3 cloves'); with no amount there is one ('pinch of salt'). */
export const isCounted = (unit: string): boolean => ALL_UNITS[unit]?.type === 'count' || ['pinch', 'dash', 'drop'].includes(unit);
/** Whether a unit is written in the plural ('sprigs of cilantro' are not one sprig). */
export const isPlural = (unit: string, written: string): boolean =>
  ALL_UNITS[unit]?.plural.toLowerCase() === written.toLowerCase() && ALL_UNITS[unit].short !== ALL_UNITS[unit].plural;

/** Bought as they are: after 'a can of', 'chopped tomatoes' names the product, not a preparation. */
export const CONTAINERS = new Set(['can', 'jar', 'package', 'pack', 'bag', 'box', 'carton', 'container', 'bottle']);

/** The name of every unit, for the editor's choices and for checking an author's correction. */
export const UNIT_NAMES: readonly string[] = [...new Set(UNIT_SPELLINGS.values())].sort();
