import { describe, expect, it } from 'vitest';
import { clock, timersIn } from './stepTimers';

describe('timersIn', () => {
  it('finds minutes, hours and seconds as steps write them', () => {
    expect(timersIn('Simmer for 20 minutes, stirring.')).toEqual([{ label: '20 minutes', seconds: 1200 }]);
    expect(timersIn('Rest 1 ½ hours.')).toEqual([{ label: '1 ½ hours', seconds: 5400 }]);
    expect(timersIn('Whisk for 30 secs')).toEqual([{ label: '30 secs', seconds: 30 }]);
    expect(timersIn('Roast 1 hour 15 minutes')).toEqual([{ label: '1 hour 15 minutes', seconds: 4500 }]);
    expect(timersIn('Bake 1,5 hrs')).toEqual([{ label: '1,5 hrs', seconds: 5400 }]);
  });

  it('times a range from its first figure, to check then', () => {
    expect(timersIn('Bake for 35–40 minutes, until golden.')).toEqual([{ label: '35–40 minutes', seconds: 2100 }]);
    expect(timersIn('Cook 2 to 3 mins')).toEqual([{ label: '2 to 3 mins', seconds: 120 }]);
  });

  it('finds every time of a step, in order', () => {
    expect(timersIn('Fry the onion for 8 minutes, then add the garlic for 1 minute.').map(({ seconds }) => seconds)).toEqual([480, 60]);
  });

  it('reads no timer where there is none', () => {
    expect(timersIn('Heat the oven to 200°C and line a 20 cm tin.')).toEqual([]);
    expect(timersIn('Marinate for 48 hours.')).toEqual([]);
    expect(timersIn('Cut into 2 m strips')).toEqual([]);
    expect(timersIn('<script>alert(1)</script> $& $`')).toEqual([]);
  });
});

describe('clock', () => {
  it('shows minutes and seconds, and hours when there are some', () => {
    expect(clock(1181)).toBe('19:41');
    expect(clock(3900)).toBe('1:05:00');
    expect(clock(0.2)).toBe('0:01');
    expect(clock(-3)).toBe('0:00');
  });
});
