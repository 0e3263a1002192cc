/** A piece of SQL with its parameters. */
export interface SqlPart {
  sql: string;
  params: unknown[];
}

/** One `?` per value, for `in (…)`: the values go as bound parameters. */
export const placeholders = (values: readonly unknown[]): string => values.map(() => '?').join(', ');
