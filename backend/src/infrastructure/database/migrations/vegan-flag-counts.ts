import { veganFlags } from '@plantry/shared';

const BATCH = 500;

type Execute = (sql: string, params?: unknown[]) => Promise<unknown>;

const ingredientsOf = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};

/** Stores on every recipe row the number of ingredient lines the vegan check flags today, in batches by id. */
export async function recountVeganFlags(execute: Execute): Promise<void> {
  for (let lastId = 0; ;) {
    const rows = (await execute('select id, ingredients, vegan_flag_count from recipes where id > ? order by id limit ?', [
      lastId,
      BATCH,
    ])) as {
      id: number;
      ingredients: string;
      vegan_flag_count: number;
    }[];
    if (rows.length === 0) break;
    for (const row of rows) {
      const count = veganFlags(ingredientsOf(row.ingredients)).length;
      if (count !== Number(row.vegan_flag_count)) await execute('update recipes set vegan_flag_count = ? where id = ?', [count, row.id]);
    }
    lastId = rows[rows.length - 1].id;
  }
}
