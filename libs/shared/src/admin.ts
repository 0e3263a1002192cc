/**
 * The admin tables of SPEC.md section 9: the columns each one sorts by (creation date, newest
 * first, unless the admin clicks another column) and the directions.
 */
export const ADMIN_USER_SORTS = ['name', 'email', 'role', 'emailVerified', 'recipeCount', 'createdAt'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

export const ADMIN_CUISINE_SORTS = ['name', 'recipeCount', 'createdAt'] as const;
export type AdminCuisineSort = (typeof ADMIN_CUISINE_SORTS)[number];

export const ADMIN_RECIPE_SORTS = ['title', 'author', 'cuisine', 'createdAt'] as const;
export type AdminRecipeSort = (typeof ADMIN_RECIPE_SORTS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Which recipes Recipe Management lists: all, those waiting for review, or the published ones. */
export const ADMIN_RECIPE_STATUSES = ['all', 'pending', 'approved'] as const;
export type AdminRecipeStatus = (typeof ADMIN_RECIPE_STATUSES)[number];

export const CUISINE_NAME_MAX = 100;
