import { Injectable } from '@nestjs/common';
import type { Principal } from '../../common/auth/principal.js';
import type { SqlPart } from '../../common/sql-part.js';

/** Who is asking, for what they may see of recipes: visitors have no id. */
export interface Viewer {
  id?: number;
  isAdmin: boolean;
}

export const VISITOR: Viewer = { isAdmin: false };
export const ADMIN: Viewer = { isAdmin: true };

export const viewerOf = (principal?: Principal): Viewer => ({ id: principal?.id, isAdmin: principal?.role === 'admin' });

/** A recipe as far as seeing it goes. */
export interface Seen {
  authorId: number;
  isApproved: boolean;
}

/** One way a recipe can be seen: every recipe (admins), a published one, or one's own. */
type Sight = { everything: true } | { approved: true } | { author: number };

/**
 * The rule, written once: an admin sees every recipe; anyone sees published ones; an author also
 * sees their own. The predicate and the SQL clause below are both read off it.
 */
function sightsOf(viewer: Viewer): Sight[] {
  if (viewer.isAdmin) return [{ everything: true }];
  return [{ approved: true }, ...(viewer.id ? [{ author: viewer.id }] : [])];
}

/** Whether the viewer may see the recipe. */
export function canView(viewer: Viewer, recipe: Seen): boolean {
  return sightsOf(viewer).some((sight) =>
    'everything' in sight ? true : 'approved' in sight ? recipe.isApproved : recipe.authorId === sight.author,
  );
}

/** Whether the viewer sees published recipes and nothing else (visitors). */
export function seesOnlyApproved(viewer: Viewer): boolean {
  const sights = sightsOf(viewer);
  return sights.length === 1 && 'approved' in sights[0];
}

/** The same rule as a condition on recipes aliased `alias`, or undefined when the viewer sees every recipe. */
export function visibleRecipes(viewer: Viewer, alias = 'r'): SqlPart | undefined {
  const sights = sightsOf(viewer);
  if (sights.some((sight) => 'everything' in sight)) return undefined;
  const parts = sights.map((sight): SqlPart => {
    if ('approved' in sight) return { sql: `${alias}.is_approved = 1`, params: [] };
    return { sql: `${alias}.author_id = ?`, params: ['author' in sight ? sight.author : null] };
  });
  return { sql: `(${parts.map((part) => part.sql).join(' or ')})`, params: parts.flatMap((part) => part.params) };
}

/**
 * Who sees what of recipes, for the modules that show or act on them (reviews, favourites): one
 * definition for the check in code and the condition in their SQL.
 */
@Injectable()
export class RecipeAccess {
  viewerOf(principal?: Principal): Viewer {
    return viewerOf(principal);
  }

  canView(viewer: Viewer, recipe: Seen): boolean {
    return canView(viewer, recipe);
  }

  /** The condition on recipes aliased `alias` that keeps what the viewer may see ('1 = 1' for admins). */
  visibleSql(viewer: Viewer, alias = 'r'): SqlPart {
    return visibleRecipes(viewer, alias) ?? { sql: '1 = 1', params: [] };
  }
}
