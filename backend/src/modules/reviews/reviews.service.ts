import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/mariadb';
import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { ReviewSort } from '@plantry/shared';
import type { Principal } from '../../common/auth/principal.js';
import { CATALOGUE_READS, type CatalogueReads } from '../../common/cache/catalogue-reads.js';
import { PostingAllowance } from '../../common/auth/posting-allowance.js';
import type { PageQueryDto } from '../../common/dto/page-query.dto.js';
import { DomainEventBus } from '../../common/events/domain-events.js';
import { ImagesService, type ImageUpload } from '../images/index.js';
import { RECIPE_NOT_FOUND, RecipeAccess, RecipeCounters, RecipeLocks } from '../recipes/index.js';
import type { CreateReviewDto, UpdateReviewDto } from './dto/review-input.dto.js';
import type { ReviewPageQueryDto } from './dto/review-conversation.dto.js';
import type { ReviewDto, ReviewPageDto } from './dto/review.dto.js';
import { ReviewConversationRepository } from './review-conversation.repository.js';
import { toReviewDto } from './review.mapper.js';
import { reviewRatings } from './review-ratings.js';
import { ReviewsRepository, type ReviewRow } from './reviews.repository.js';
import type { WeekCounts } from '../../common/weekly-counts.js';

export const REVIEW_NOT_FOUND = 'Review not found';
export const OWN_RECIPE = 'You cannot review your own recipe';
export const ALREADY_REVIEWED = 'You have already reviewed this recipe. You can edit your review instead.';
export const NOT_YOUR_REVIEW = 'You can only change your own reviews';

type LockedRecipe = Awaited<ReturnType<RecipeLocks['lock']>>;

