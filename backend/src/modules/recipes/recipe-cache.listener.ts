import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { DomainEvents } from '../../common/events/domain-events.js';
import { RecipeCache } from './recipe-cache.js';

/** Listeners that run before the publisher's `publish` returns (EventEmitter2's emitAsync waits for them). */
const WAITED = { async: true, promisify: true } as const;

/**
 * The one place that decides what the recipe cache forgets, from what other modules (and this
 * one) say happened. What lists hold depends on recipes, cuisines, members' names and images: those
 * drop every entry. A review or a heart changes one recipe (its page, reviews and card, at once)
 * and the order of the lists sorted by activity (within the bound of cache-entry.ts); a heart also
 * changes what its member has saved (at once).
 */
@Injectable()
export class RecipeCacheListener {
  constructor(private readonly cache: RecipeCache) {}

  // One decorator an event: EventEmitter2 reads a list of names as one namespaced name.
  @OnEvent('recipes.changed', WAITED)
  @OnEvent('cuisine.changed', WAITED)
  @OnEvent('member.renamed', WAITED)
  @OnEvent('member.removed', WAITED)
  @OnEvent('image.ready', WAITED)
  async listsChanged(): Promise<void> {
    await this.cache.changed();
  }

  /** A review also changes its reviewer's count of reviews (their cook profile). */
  @OnEvent('review.changed', WAITED)
  async reviewed({ recipeId, userId }: DomainEvents['review.changed']): Promise<void> {
    await Promise.all([this.cache.recipeChanged(recipeId), this.cache.activityChanged(), this.cache.memberChanged(userId)]);
  }

  /** Replies and helpful marks change the recipe's reviews only. */
  @OnEvent('review.discussed', WAITED)
  async discussed({ recipeId }: DomainEvents['review.discussed']): Promise<void> {
    await this.cache.recipeChanged(recipeId);
  }

  /** Following changes the follower's feed and the cook's count of followers (their profile). */
  @OnEvent('follow.changed', WAITED)
  async followed({ followerId, cookId }: DomainEvents['follow.changed']): Promise<void> {
    await Promise.all([this.cache.memberChanged(followerId), this.cache.memberChanged(cookId)]);
  }

  /** A heart also changes what its member has saved (the hearts they see, their favourites page). */
  @OnEvent('favourite.changed', WAITED)
  async hearted({ recipeId, userId }: DomainEvents['favourite.changed']): Promise<void> {
    await Promise.all([this.cache.recipeChanged(recipeId), this.cache.activityChanged(), this.cache.memberChanged(userId)]);
  }
}
