import { parseTags, parseTextList } from './recipe-input.js';

describe('parseTextList', () => {
  it.each([
    ['an array', ['  Chop the onion ', '', 'Fry it'], ['Chop the onion', 'Fry it']],
    ['a JSON list string', '["Chop the onion", "Fry, gently"]', ['Chop the onion', 'Fry, gently']],
    ['a brace-wrapped list with quotes', '{"Chop the onion","Fry, gently"}', ['Chop the onion', 'Fry, gently']],
    ['a bare brace-wrapped list', '{1 cup rice, 2 cups water}', ['1 cup rice', '2 cups water']],
    ['an escaped quote in a brace list', '{"Say \\"hi\\"",b}', ['Say "hi"', 'b']],
    ['newline-separated text', '1 cup rice\r\n\n  2 cups water  \n', ['1 cup rice', '2 cups water']],
    [
      'bullets and step numbers',
      '- 1 onion\n• 2 carrots\n1. Chop\n2) Fry\nStep 3: Serve',
      ['1 onion', '2 carrots', 'Chop', 'Fry', 'Serve'],
    ],
    ['decimal quantities kept', '1.5 cups flour\n2 tbsp oil', ['1.5 cups flour', '2 tbsp oil']],
    ['text that only looks like JSON', '[optional] a pinch of salt', ['[optional] a pinch of salt']],
    ['blank text', '   ', []],
  ])('reads %s', (_form, input, expected) => {
    expect(parseTextList(input)).toEqual(expected);
  });

  it.each([[undefined], [null], [42], [{ a: 1 }]])('refuses %p', (input) => {
    expect(parseTextList(input)).toBeUndefined();
  });
});

describe('parseTags', () => {
  it.each([
    ['comma-separated text', 'Quick, gluten-free , ,quick', ['quick', 'gluten-free']],
    ['a JSON list string', '["Spicy","#Vegan", "spicy"]', ['spicy', 'vegan']],
    ['an array', [' Dinner ', 'dinner', 7], ['dinner']],
    ['empty text', '', []],
  ])('reads %s', (_form, input, expected) => {
    expect(parseTags(input)).toEqual(expected);
  });

  it('refuses what is not text or a list', () => {
    expect(parseTags(3)).toBeUndefined();
  });
});
