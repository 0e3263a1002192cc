import { parseIngredient, type Ingredient, type ParseIngredientOptions } from 'parse-ingredient';
import type { IngredientLineDto } from './dto/recipe.dto.js';
import { MEASURE_SIZE, readyLine } from './ingredient-line-text.js';
import { nameAndNote, takeAsides } from './ingredient-notes.js';
import { CONTAINERS, MORE_UNITS, SIZE_SPELLINGS, isCounted, isPlural, unitOfSpelling } from './ingredient-units.js';

/** Sizes are not units ('2 large onions' are two onions); 'de' and 'di' go like 'of' ('120 g de sucre'). */
const OPTIONS: ParseIngredientOptions = {
  additionalUOMs: MORE_UNITS,
  ignoreUOMs: SIZE_SPELLINGS,
  descriptionStripPrefixes: ['of', 'de', 'di'],
  round: false,
};

/** A decimal comma ('1,5 kg'), not a thousands separator ('1,000 g'). */
const DECIMAL_COMMA = /\d,\d(?!\d{2})/;
/** Chinese, Japanese or Korean, written without spaces ('12g玉米淀粉'). */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** A parenthesis right after the amount: '1 (400 g) can chickpeas', '2 cups (480 ml) water'. */
const LEADING_ASIDE = /^\(([^()]*)\)\s*/;
/** A heading: 'For the sauce', 'Sauce:', 'Dry ingredients'; in capitals without an amount, 'TOPPING'. */
const HEADING = /^[^\d].{0,60}:$|^[^\d]{0,60}\bingredients$/i;
const CAPITALS = /^(?=.*\p{Lu}{2})[^\p{Ll}\d]{3,60}$/u;
/** A length of something cut from a whole: '2" nub of ginger', '1 inch piece ginger'. */
const PIECE_OF = /^((?:piece|knob|nub|chunk|thumb)s?)\s+(?:of\s+)?/i;
/** A size or a measure written before what is counted: '2 14oz cans', '3 10- to 12-inch skewers', '4 6-ounce fillets'. */
const MEASURE_FIRST = /^(\d[\d./]*(?: \d+\/\d+)?(?:-? ?(?:to|-|–) ?\d[\d./]*)?-? ?(\p{L}+)\.?)(?:-| )(?=\S)/u;
/** A word about the measure that follows: '2-3 large handfuls', '1 sm. clove', '1 heaping tablespoon'. */
const MEASURE_WORD = new RegExp(String.raw`^(${MEASURE_SIZE})\s+(?=\S)`, 'i');

/** parse-ingredient's reading of one line (it reads a text of several lines as several, and none of an empty one). */
const parse = (line: string): Ingredient =>
  parseIngredient(line, { ...OPTIONS, decimalSeparator: DECIMAL_COMMA.test(line) ? ',' : '.', partialUnitMatching: CJK.test(line) })[0] ?? {
    quantity: null,
    quantity2: null,
    unitOfMeasureID: null,
    unitOfMeasure: null,
    description: line,
    isGroupHeader: false,
  };

/** The unit at the start of a description, after a size or a measure ('large handfuls of spinach'), noted. */
function unitAfter(parsed: Ingredient, notes: string[]): Ingredient {
  const before = MEASURE_FIRST.exec(parsed.description) ?? MEASURE_WORD.exec(parsed.description);
  if (!before || (before.length > 2 && !unitOfSpelling(before[2]))) return parsed;
  const rest = parse(`1 ${parsed.description.slice(before[0].length)}`);
  if (!rest.unitOfMeasureID && before.length < 3) return parsed;
  notes.push(before[1]);
  return { ...parsed, unitOfMeasureID: rest.unitOfMeasureID, unitOfMeasure: rest.unitOfMeasure, description: rest.description };
}

/** The amount and unit, with a measure in parentheses after the amount noted. */
function amountAndUnit(line: string, notes: string[]): Ingredient {
  let parsed = parse(line);
  const aside = LEADING_ASIDE.exec(parsed.description);
  if (aside && parsed.quantity !== null) {
    notes.push(aside[1].trim());
    parsed = parse(line.replace(aside[0].trim(), ' '));
  }
  if (parsed.quantity === null && !parsed.isGroupHeader) {
    // An amount after the name and its asides: 'Ginger (sliced) – 5 slices (20 g)'.
    const asides: string[] = [];
    const after = parse(takeAsides(line, asides));
    if (after.quantity !== null) {
      parsed = after;
      notes.push(...asides);
    }
  }
  if (parsed.quantity === 0 && parsed.quantity2 === null) parsed = { ...parsed, quantity: null };
  if (parsed.quantity !== null && !parsed.unitOfMeasureID) parsed = unitAfter(parsed, notes);
  return parsed;
}

/**
 * Reads an ingredient line: amount (whole numbers, decimals with a point or a comma, fractions,
 * mixed numbers, vulgar fractions, ranges, 'a', 'one'), unit (one name for all its spellings and
 * plurals), the food's name and a note, with parse-ingredient doing the amount and unit; the rest
 * is read here and in ingredient-notes.ts. A line it cannot read keeps its text as the name
 * (docs/decisions/catalogue.md, "Ingredients as data").
 */
export function readIngredientLine(written: string): IngredientLineDto {
  const text = written.trim();
  const notes: string[] = [];
  const line = readyLine(text, notes);
  const parsed = amountAndUnit(line, notes);
  if (parsed.isGroupHeader || (parsed.quantity === null && (HEADING.test(line) || CAPITALS.test(line)))) {
    return { text, isGroup: true, quantity: null, quantity2: null, unit: null, name: line.replace(/:$/, '').trim(), note: null };
  }
  let { quantity, unitOfMeasureID: unit, description } = parsed;
  const alone = unit ? undefined : unitOfSpelling(description.trim());
  if (alone && quantity !== null && !isCounted(alone)) [unit, description] = [alone, '']; // '1 kg'; but '2 to 3 cloves' are cloves
  if (unit && quantity === null && isCounted(unit) && !isPlural(unit, parsed.unitOfMeasure ?? '')) quantity = 1; // 'pinch of salt'
  const garlic = unit ? null : /^garlic cloves?\b/i.exec(description);
  if (garlic) [unit, description] = ['clove', `garlic${description.slice(garlic[0].length)}`];
  const piece = unit === 'inch' || unit === 'centimeter' ? PIECE_OF.exec(description) : null;
  if (piece) {
    notes.push(piece[1]);
    description = description.slice(piece[0].length);
  }
  return {
    text,
    isGroup: false,
    quantity,
    quantity2: parsed.quantity2,
    unit,
    ...nameAndNote(description, notes, CONTAINERS.has(unit ?? '')),
  };
}
