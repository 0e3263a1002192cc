import { recipeContentKey } from './recipe-content-key.js';

describe('recipeContentKey', () => {
  const key = recipeContentKey('Jalapeño Chickpea Tacos', ['400 g chickpeas', '2 jalapeños']);

  it('is a SHA-256 hex digest', () => {
    expect(key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('ignores case, accents, punctuation and spacing', () => {
    expect(recipeContentKey('  jalapeno chickpea TACOS!', ['400g  chickpeas', '2 jalapenos'])).not.toBe(key);
    expect(recipeContentKey('  jalapeno chickpea TACOS!', ['400 g chickpeas,', '2 Jalapenos'])).toBe(key);
  });

  it('changes with the title or the ingredients', () => {
    expect(recipeContentKey('Jalapeño Bean Tacos', ['400 g chickpeas', '2 jalapeños'])).not.toBe(key);
    expect(recipeContentKey('Jalapeño Chickpea Tacos', ['400 g chickpeas', '3 jalapeños'])).not.toBe(key);
  });
});
