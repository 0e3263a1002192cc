import { readIngredientLine } from './ingredient-lines.js';
import { correctionsFit, ingredientLinesOf, READINGS_VERSION, readingsFor } from './ingredient-readings.js';

const lines = ['2 large onions, chopped', '1 cup red lentils', '1 cup red lentils'];
const onions = { text: lines[0], isGroup: false, quantity: 2, quantity2: null, unit: null, name: 'onions', note: 'large, chopped' };
const { text: _text, ...read } = readIngredientLine(lines[0]);

describe('readingsFor', () => {
  it('reads every line, without its text', () => {
    expect(readingsFor(lines)).toEqual(
      lines.map((line) => {
        const { text: _t, ...rest } = readIngredientLine(line);
        return rest;
      }),
    );
  });

  it("keeps an author's reading that differs from the reader's, marked corrected", () => {
    const [first] = readingsFor(lines, [onions]);
    expect(first).toEqual({
      isGroup: false,
      quantity: 2,
      quantity2: null,
      unit: null,
      name: 'onions',
      note: 'large, chopped',
      corrected: true,
    });
  });

  it('does not count a line sent back unchanged as a correction', () => {
    expect(readingsFor(lines, [{ text: lines[0], ...read }])[0]).toEqual(read);
  });

  it('corrects the same line written twice one at a time, in order', () => {
    const fixed = { text: lines[1], isGroup: false, quantity: 1, quantity2: null, unit: 'cup', name: 'split red lentils', note: null };
    const [, second, third] = readingsFor(lines, [fixed]);
    expect(second.corrected).toBe(true);
    expect(third.corrected).toBeUndefined();
  });

  it('keeps earlier corrections of unchanged lines when none are sent, and drops them from changed lines', () => {
    const before = { ingredients: lines, readings: readingsFor(lines, [onions]) };
    expect(readingsFor(lines, undefined, before)[0].corrected).toBe(true);
    expect(readingsFor(['3 large onions, chopped', ...lines.slice(1)], undefined, before)[0].corrected).toBeUndefined();
  });

  it('reads lines afresh when the stored readings were for other lines', () => {
    const before = { ingredients: lines.slice(0, 1), readings: readingsFor(lines, [onions]) };
    expect(readingsFor(lines, undefined, before)[0].corrected).toBeUndefined();
  });
});

describe('ingredientLinesOf', () => {
  it("answers stored readings of the current version with their lines' text", () => {
    const stored = readingsFor(lines, [onions]);
    expect(ingredientLinesOf(lines, stored, READINGS_VERSION)[0]).toEqual({ ...onions, corrected: true });
    expect(ingredientLinesOf(lines, stored, READINGS_VERSION)[1]).toEqual(readIngredientLine(lines[1]));
  });

  it("reads again what an older reader stored, but keeps the author's corrections", () => {
    const stored = readingsFor(lines, [onions]).map((reading) => ({ ...reading, name: reading.corrected ? reading.name : 'stale' }));
    const answered = ingredientLinesOf(lines, stored, READINGS_VERSION - 1);
    expect(answered[0]).toEqual({ ...onions, corrected: true });
    expect(answered[1].name).toBe(readIngredientLine(lines[1]).name);
  });

  it('reads lines without stored readings, or with readings of another length', () => {
    expect(ingredientLinesOf(lines, null, null)).toEqual(lines.map(readIngredientLine));
    expect(ingredientLinesOf(lines, readingsFor(lines.slice(1)), READINGS_VERSION)).toEqual(lines.map(readIngredientLine));
  });
});

describe('correctionsFit', () => {
  it("takes corrections of the recipe's lines, as often as they are written", () => {
    expect(correctionsFit(lines, [onions])).toBe(true);
    expect(correctionsFit(lines, [{ text: lines[1] }, { text: ` ${lines[1]} ` }])).toBe(true);
    expect(correctionsFit(lines, undefined)).toBe(true);
  });

  it('refuses a correction of a line the recipe does not have, or of one line too often', () => {
    expect(correctionsFit(lines, [{ text: '<script>alert(1)</script>' }])).toBe(false);
    expect(correctionsFit(lines, [onions, onions])).toBe(false);
  });
});
