/** A piece of SQL with its parameters. */
export interface SqlPart {
  sql: string;
  params: unknown[];
}
