import type { EntityManager } from '@mikro-orm/mariadb';

/** How many rows were created in a week, by its Monday ('2026-11-23', UTC). */
export type WeekCounts = Map<string, number>;

/** Tables whose rows a dashboard counts by week (their repositories call this for their own table). */
type CountedTable = 'users' | 'recipes' | 'reviews';

/** The Monday (UTC) of the week of `date`, as 'YYYY-MM-DD'. */
export function mondayOf(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** Rows of `table` created since `since`, counted by week (created_at is stored in UTC). */
export async function weeklyCounts(em: EntityManager, table: CountedTable, since: Date): Promise<WeekCounts> {
  const rows = await em
    .getConnection()
    .execute<{ week: string; n: number }[]>(
      `select date_format(created_at - interval weekday(created_at) day, '%Y-%m-%d') as week, count(*) as n from ${table} where created_at >= ? group by week`,
      [since],
    );
  return new Map(rows.map((row) => [row.week, Number(row.n)]));
}
