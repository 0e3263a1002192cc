/** A recipe id from the address: a positive whole number, else none (the server would say 400). */
export function parseRecipeId(value: string | undefined): number | undefined {
  const id = Number(value);
  return value && /^\d+$/.test(value) && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
