/** The three roles of PRODUCT.md. 'user' is accepted on input as an alias of 'registered'. */
export const ROLES = ['registered', 'home_cook', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_ALIASES: Readonly<Record<string, Role>> = { user: 'registered' };

/** Reads a role written by a client ('user' counts as 'registered'); undefined when unknown. */
export function parseRole(value: string): Role | undefined {
  const role = ROLE_ALIASES[value] ?? value;
  return (ROLES as readonly string[]).includes(role) ? (role as Role) : undefined;
}

/** Role names display with the underscore turned into a space ('home_cook' -> 'home cook'). */
export function roleLabel(role: string): string {
  return role.replace(/_/g, ' ');
}

/** home_cook and admin may share recipes and see the My Recipes tab. */
export function canShareRecipes(role: Role | undefined): boolean {
  return role === 'home_cook' || role === 'admin';
}
