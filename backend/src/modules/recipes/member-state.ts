import { Injectable } from '@nestjs/common';
import { RecipeCache } from './recipe-cache.js';
import { RecipesRepository } from './recipes.repository.js';

export interface MemberState {
  /** Whether they have recipes waiting for review (then their lists are their own, not the visitor's). */
  pending: boolean;
  /** The recipes they have saved (the hearts on every card they see). */
  saved: ReadonlySet<number>;
}

/**
 * A member's own state, read for every page they open: cached under the catalogue's version (a
 * recipe created, approved or deleted moves `pending` and may drop saved recipes) and their own
 * (each heart they click), so it follows their writes at once in every process and costs no query
 * while they browse (docs/decisions/performance.md, "Members' own state").
 */
@Injectable()
export class MemberStates {
  private readonly sets = new WeakMap<number[], ReadonlySet<number>>();

  constructor(
    private readonly recipes: RecipesRepository,
    private readonly cache: RecipeCache,
  ) {}

  async of(userId: number): Promise<MemberState> {
    const state = await this.cache.getForMember(userId, 'state', () => this.recipes.memberState(userId));
    let saved = this.sets.get(state.saved);
    if (!saved) {
      saved = new Set(state.saved);
      this.sets.set(state.saved, saved);
    }
    return { pending: state.pending, saved };
  }
}
