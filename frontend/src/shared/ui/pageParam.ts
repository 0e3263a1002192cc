/**
 * The page number in an address's `page` parameter: 1 unless it is a whole number above 1. Apart
 * from the Pager, so that the routes can read addresses without loading the Pager (app/pageData.ts).
 */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}
