import { readFileSync } from 'node:fs';
import { parseIngredient, unitsOfMeasure } from 'parse-ingredient';
import type { FreeFromKey } from './free-from-keys.js';
import { FREE_FROM_KEYS } from './free-from-keys.js';
import { containedIn } from './free-from.js';
import { REPLACED } from './swap-words.js';
import { SWAP_KEYS, SWAP_ROLES, formatSwapAmount, isSwapKey, swapsForLine, type LineSwaps, type SwapLine } from './swaps.js';
import { nonVeganTerm } from './vegan-check.js';

const line = (text: string, quantity: number | null, unit: string | null, name = text): SwapLine => ({ text, quantity, unit, name });
const swap = (found: LineSwaps | null, key: string) => found?.swaps.find((candidate) => candidate.key === key);
const parts = (found: LineSwaps | null, key: string) =>
  swap(found, key)?.parts.map(({ what, amount, amount2, unit }) => ({ what, amount, amount2, unit }));

describe('swapsForLine on real-looking lines', () => {
  it('scales a flax egg by the eggs counted', () => {
    const found = swapsForLine(line('2 large eggs', 2, null, 'eggs'));
    expect(found).toMatchObject({ replaces: 'egg', why: 'not vegan', scaled: true });
    expect(parts(found, 'egg:binding:flax')).toEqual([
      { what: 'ground flaxseed', amount: 2, amount2: null, unit: 'tablespoon' },
      { what: 'water', amount: 6, amount2: null, unit: 'tablespoon' },
    ]);
    expect(parts(found, 'egg:leavening:soda-vinegar')?.map((part) => [part.amount, part.unit])).toEqual([
      [2, 'teaspoon'],
      [2, 'tablespoon'],
    ]);
    expect(parts(found, 'egg:moisture:applesauce')?.[0]).toMatchObject({ amount: 0.5, unit: 'cup' });
    // Four eggs: a quarter cup of flax, three quarters of water.
    expect(parts(swapsForLine(line('4 eggs', 4, null)), 'egg:binding:flax')?.map((part) => [part.amount, part.unit])).toEqual([
      [0.25, 'cup'],
      [0.75, 'cup'],
    ]);
  });

  it('gives butter in cups, grams and sticks', () => {
    const found = swapsForLine(line('1/2 cup unsalted butter', 0.5, 'cup', 'unsalted butter'));
    expect(found).toMatchObject({ replaces: 'butter', why: 'not vegan' });
    expect(parts(found, 'butter:richness:vegan-butter')).toEqual([{ what: 'vegan butter', amount: 0.5, amount2: null, unit: 'cup' }]);
    expect(parts(found, 'butter:moisture:oil')).toEqual([{ what: 'neutral oil', amount: 6, amount2: null, unit: 'tablespoon' }]);
    expect(parts(swapsForLine(line('1 cup butter', 1, 'cup')), 'butter:moisture:oil')?.[0]).toMatchObject({ amount: 0.75, unit: 'cup' });
    expect(parts(swapsForLine(line('2 sticks butter', 2, 'stick')), 'butter:moisture:oil')?.[0]).toMatchObject({
      amount: 0.75,
      unit: 'cup',
    });
    expect(parts(swapsForLine(line('227 g butter', 227, 'gram')), 'butter:moisture:oil')?.[0]).toMatchObject({
      amount: 177.441177,
      unit: 'milliliter',
    });
  });

  it('swaps honey one for one', () => {
    const found = swapsForLine(line('2 tbsp honey', 2, 'tablespoon', 'honey'));
    expect(parts(found, 'honey:sweetness:maple')).toEqual([{ what: 'maple syrup', amount: 2, amount2: null, unit: 'tablespoon' }]);
  });

  it('swaps soy sauce for a reader avoiding soy, and offers tamari to one avoiding gluten only', () => {
    const soy = swapsForLine(line('3 tbsp soy sauce', 3, 'tablespoon', 'soy sauce'), ['soy']);
    expect(soy).toMatchObject({ replaces: 'soy-sauce', why: ['soy'] });
    expect(soy?.swaps.map((s) => s.key)).toEqual(['soy-sauce:umami:coconut-aminos']);
    expect(parts(soy, 'soy-sauce:umami:coconut-aminos')).toEqual([
      { what: 'coconut aminos', amount: 3, amount2: null, unit: 'tablespoon' },
    ]);
    const gluten = swapsForLine(line('3 tbsp soy sauce', 3, 'tablespoon'), ['gluten']);
    expect(gluten?.swaps.map((s) => s.key)).toEqual(['soy-sauce:umami:coconut-aminos', 'soy-sauce:umami:tamari']);
    expect(swapsForLine(line('3 tbsp soy sauce', 3, 'tablespoon'))).toBeNull();
  });

  it('never offers tree nuts for cashews to a reader avoiding them', () => {
    const found = swapsForLine(line('1 cup raw cashews', 1, 'cup', 'raw cashews'), ['tree-nuts']);
    expect(found).toMatchObject({ replaces: 'cashews', why: ['tree-nuts'] });
    expect(found?.swaps.length).toBeGreaterThan(0);
    for (const s of found!.swaps) expect(s.contains).not.toContain('tree-nuts');
  });

  it('offers nothing non-vegan for a vegan line', () => {
    expect(swapsForLine(line('vegan butter', null, null))).toBeNull();
    expect(swapsForLine(line('2 flax eggs', 2, null))).toBeNull();
    expect(swapsForLine(line('1 tbsp peanut butter', 1, 'tablespoon'))).toBeNull();
    // A vegan butter for a reader avoiding soy: soy-free ones only.
    const soy = swapsForLine(line('2 tbsp vegan butter', 2, 'tablespoon'), ['soy']);
    expect(soy?.why).toEqual(['soy']);
    expect(soy?.swaps.every((s) => !s.contains.includes('soy'))).toBe(true);
  });

  it('sautés in water instead of oil, a range scaled', () => {
    const found = swapsForLine(line('1 tbsp olive oil', 1, 'tablespoon', 'olive oil'), ['oil']);
    expect(found).toMatchObject({ replaces: 'oil', why: ['oil'] });
    expect(parts(found, 'oil:frying:water')).toEqual([{ what: 'water or vegetable stock', amount: 1, amount2: 2, unit: 'tablespoon' }]);
    expect(found?.swaps.every((s) => !s.contains.includes('oil'))).toBe(true);
    expect(swap(found, 'oil:frying:water')?.ratio).toBe('1 to 2 tbsp water or vegetable stock per 1 tbsp oil');
  });

  it('gives the ratio when the line has no amount, and scales ranges', () => {
    const found = swapsForLine(line('eggs', null, null));
    expect(found?.scaled).toBe(false);
    expect(swap(found, 'egg:binding:flax')?.ratio).toBe('1 tbsp ground flaxseed + 3 tbsp water per egg');
    expect(parts(found, 'egg:binding:flax')?.[0]).toMatchObject({ amount: 1, unit: 'tablespoon' });
    const range = swapsForLine({ text: '2-3 eggs', quantity: 2, quantity2: 3, unit: null, name: 'eggs' });
    expect(parts(range, 'egg:binding:flax')?.[1]).toMatchObject({ amount: 6, amount2: 9, unit: 'tablespoon' });
    // A unit that does not convert: the ratio, not a wrong amount.
    expect(swapsForLine(line('1 knob butter', 1, 'knob'))?.scaled).toBe(false);
  });

  it('reads gelatine by the packet and egg noodles as noodles', () => {
    expect(parts(swapsForLine(line('1 packet gelatine', 1, 'package')), 'gelatine:setting:agar')?.[0]).toMatchObject({
      amount: 0.75,
      unit: 'teaspoon',
    });
    expect(swapsForLine(line('8 oz egg noodles', 8, 'ounce'))).toBeNull();
    expect(swapsForLine(line('8 oz egg noodles', 8, 'ounce'), ['gluten'])?.replaces).toBe('noodles');
  });

  it('formats amounts in kitchen fractions', () => {
    expect(formatSwapAmount(0.75, 'cup')).toBe('¾ cup');
    expect(formatSwapAmount(1.5, 'tablespoon')).toBe('1 ½ tbsp');
    expect(formatSwapAmount(2, 'cup')).toBe('2 cups');
    expect(formatSwapAmount(78.2, 'milliliter')).toBe('78 ml');
    expect(formatSwapAmount(Number.NaN, 'cup')).toBe('');
  });
});

