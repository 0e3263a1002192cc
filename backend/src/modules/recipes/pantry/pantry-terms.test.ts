import { haveTerm, isStaple, missingOf, pantryFoodsOf } from './pantry-terms.js';

const line = (name: string, isGroup = false) => ({ name, isGroup });

describe('pantry terms', () => {
  it('reads a food as typed in the form lines store', () => {
    expect(haveTerm('Cherry Tomatoes')).toBe('cherry tomato');
    expect(haveTerm('  chickpeas ')).toBe('chickpea');
    expect(haveTerm('fresh spinach')).toBe('spinach');
    expect(haveTerm('garlic cloves')).toBe('garlic');
    expect(haveTerm('basil leaves')).toBe('basil');
    expect(haveTerm('chillies')).toBe('chilli');
    expect(haveTerm('oats')).toBe('oats');
    expect(haveTerm('<script>')).toBe('script');
    expect(haveTerm('$& $` \u0000')).toBe('&');
    expect(haveTerm('...')).toBe('');
  });

  it('stores each counted line with the foods that satisfy it, its last one to three words', () => {
    expect(pantryFoodsOf([line('extra firm tofu'), line('basmati rice'), line('rice vinegar')])).toEqual([
      { n: 'extra firm tofu', t: ['tofu', 'firm tofu'] },
      { n: 'basmati rice', t: ['rice', 'basmati rice'] },
      { n: 'rice vinegar', t: ['vinegar', 'rice vinegar'] },
    ]);
    expect(pantryFoodsOf([line('vegetable or mushroom stock')])[0].t).toEqual(['vegetable', 'stock', 'mushroom stock']);
    expect(pantryFoodsOf([line('red bell peppers (about 2)')])[0].t).toEqual(['pepper', 'bell pepper', 'red bell pepper']);
    expect(pantryFoodsOf([line('lemon and salt')])[0].t).toEqual(['salt', 'lemon and salt']);
    expect(pantryFoodsOf([line('bicarbonate of soda')])[0].t).toEqual(['soda', 'bicarbonate of soda']);
    expect(pantryFoodsOf([line('vitamin b')])[0].t).toEqual(['vitamin b']);
  });

  it('never counts headings or staples: salt, pepper, water and oils', () => {
    const lines = [
      'For the sauce:',
      'sea salt',
      'freshly ground black pepper',
      'warm water',
      'extra virgin olive oil',
      'salt and pepper',
      'spinach',
    ];
    const foods = pantryFoodsOf(lines.map((name, i) => line(name, i === 0)));
    expect(foods.map((food) => food.n)).toEqual(['spinach']);
    expect(isStaple('ground black pepper')).toBe(true);
    expect(isStaple('ground cumin')).toBe(false);
    expect(isStaple('black pepper')).toBe(true);
    expect(isStaple('red bell pepper')).toBe(false);
    expect(isStaple('coconut oil')).toBe(true);
  });

  it('names what is missing: the lines none of the foods one has satisfies', () => {
    const foods = pantryFoodsOf(
      ['firm tofu', 'brown rice', 'baby spinach', 'tamari or soy sauce', 'rice vinegar'].map((name) => line(name)),
    );
    const have = new Set(['tofu', 'rice', 'spinach', 'soy sauce'].map(haveTerm));
    expect(missingOf(foods, have)).toEqual(['rice vinegar']);
    expect(missingOf(foods, new Set())).toHaveLength(5);
  });

  it('keeps every stored food within the column and survives hostile text', () => {
    const long = 'x'.repeat(10_000);
    expect(pantryFoodsOf([line(long)])).toEqual([]);
    expect(pantryFoodsOf([line(`${long} tofu`)])[0].t).toEqual(['tofu']);
    expect(pantryFoodsOf([line('"><img src=x onerror=alert(1)> beans')])[0].t).toContain('bean');
  });
});
