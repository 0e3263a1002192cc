import { correctedFreeFrom, freeFromOf } from '@plantry/shared';
import { describe, expect, it } from 'vitest';
import { correctionsFrom, NO_CORRECTIONS, sameCorrections, toggled } from './freeFromCorrections';

const lines = ['1 cup rice', '2 tbsp peanut butter'];
const derived = freeFromOf(lines);

describe('free-from corrections', () => {
  it('shows what the lines are free from until the author corrects it', () => {
    expect(derived).not.toContain('peanuts');
    expect(correctedFreeFrom(derived, NO_CORRECTIONS)).toEqual(derived);
  });

  it('ticks a key the lines do not show, and unticking it takes the correction back', () => {
    const ticked = toggled(NO_CORRECTIONS, derived, 'peanuts');
    expect(ticked).toEqual({ added: ['peanuts'], removed: [] });
    expect(correctedFreeFrom(derived, ticked)).toContain('peanuts');
    expect(sameCorrections(toggled(ticked, derived, 'peanuts'), NO_CORRECTIONS)).toBe(true);
  });

  it('unticks a key the lines show, and ticking it again takes the correction back', () => {
    const key = derived[0];
    const unticked = toggled(NO_CORRECTIONS, derived, key);
    expect(unticked).toEqual({ added: [], removed: [key] });
    expect(correctedFreeFrom(derived, unticked)).not.toContain(key);
    expect(toggled(unticked, derived, key)).toEqual(NO_CORRECTIONS);
  });

  it("finds a saved recipe's corrections in where its answer differs from its lines", () => {
    const saved = [...derived.filter((key) => key !== 'gluten'), 'peanuts' as const];
    expect(correctionsFrom(saved, lines)).toEqual({ added: ['peanuts'], removed: derived.includes('gluten') ? ['gluten'] : [] });
    expect(correctionsFrom(derived, lines)).toEqual(NO_CORRECTIONS);
  });
});
