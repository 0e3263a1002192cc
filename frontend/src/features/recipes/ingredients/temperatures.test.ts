import { describe, expect, it } from 'vitest';
import { ovenTemperatures } from './temperatures';

describe('ovenTemperatures', () => {
  it('leaves every step as written when units are as written', () => {
    expect(ovenTemperatures('Preheat the oven to 350°F.', 'written')).toBe('Preheat the oven to 350°F.');
  });

  it('writes Fahrenheit in Celsius for metric, rounded as ovens are set', () => {
    expect(ovenTemperatures('Preheat the oven to 350°F.', 'metric')).toBe('Preheat the oven to 180°C.');
    expect(ovenTemperatures('Bake at 425 degrees F for 20 minutes', 'metric')).toBe('Bake at 220°C for 20 minutes');
    expect(ovenTemperatures('Heat to 400 F', 'metric')).toBe('Heat to 200°C');
  });

  it('writes Celsius and gas marks in Fahrenheit for US', () => {
    expect(ovenTemperatures('Heat the oven to 200C / gas mark 6.', 'us')).toBe('Heat the oven to 400°F / gas mark 6.');
    expect(ovenTemperatures('Heat the oven to gas mark 6.', 'us')).toBe('Heat the oven to 400°F.');
    expect(ovenTemperatures('Roast at 180 °C', 'us')).toBe('Roast at 350°F');
    expect(ovenTemperatures('Gas mark 4', 'metric')).toBe('180°C');
  });

  it('leaves a temperature already given in both scales, and other numbers', () => {
    expect(ovenTemperatures('Bake at 180°C (350°F) for 25 minutes.', 'us')).toBe('Bake at 180°C (350°F) for 25 minutes.');
    expect(ovenTemperatures('Bake at 180°C (350°F) for 25 minutes.', 'metric')).toBe('Bake at 180°C (350°F) for 25 minutes.');
    expect(ovenTemperatures('Bake at 350°F / 180°C.', 'metric')).toBe('Bake at 350°F / 180°C.');
    expect(ovenTemperatures('Add 2 cups and simmer 20 minutes.', 'metric')).toBe('Add 2 cups and simmer 20 minutes.');
  });

  it('keeps hostile text around a temperature as text', () => {
    expect(ovenTemperatures('<b>$& 350°F $`</b>', 'metric')).toBe('<b>$& 180°C $`</b>');
  });
});

describe('ovenTemperatures with fan ovens', () => {
  it('converts a temperature followed by its fan temperature in the same scale', () => {
    expect(ovenTemperatures('Heat the oven to 220°C (200°C fan).', 'us')).toBe('Heat the oven to 425°F (400°F fan).');
  });
});
