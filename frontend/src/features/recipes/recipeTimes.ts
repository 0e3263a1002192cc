/** '15 min', '1 h', '1 h 15 min'. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A time worth showing: given and more than nothing. */
export const hasTime = (minutes: number | null): minutes is number => minutes !== null && minutes > 0;
