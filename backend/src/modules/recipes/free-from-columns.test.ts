import { freeFromKeysOf, freeFromMask } from '@plantry/shared';
import { freeFromColumns } from './free-from-columns.js';

const keys = (mask: number) => freeFromKeysOf(mask);

describe('freeFromColumns', () => {
  const satay = ['200 g tofu', '3 tbsp peanut butter', '1 tbsp soy sauce'];

  it('derives what the lines are free from, with no corrections', () => {
    const columns = freeFromColumns(satay);
    expect(keys(columns.freeFrom)).not.toContain('peanuts');
    expect(keys(columns.freeFrom)).not.toContain('soy');
    expect(keys(columns.freeFrom)).toContain('sesame');
    expect(columns).toMatchObject({ freeFromAdded: 0, freeFromRemoved: 0 });
  });

  it('keeps as corrections only what the author says differently from the lines', () => {
    const derived = keys(freeFromColumns(satay).freeFrom);
    const wanted = [...derived.filter((key) => key !== 'sesame'), 'gluten' as const];
    const columns = freeFromColumns(satay, [...new Set(wanted)]);
    expect(keys(columns.freeFrom)).toEqual(keys(freeFromMask([...new Set(wanted)])));
    expect(keys(columns.freeFromRemoved)).toEqual(['sesame']);
    expect(keys(columns.freeFromAdded)).toEqual(derived.includes('gluten') ? [] : ['gluten']);
  });

  it('applies the corrections kept from before to lines derived afresh', () => {
    const before = freeFromColumns(satay, []);
    expect(before.freeFrom).toBe(0);
    const edited = freeFromColumns([...satay, '1 lime'], undefined, before);
    expect(edited.freeFrom).toBe(0);
    expect(edited.freeFromRemoved).toBe(before.freeFromRemoved);
  });

  it('says nothing is free for a recipe without lines', () => {
    expect(freeFromColumns([]).freeFrom).toBe(0);
  });
});
