/** What the product shows of a person (PRODUCT.md 'Privacy of members'). */
export interface PersonName {
  firstName?: string | null;
  lastName?: string | null;
}

export const ANONYMOUS_DISPLAY_NAME = 'Home cook';

/** First and last name, else 'Home cook': other members' emails are never shown. */
export function displayName(person: PersonName): string {
  const name = [person.firstName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || ANONYMOUS_DISPLAY_NAME;
}

/** Avatar initial: first letter of firstName, else of email, else 'U'. */
export function avatarInitial(person: PersonName & { email?: string | null }): string {
  const source = person.firstName?.trim() || person.email?.trim() || 'U';
  return source.charAt(0).toUpperCase();
}
