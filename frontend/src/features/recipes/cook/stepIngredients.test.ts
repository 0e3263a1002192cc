import { describe, expect, it } from 'vitest';
import type { IngredientLineDto } from '../../../api';
import { stepIngredients } from './stepIngredients';

const line = (name: string, isGroup = false): IngredientLineDto => ({
  text: name,
  isGroup,
  quantity: 1,
  quantity2: null,
  unit: null,
  name,
  note: null,
});
const lines = [
  line('For the sauce', true),
  line('red onions'),
  line('garlic cloves'),
  line('unsweetened oat milk'),
  line('green lentils'),
  line('Salt and black pepper'),
  line('béchamel'),
];

describe('stepIngredients', () => {
  it('finds the foods a step names, in the singular or plural', () => {
    expect(stepIngredients('Cook the onion for 8 minutes, then add the garlic.', lines)).toEqual([1, 2]);
    expect(stepIngredients('Add the lentils and the milk; season with salt.', lines)).toEqual([3, 4, 5]);
  });

  it('reads accents as their letters and never picks a heading', () => {
    expect(stepIngredients('Pour over the bechamel.', lines)).toEqual([6]);
    expect(stepIngredients('Make the sauce.', lines)).toEqual([]);
  });

  it('picks nothing from a step that names no food', () => {
    expect(stepIngredients('Leave to rest for 20 minutes.', lines)).toEqual([]);
    expect(stepIngredients('<b>$&</b>', lines)).toEqual([]);
  });
});
