import { unitOfSpelling } from './ingredient-units.js';

const ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  ndash: '–',
  mdash: '—',
  deg: '°',
};
/** HTML character references left in scraped text: '&#189; head lettuce', '3 &#8211; 4 cups', '2&quot; ginger'. */
const REFERENCE = /&(?:#(\d{1,7})|#x([\da-f]{1,6})|([a-z]+\d*));/gi;
const decoded = (text: string): string =>
  text.replace(REFERENCE, (whole, dec?: string, hex?: string, name?: string) => {
    const code = dec ? Number(dec) : hex ? parseInt(hex, 16) : undefined;
    if (code === undefined) return ENTITIES[(name ?? '').toLowerCase()] ?? whole;
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });

/** An amount as written: '2', '1.5', '1/2', '1 1/2', '½', '1½'. */
const AMOUNT = String.raw`[\d½¼¾⅓⅔⅛⅜⅝⅞][\d.,/½¼¾⅓⅔⅛⅜⅝⅞]*(?: \d+/\d+)?`;
/** Size and measure words before an amount or a unit: 'scant 1/2 teaspoon', 'generous pinch', 'about 2 cups'. */
const BEFORE_AMOUNT =
  /^(about|approx\.?|approximately|around|roughly|scant|heaping|heaped|generous|good|rounded|level|large|medium|small|big)\s+(\S+)/i;
/** The same between the amount and the unit: '2-3 large handfuls', '1 sm. clove', '4 thin slices', also German and Dutch ('1 kleines Stück'). */
export const MEASURE_SIZE = String.raw`(?:large|medium|small|big|thin|thick|lg\.?|md\.?|med\.?|sm\.?|heaping|heaped|scant|generous|good|rounded|level|klein(?:e|er|es)?|gro(?:ß|ss)(?:e|er|es)?|grote)`;
/** A label of use before a colon: 'Optional: grated Parmesan', 'to serve: toasted almonds'. */
const USE_LABEL = /^((?:optional|to serve|for serving|to garnish|for garnish|garnish|to finish)\b[^:\d]{0,30}):\s*(?=\S)/i;
/** What is used of the food counted: 'Zest of 1 orange', 'juice from ½ lemon'. */
const PART_OF = /^((?:finely\s+)?(?:grated\s+)?(?:zest|juice)(?:\s+(?:and|&)\s+(?:zest|juice))?)\s+(?:of|from)\s+(?=[\d½¼¾⅓⅔⅛]|an?\s)/i;
const NUMBERS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
/** 'a pinch of salt', 'an onion': one (but not 'a few', 'a little', 'a couple'). */
const ONE_OF = /^an?\s+(?!(?:few|little|couple|bit|dash of|splash of)\b)/i;
/** A count in words or with a times sign: 'Six hens', '1 x pomegranate dressing', '2 × 400 g tins'. */
const COUNT = new RegExp(String.raw`^(?:(${NUMBERS.join('|')})|(${AMOUNT})\s*[x×])\s+`, 'i');
/** Inches as a mark: '1” ginger', '2" piece'. */
const INCH_MARK = new RegExp(String.raw`^(${AMOUNT})\s*["”″]\s*`);
/** A measure: '30g', '2-3 tbsp', '1/4-ounce', '14 fl oz' (its unit captured). */
const MEASURE = String.raw`${AMOUNT}(?:\s?[-–]\s?${AMOUNT})?[\s-]?(fl\.? ?oz|\p{L}+)\.?`;
/** Two measures of one amount: '30g/1oz flour', '2-3 tbsp / 30-45 ml oil'. */
const TWO_MEASURES = new RegExp(String.raw`^(${MEASURE})\s*/\s*(${MEASURE})(?=\s)`, 'u');
/** The size of what a count counts: 'six 1 1/2-pound hens', '2 x 400 g / 14 oz cans'. */
const SIZE = new RegExp(String.raw`^(${MEASURE}(?:\s*/\s*${MEASURE})?)\s+(?=\S)`, 'u');

/** A count in words or with a times sign as a number, the size after it in parentheses. */
function counted(line: string): string {
  const count = COUNT.exec(line);
  if (!count) return line;
  const number = count[1] ? String(NUMBERS.indexOf(count[1].toLowerCase()) + 1) : count[2];
  const rest = line.slice(count[0].length);
  const size = SIZE.exec(rest);
  return size && unitOfSpelling(size[2]) ? `${number} (${size[1]}) ${rest.slice(size[0].length)}` : `${number} ${rest}`;
}

/**
 * An ingredient line made ready for parse-ingredient: character references decoded, a leading
 * checkbox or bullet dropped, spaces collapsed; 'a', 'an', number words and '2 x' as numbers; an
 * inch mark as 'inch'; a second measure, or the size of what is counted, in parentheses. What is
 * said before the amount about its use, the part used or the measure ('to serve:', 'zest of',
 * 'scant') is put into `notes`.
 */
export function readyLine(text: string, notes: string[]): string {
  let line = decoded(text)
    .replace(/^(?:[▢□☐■•◦▪]+|[-–—*] )\s*/u, '')
    .replace(/\s+/g, ' ')
    .trim();
  for (const front of [USE_LABEL, PART_OF]) {
    const match = front.exec(line);
    if (match) {
      notes.push(match[1]);
      line = line.slice(match[0].length);
    }
  }
  const measureWord = BEFORE_AMOUNT.exec(line);
  if (measureWord && (new RegExp(`^${AMOUNT}`).test(measureWord[2]) || /^an?$/i.test(measureWord[2]) || unitOfSpelling(measureWord[2]))) {
    notes.push(measureWord[1]);
    line = line.slice(measureWord[1].length).trim();
  }
  line = counted(line)
    .replace(ONE_OF, '1 ')
    .replace(/^(\d+) and (\d+\/\d+) /, '$1 $2 ') // '1 and 1/4 cups'
    .replace(INCH_MARK, '$1 inch ');
  const two = TWO_MEASURES.exec(line);
  if (two && unitOfSpelling(two[2]) && unitOfSpelling(two[4])) line = `${two[1]} (${two[3]})${line.slice(two[0].length)}`;
  return line;
}
