export { formatMinutes } from '../../shared/ui/recipeTime';

/** A time worth showing: given and more than nothing. */
export const hasTime = (minutes: number | null): minutes is number => minutes !== null && minutes > 0;
