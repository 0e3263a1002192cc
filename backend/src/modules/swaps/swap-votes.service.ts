import { EntityManager } from '@mikro-orm/mariadb';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { isSwapKey } from '@plantry/shared';
import type { Principal } from '../../common/auth/principal.js';
import { RECIPE_NOT_FOUND, RecipeAccess, RecipeLocks } from '../recipes/index.js';
import type { SwapVotesDto } from './dto/swap-votes.dto.js';
import { SwapVotesRepository } from './swap-votes.repository.js';

export const UNKNOWN_SWAP = 'There is no such swap';

/**
 * "Worked for me" on swaps (docs/decisions/swaps.md): members say a swap worked for them in a
 * recipe they can see; everyone sees the counts. Saying it twice changes nothing.
 */
@Injectable()
export class SwapVotesService {
  constructor(
    private readonly em: EntityManager,
    private readonly votes: SwapVotesRepository,
    private readonly locks: RecipeLocks,
    private readonly access: RecipeAccess,
  ) {}

  async counts(recipeId: number, user?: Principal): Promise<SwapVotesDto> {
    await this.visible(recipeId, user);
    const rows = await this.votes.counts(recipeId, user?.id);
    return {
      votes: rows.map((row) => ({ key: row.swap_key, members: Number(row.members), ...(user ? { mine: Number(row.mine) === 1 } : {}) })),
    };
  }

  async say(recipeId: number, key: string, user: Principal, worked: boolean): Promise<SwapVotesDto> {
    if (!isSwapKey(key)) throw new BadRequestException(UNKNOWN_SWAP);
    await this.visible(recipeId, user);
    await (worked ? this.votes.add(recipeId, key, user.id) : this.votes.remove(recipeId, key, user.id));
    return this.counts(recipeId, user);
  }

  /** 404 for a recipe that is not there or that the caller may not see. */
  private async visible(recipeId: number, user?: Principal): Promise<void> {
    const recipe = await this.locks.lock(this.em.fork(), recipeId);
    if (!recipe || !this.access.canView(this.access.viewerOf(user), recipe)) throw new NotFoundException(RECIPE_NOT_FOUND);
  }
}