describe('the swap data', () => {
  const swaps = REPLACED.flatMap((thing) => thing.swaps.map((s) => ({ thing, s })));

  it('has unique keys, known roles and vegan swaps', () => {
    expect(new Set(SWAP_KEYS).size).toBe(SWAP_KEYS.length);
    expect(new Set(REPLACED.map((thing) => thing.id)).size).toBe(REPLACED.length);
    expect(SWAP_KEYS.every(isSwapKey)).toBe(true);
    expect(isSwapKey('egg:binding:bacon')).toBe(false);
    for (const { s } of swaps) {
      expect(SWAP_ROLES).toContain(s.role);
      for (const part of s.parts) expect([part.what, nonVeganTerm(part.what)]).toEqual([part.what, undefined]);
    }
  });

  it('declares every allergen the free-from facets read in a swap', () => {
    const missing = swaps.flatMap(({ thing, s }) =>
      [...containedIn([s.use, ...s.parts.map((part) => part.what)])]
        .filter((key) => !s.contains.includes(key))
        .map((key) => `${thing.id}:${s.id} ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('names things by the terms the vegan check gives, or by words holding their allergens', () => {
    for (const thing of REPLACED) {
      if (thing.reason === 'vegan') for (const word of thing.words) expect([word, nonVeganTerm(word)]).toEqual([word, word]);
      else
        for (const word of thing.words)
          expect([word, [...containedIn([word])].some((key) => thing.reason.includes(key))]).toEqual([word, true]);
    }
  });

  it('offers, for every allergen, swaps free of it, and never a swap holding what is avoided', () => {
    for (const thing of REPLACED) {
      if (thing.reason === 'vegan') continue;
      for (const key of thing.reason)
        expect([thing.id, key, thing.swaps.some((s) => !s.contains.includes(key))]).toEqual([thing.id, key, true]);
    }
    // Every subset of keys, on every word of every thing.
    const subsets = Array.from({ length: 1 << FREE_FROM_KEYS.length }, (_, mask) =>
      FREE_FROM_KEYS.filter((_, bit) => (mask & (1 << bit)) !== 0),
    );
    for (const thing of REPLACED) {
      for (const word of thing.words) {
        for (const avoiding of subsets) {
          const found = swapsForLine(line(`1 cup ${word}`, 1, 'cup'), avoiding);
          for (const s of found?.swaps ?? []) expect(s.contains.filter((key) => avoiding.includes(key))).toEqual([]);
        }
      }
    }
  });
});

describe('hostile text', () => {
  it('never throws', () => {
    const texts = [
      '<script>alert(1)</script> butter',
      '$& $1 honey $`',
      '\u0000\u0007\u001b[31m eggs \u202e',
      'egg '.repeat(2500),
      '',
      '   ',
    ];
    for (const text of texts) {
      for (const quantity of [null, 0, -1, Number.NaN, Number.POSITIVE_INFINITY, 1e308, 2]) {
        expect(() => swapsForLine({ text, quantity, quantity2: quantity, unit: 'cup', name: text }, [...FREE_FROM_KEYS])).not.toThrow();
        expect(() => swapsForLine({ text, quantity, unit: '__proto__', name: text })).not.toThrow();
      }
    }
    expect(swapsForLine(null as unknown as SwapLine)).toBeNull();
    expect(swapsForLine({ text: 42, quantity: 1, unit: null, name: null } as unknown as SwapLine)).toBeNull();
  });
});

/**
 * Real lines from ../shared/data (see its SOURCE.md), kept in ./fixtures (README.md there): the first
 * 300 recipes of the Epicurious subset (any diet) for the non-vegan lines, and the first 300 of the
 * Veganuary file, as a CSV import stores their lines, for allergens.
 */
describe('on real recipe lines', () => {
  const fixture = (name: string) =>
    JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as { ingredients: string[] }[];
  const sizes = Object.keys(unitsOfMeasure).filter((id) => unitsOfMeasure[id]!.type === 'other');
  const read = (text: string): SwapLine => {
    const [parsed] = parseIngredient(text, { ignoreUOMs: sizes });
    return {
      text,
      quantity: parsed?.quantity ?? null,
      quantity2: parsed?.quantity2 ?? null,
      unit: parsed?.unitOfMeasureID ?? null,
      name: parsed?.description ?? text,
    };
  };

  it('swaps most non-vegan lines of dairy, eggs, honey and gelatine, and a measured share of all', () => {
    const lines = fixture('epicurious-lines.json').flatMap((recipe) => recipe.ingredients);
    const flagged = lines.filter((text) => nonVeganTerm(text) !== undefined);
    const swapped = flagged.filter((text) => (swapsForLine(read(text))?.swaps.length ?? 0) > 0);
    const plantable = flagged.filter(
      (text) =>
        !/\b(?:chicken|beef|pork|lamb|bacon|fish|shrimp|salmon|sausage|ham|turkey|prosciutto|pancetta|veal|duck|crab|clams?|mussels|scallops|tuna|cod|lobster|squid|oysters?|chorizo|steak|meat)/i.test(
          text,
        ),
    );
    const plantSwapped = plantable.filter((text) => swapped.includes(text));
    const scaled = swapped.filter((text) => swapsForLine(read(text))?.scaled);
    process.stdout.write(
      `swaps on ${lines.length} Epicurious lines: ${flagged.length} flagged, ${swapped.length} swapped (${((100 * swapped.length) / flagged.length).toFixed(1)}%); ` +
        `without meat or fish ${plantSwapped.length}/${plantable.length} (${((100 * plantSwapped.length) / plantable.length).toFixed(1)}%); scaled ${scaled.length}\n`,
    );
    expect(flagged.length).toBeGreaterThan(300);
    expect(swapped.length / flagged.length).toBeGreaterThanOrEqual(0.7);
    expect(plantSwapped.length / plantable.length).toBeGreaterThanOrEqual(0.85);
    expect(scaled.length / swapped.length).toBeGreaterThanOrEqual(0.7);
  });

  it('swaps a measured share of vegan lines holding an allergen the reader avoids', () => {
    const lines = fixture('veganuary-ingredients.json')
      .slice(0, 300)
      .flatMap((recipe) => recipe.ingredients);
    let held = 0;
    let swapped = 0;
    const byKey: Partial<Record<FreeFromKey, [number, number]>> = {};
    for (const text of lines) {
      for (const key of containedIn([text])) {
        const found = swapsForLine(read(text), [key]);
        const hit = (found?.swaps.length ?? 0) > 0;
        held += 1;
        swapped += hit ? 1 : 0;
        const count = (byKey[key] ??= [0, 0]);
        count[0] += hit ? 1 : 0;
        count[1] += 1;
      }
    }
    const shares = Object.entries(byKey)
      .map(([key, [hit, all]]) => `${key} ${hit}/${all}`)
      .join(', ');
    process.stdout.write(
      `allergen swaps on ${lines.length} Veganuary lines: ${swapped}/${held} (${((100 * swapped) / held).toFixed(1)}%): ${shares}\n`,
    );
    expect(held).toBeGreaterThan(200);
    expect(swapped / held).toBeGreaterThanOrEqual(0.7);
  });
});