/**
 * Star ratings with comments and photos: one per member and recipe, never by the recipe's author.
 * The recipe's reviewCount and avgRating move in the same transaction as the review (through the
 * recipes module's counters, with the recipe's row locked); photos are stored before it and
 * discarded if it fails, and after it when a review is deleted. After every change,
 * 'review.changed' says so.
 */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly em: EntityManager,
    private readonly reviews: ReviewsRepository,
    private readonly conversation: ReviewConversationRepository,
    private readonly images: ImagesService,
    private readonly access: RecipeAccess,
    private readonly locks: RecipeLocks,
    private readonly counters: RecipeCounters,
    @Inject(CATALOGUE_READS) private readonly reads: CatalogueReads,
    private readonly events: DomainEventBus,
    private readonly allowance: PostingAllowance,
  ) {}

  /**
   * A recipe's reviews, newest or most helpful first, with their replies; a signed-in caller also
   * gets their own review and which they marked helpful. Visitors' pages are cached.
   */
  async list(recipeId: number, page: ReviewPageQueryDto, user?: Principal): Promise<ReviewPageDto> {
    const sortBy = page.sortBy ?? 'newest';
    if (!user)
      return this.reads.getForRecipe(recipeId, { reviews: recipeId, sortBy, limit: page.limit, offset: page.offset }, () =>
        this.read(recipeId, sortBy, page),
      );
    return this.read(recipeId, sortBy, page, user);
  }

  private async read(recipeId: number, sortBy: ReviewSort, page: PageQueryDto, user?: Principal): Promise<ReviewPageDto> {
    const recipe = await this.locks.lock(this.em.fork(), recipeId);
    if (!recipe || !this.access.canView(this.access.viewerOf(user), recipe)) throw new NotFoundException(RECIPE_NOT_FOUND);
    const [{ rows, total }, mine] = await Promise.all([
      this.reviews.page(recipeId, sortBy, page.limit, page.offset),
      user ? this.reviews.byAuthor(recipeId, user.id) : undefined,
    ]);
    const [items, [own]] = await Promise.all([this.toDtos(rows, user), this.toDtos(mine ? [mine] : [], user)]);
    return { items, total, limit: page.limit, offset: page.offset, ...(user ? { mine: own ?? null } : {}) };
  }

  /** 404 for a recipe that is missing or not public, 403 for its author, 409 when this user reviewed it already. */
  async checkCanReview(user: Principal, recipeId: number): Promise<void> {
    this.checkReviewable(user, await this.locks.lock(this.em.fork(), recipeId));
    if (await this.reviews.byAuthor(recipeId, user.id)) throw new ConflictException(ALREADY_REVIEWED);
  }

  async create(user: Principal, recipeId: number, input: CreateReviewDto, uploads: ImageUpload[]): Promise<ReviewDto> {
    await this.checkCanReview(user, recipeId);
    await this.allowance.check(user, 'reviews', (since) => this.reviews.countBy(user.id, since));
    const urls = await this.images.store(await this.images.prepare(uploads), 'reviews');
    let id: number;
    try {
      id = await this.em.fork().transactional(async (tx) => {
        this.checkReviewable(user, await this.locks.lock(tx, recipeId));
        const reviewId = await this.reviews.insert(tx, {
          recipeId,
          userId: user.id,
          rating: input.rating,
          comment: input.comment ?? null,
          images: urls,
        });
        await this.refreshRatings(tx, [recipeId]);
        return reviewId;
      });
    } catch (error) {
      await this.images.discard(urls);
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(ALREADY_REVIEWED);
      throw error;
    }
    await this.events.publish('review.changed', { recipeId, userId: user.id });
    await this.events.publish('review.posted', { reviewId: id, recipeId, reviewerId: user.id });
    return this.get(id, user);
  }

  /** Changes the rating or comment (the review's author or an admin). */
  async update(user: Principal, id: number, input: UpdateReviewDto): Promise<ReviewDto> {
    await this.changeReview(user, id, (tx) => this.reviews.update(tx, id, { rating: input.rating, comment: input.comment }));
    return this.get(id, user);
  }

  /** Deletes the review and then its photos (the review's author or an admin). */
  async delete(user: Principal, id: number): Promise<void> {
    const photos = await this.changeReview(user, id, async (tx, review) => {
      await this.reviews.remove(tx, id);
      return review.images;
    });
    await this.images.discard(photos);
  }

  /** Moderation hides the review from every list and from its recipe's rating, or shows it again (admins). */
  async setHidden(admin: Principal, id: number, hidden: boolean): Promise<void> {
    await this.changeReview(admin, id, (tx) => this.reviews.setHidden(tx, id, hidden));
  }

  /**
   * Inside the caller's transaction (which holds the member's row): deletes every review by this
   * member and sets the ratings of the recipes they reviewed afresh. Answers the photos, for the
   * caller to discard once the transaction has committed.
   */
  async removeAllBy(tx: EntityManager, userId: number): Promise<string[]> {
    const { recipeIds, photos } = await this.reviews.byMember(tx, userId);
    await this.locks.lockAll(tx, recipeIds);
    await this.conversation.removeMarksBy(tx, userId);
    await this.reviews.removeAllBy(tx, userId);
    await this.refreshRatings(tx, recipeIds);
    return photos;
  }

  /** Reviews posted since `since`, by week (the admin dashboard's trends). */
  postedPerWeek(since: Date): Promise<WeekCounts> {
    return this.reviews.postedPerWeek(since);
  }

  /** Sets these recipes' ratings from their reviews, in the caller's transaction (which holds their rows). */
  private async refreshRatings(tx: EntityManager, recipeIds: readonly number[]): Promise<void> {
    await this.counters.setRatings(tx, await reviewRatings(tx, recipeIds));
  }

  /** 404 for a recipe that is missing or not public, 403 for its author. */
  private checkReviewable(user: Principal, recipe: LockedRecipe): void {
    if (!recipe?.isApproved) throw new NotFoundException(RECIPE_NOT_FOUND);
    if (recipe.authorId === user.id) throw new ForbiddenException(OWN_RECIPE);
  }

  /** Runs a change of the review with its recipe locked, then sets the recipe's rating afresh. */
  private async changeReview<T>(user: Principal, id: number, change: (tx: EntityManager, review: ReviewRow) => Promise<T>): Promise<T> {
    const review = await this.reviews.byId(id);
    if (!review) throw new NotFoundException(REVIEW_NOT_FOUND);
    if (review.user_id !== user.id && user.role !== 'admin') throw new ForbiddenException(NOT_YOUR_REVIEW);
    const result = await this.em.fork().transactional(async (tx) => {
      await this.locks.lock(tx, review.recipe_id);
      if (!(await this.reviews.lock(tx, id))) throw new NotFoundException(REVIEW_NOT_FOUND);
      const changed = await change(tx, review);
      await this.refreshRatings(tx, [review.recipe_id]);
      return changed;
    });
    await this.events.publish('review.changed', { recipeId: review.recipe_id, userId: review.user_id });
    return result;
  }

  private async get(id: number, user: Principal): Promise<ReviewDto> {
    const row = await this.reviews.byId(id);
    if (!row) throw new NotFoundException(REVIEW_NOT_FOUND);
    const [review] = await this.toDtos([row], user);
    return review;
  }

  /** Reviews with their photos' sizes and replies, and for a signed-in `user` which they marked helpful: three statements. */
  private async toDtos(rows: ReviewRow[], user?: Principal): Promise<ReviewDto[]> {
    const ids = rows.map((row) => row.id);
    const [described, replies, marked] = await Promise.all([
      this.images.describe(rows.flatMap((row) => row.images)),
      this.conversation.repliesOf(ids),
      user ? this.conversation.markedBy(user.id, ids) : undefined,
    ]);
    return rows.map((row) => toReviewDto(row, described, replies, marked));
  }
}
