import { convert } from 'convert';
import type { UnitSystem } from './measures';

/** Gas marks 1 to 9 in degrees Celsius and Fahrenheit, as oven charts give them. */
const GAS_MARKS: Record<string, readonly [number, number]> = {
  '1': [140, 275],
  '2': [150, 300],
  '3': [170, 325],
  '4': [180, 350],
  '5': [190, 375],
  '6': [200, 400],
  '7': [220, 425],
  '8': [230, 450],
  '9': [240, 475],
};

/** '350°F', '180 °C', '200C', '400 degrees F', '220 degrees Celsius', 'gas mark 6'. */
const OVEN = /\b(\d{2,3})\s*(?:°\s*|º\s*|degrees?\s+)?(F|C|Fahrenheit|Celsius|Centigrade)\b|\bgas mark\s*([1-9])\b/gi;

/** An oven in the other scale, rounded as ovens are set: Celsius to 10 degrees, Fahrenheit to 25. */
const toCelsius = (fahrenheit: number) => Math.round(convert(fahrenheit, 'fahrenheit').to('celsius') / 10) * 10;
const toFahrenheit = (celsius: number) => Math.round(convert(celsius, 'celsius').to('fahrenheit') / 25) * 25;

/**
 * Oven temperatures of an instruction in the chosen system: '350°F' reads '180°C' in metric,
 * '200°C' and 'gas mark 6' read '400°F' in US, '220°C (200°C fan)' reads '425°F (400°F fan)'.
 * A temperature given in two scales ('180°C (350°F)'), a gas mark after degrees and everything as
 * written are left as the author wrote them.
 */
export function ovenTemperatures(step: string, system: UnitSystem): string {
  if (system === 'written') return step;
  const wanted = system === 'metric' ? 'C' : 'F';
  return step.replace(
    OVEN,
    (match: string, degrees: string | undefined, scale: string | undefined, mark: string | undefined, offset: number) => {
      const from = (scale ?? '').charAt(0).toUpperCase();
      const next = /^[^\d]{0,6}\d{2,3}\s*(?:°|º|degrees)?\s*([CF])\b/i.exec(step.slice(offset + match.length))?.[1].toUpperCase();
      const before = /\d{2,3}\s*(?:°|º|degrees)?\s*([CF])\b[^\d]{0,6}$/i.exec(step.slice(0, offset))?.[1].toUpperCase();
      // Given in two scales ('180°C (350°F)'; '200C / gas mark 6' keeps its gas mark): the author's pair stays.
      if ((next !== undefined && next !== from) || (before !== undefined && before !== from)) return match;
      if (mark !== undefined) {
        const [celsius, fahrenheit] = GAS_MARKS[mark];
        return system === 'metric' ? `${celsius}°C` : `${fahrenheit}°F`;
      }
      if (from === wanted) return match;
      const value = Number(degrees);
      return wanted === 'C' ? `${toCelsius(value)}°C` : `${toFahrenheit(value)}°F`;
    },
  );
}
