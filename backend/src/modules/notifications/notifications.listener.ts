import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { DomainEvents } from '../../common/events/domain-events.js';
import { NotificationsRepository } from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';

/** Listeners that run before the publisher's `publish` returns: what happened is under the bell when the answer arrives. */
const WAITED = { async: true, promisify: true } as const;

/** Who is told of what other modules say happened (docs/decisions/community.md, 'Notifications'). */
@Injectable()
export class NotificationsListener {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly facts: NotificationsRepository,
  ) {}

  /** A review: the recipe's author. */
  @OnEvent('review.posted', WAITED)
  async reviewPosted({ reviewId, recipeId, reviewerId }: DomainEvents['review.posted']): Promise<void> {
    await this.notifications.notify(`review ${reviewId}`, async () => {
      const recipe = await this.facts.recipe(recipeId);
      return recipe && { userId: recipe.author_id, kind: 'review', actorId: reviewerId, recipeId };
    });
  }

  /** A reply: the review's writer. */
  @OnEvent('review.replied', WAITED)
  async reviewReplied({ reviewId, recipeId, replierId }: DomainEvents['review.replied']): Promise<void> {
    await this.notifications.notify(`reply to review ${reviewId}`, async () => {
      const writer = await this.facts.reviewWriter(reviewId);
      return writer === undefined ? undefined : { userId: writer, kind: 'reply', actorId: replierId, recipeId };
    });
  }

  /** A new follower: the cook. */
  @OnEvent('cook.followed', WAITED)
  async cookFollowed({ followerId, cookId }: DomainEvents['cook.followed']): Promise<void> {
    await this.notifications.notify(`follow of ${cookId}`, async () => ({
      userId: cookId,
      kind: 'follower',
      actorId: followerId,
      recipeId: null,
    }));
  }

  /** An approval or a withdrawal: the recipe's author. */
  @OnEvent('recipe.moderated', WAITED)
  async recipeModerated({ recipeId, approved }: DomainEvents['recipe.moderated']): Promise<void> {
    await this.notifications.notify(`moderation of recipe ${recipeId}`, async () => {
      const recipe = await this.facts.recipe(recipeId);
      return recipe && { userId: recipe.author_id, kind: approved ? 'approved' : 'hidden', actorId: null, recipeId };
    });
  }
}
