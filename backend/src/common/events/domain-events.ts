import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';

/**
 * What happened, told by the module that did it, after its commit. Publishers say what happened;
 * the modules that keep something derived from it (the recipes module's cache) listen and decide
 * what to forget. Listeners run before `publish` returns, so that whoever wrote sees their write
 * at once (PRODUCT.md 'Freshness').
 */
export interface DomainEvents {
  /** Recipes were created, edited, approved or withdrawn, re-photographed or deleted. */
  'recipes.changed': { recipeIds: number[] };
  /** A member saved or removed a favourite: that recipe's count and that member's saved recipes moved. */
  'favourite.changed': { recipeId: number; userId: number };
  /** A review was posted, edited or deleted: the recipe's rating and review count moved, and the reviewer's count of reviews. */
  'review.changed': { recipeId: number; userId: number };
  /** A review was answered (a reply written, changed or deleted) or marked helpful: that recipe's reviews moved. */
  'review.discussed': { recipeId: number };
  /** A review was posted (its recipe's author is told). */
  'review.posted': { reviewId: number; recipeId: number; reviewerId: number };
  /** A review was answered by the recipe's author or an admin (its writer is told). */
  'review.replied': { reviewId: number; recipeId: number; replierId: number };
  /** A member started following a cook (the cook is told). */
  'cook.followed': { followerId: number; cookId: number };
  /** An admin approved a recipe or sent it back to review (its author is told). */
  'recipe.moderated': { recipeId: number; approved: boolean };
  /** A member followed or unfollowed a cook: the cook's followers and the member's Following feed moved. */
  'follow.changed': { followerId: number; cookId: number };
  /** A cuisine was added, renamed, switched on or off, or deleted. */
  'cuisine.changed': { cuisineId: number };
  /** A member's name changed (recipe cards and reviews show it). */
  'member.renamed': { userId: number };
  /** A member was deleted with everything of theirs. */
  'member.removed': { userId: number };
  /** An image's width variants are ready (cards and pages can now offer them). */
  'image.ready': { base: string };
}

export type DomainEventName = keyof DomainEvents;

/** Publishes domain events to this process's listeners (EventEmitter2) and waits for them. */
@Injectable()
export class DomainEventBus {
  constructor(private readonly emitter: EventEmitter2) {}

  async publish<K extends DomainEventName>(name: K, payload: DomainEvents[K]): Promise<void> {
    await this.emitter.emitAsync(name, payload);
  }
}
