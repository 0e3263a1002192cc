import { EntityManager } from '@mikro-orm/mariadb';
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { Principal } from '../../common/auth/principal.js';
import { DomainEventBus } from '../../common/events/domain-events.js';
import { RecipeAccess, RecipeLocks } from '../recipes/index.js';
import type { HelpfulStateDto } from './dto/review-conversation.dto.js';
import type { ReviewReplyDto } from './dto/review.dto.js';
import { ReviewConversationRepository } from './review-conversation.repository.js';
import { toReplyDto } from './review.mapper.js';
import { ReviewsRepository } from './reviews.repository.js';
import { REVIEW_NOT_FOUND } from './reviews.service.js';

export const REPLY_NOT_FOUND = 'Reply not found';
export const ONLY_AUTHOR_REPLIES = "Only the recipe's author and admins can reply to its reviews";
export const NOT_YOUR_REPLY = 'You can only change your own replies';
export const OWN_REVIEW_HELPFUL = 'You cannot mark your own review helpful';

/**
 * The conversation under reviews (docs/decisions/community.md): the recipe's author and admins
 * answer a review (one level); members mark reviews helpful, each once, the review's count moving
 * in the same transaction. A review of a recipe the caller may not see is not there for them.
 * After each change, 'review.discussed' has the recipe's reviews read afresh.
 */
@Injectable()
export class ReviewConversationService {
  constructor(
    private readonly em: EntityManager,
    private readonly reviews: ReviewsRepository,
    private readonly conversation: ReviewConversationRepository,
    private readonly access: RecipeAccess,
    private readonly locks: RecipeLocks,
    private readonly events: DomainEventBus,
  ) {}

  /** The review with its recipe, 404 when either is gone, the review is hidden (but for admins) or the caller may not see the recipe. */
  private async visibleReview(user: Principal, reviewId: number) {
    const review = await this.reviews.byId(reviewId);
    const recipe = review ? await this.locks.lock(this.em.fork(), review.recipe_id) : null;
    const hidden = review?.hidden_at != null && user.role !== 'admin';
    if (!review || !recipe || hidden || !this.access.canView(this.access.viewerOf(user), recipe))
      throw new NotFoundException(REVIEW_NOT_FOUND);
    return { review, recipe };
  }

  /** The recipe's author or an admin answers a review. */
  async reply(user: Principal, reviewId: number, body: string): Promise<ReviewReplyDto> {
    const { review, recipe } = await this.visibleReview(user, reviewId);
    if (recipe.authorId !== user.id && user.role !== 'admin') throw new ForbiddenException(ONLY_AUTHOR_REPLIES);
    const id = await this.em.fork().transactional(async (tx) => {
      if (!(await this.reviews.lock(tx, reviewId))) throw new NotFoundException(REVIEW_NOT_FOUND);
      return this.conversation.insertReply(tx, reviewId, user.id, body);
    });
    await this.events.publish('review.discussed', { recipeId: review.recipe_id });
    await this.events.publish('review.replied', { reviewId, recipeId: review.recipe_id, replierId: user.id });
    return this.replyDto(id);
  }

  /** Changes a reply (its writer or an admin). */
  async editReply(user: Principal, id: number, body: string): Promise<ReviewReplyDto> {
    const reply = await this.ownReply(user, id);
    await this.em.fork().transactional((tx) => this.conversation.updateReply(tx, id, body));
    await this.discussed(reply.review_id);
    return this.replyDto(id);
  }

  /** Deletes a reply (its writer or an admin). */
  async deleteReply(user: Principal, id: number): Promise<void> {
    const reply = await this.ownReply(user, id);
    await this.em.fork().transactional((tx) => this.conversation.removeReply(tx, id));
    await this.discussed(reply.review_id);
  }

  /** Moderation hides a reply from its review, or shows it again (admins). */
  async setReplyHidden(id: number, hidden: boolean): Promise<void> {
    const reply = await this.conversation.reply(id);
    if (!reply || !(await this.em.fork().transactional((tx) => this.conversation.setReplyHidden(tx, id, hidden))))
      throw new NotFoundException(REPLY_NOT_FOUND);
    await this.discussed(reply.review_id);
  }

  /** Marks a review helpful, or takes the mark back; never one's own review. Idempotent. */
  async setHelpful(user: Principal, reviewId: number, helpful: boolean): Promise<HelpfulStateDto> {
    const { review } = await this.visibleReview(user, reviewId);
    if (review.user_id === user.id) throw new ForbiddenException(OWN_REVIEW_HELPFUL);
    const helpfulCount = await this.em.fork().transactional(async (tx) => {
      if (!(await this.reviews.lock(tx, reviewId))) throw new NotFoundException(REVIEW_NOT_FOUND);
      return this.conversation.setMark(tx, reviewId, user.id, helpful);
    });
    await this.events.publish('review.discussed', { recipeId: review.recipe_id });
    return { helpfulCount, markedHelpful: helpful };
  }

  private async ownReply(user: Principal, id: number) {
    const reply = await this.conversation.reply(id);
    if (!reply) throw new NotFoundException(REPLY_NOT_FOUND);
    await this.visibleReview(user, reply.review_id).catch(() => {
      throw new NotFoundException(REPLY_NOT_FOUND);
    });
    if (reply.user_id !== user.id && user.role !== 'admin') throw new ForbiddenException(NOT_YOUR_REPLY);
    return reply;
  }

  private async discussed(reviewId: number): Promise<void> {
    const review = await this.reviews.byId(reviewId);
    if (review) await this.events.publish('review.discussed', { recipeId: review.recipe_id });
  }

  private async replyDto(id: number): Promise<ReviewReplyDto> {
    const row = await this.conversation.reply(id);
    if (!row) throw new NotFoundException(REPLY_NOT_FOUND);
    return toReplyDto(row);
  }
}
