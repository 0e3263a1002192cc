import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/mariadb';
import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { displayName } from '@plantry/shared';
import type { PageQueryDto } from '../../common/dto/page-query.dto.js';
import { fromSqlDate } from '../../common/sql-date.js';
import type { ImageVariantsDto } from '../images/dto/image-variants.dto.js';
import { ImagesService, type ImageUpload } from '../images/images.service.js';
import { RecipeCache } from '../recipes/recipe-cache.js';
import { lockRecipe } from '../recipes/recipe-counters.js';
import { canView, viewerOf } from '../recipes/recipes.repository.js';
import { RECIPE_NOT_FOUND } from '../recipes/recipes.service.js';
import type { User } from '../users/entities/user.entity.js';
import type { CreateReviewDto, UpdateReviewDto } from './dto/review-input.dto.js';
import type { ReviewDto, ReviewPageDto } from './dto/review.dto.js';
import { refreshRating, refreshRatings } from './review-ratings.js';
import { ReviewsRepository, type ReviewRow } from './reviews.repository.js';

export const REVIEW_NOT_FOUND = 'Review not found';
export const OWN_RECIPE = 'You cannot review your own recipe';
export const ALREADY_REVIEWED = 'You have already reviewed this recipe. You can edit your review instead.';
export const NOT_YOUR_REVIEW = 'You can only change your own reviews';

/**
 * Star ratings with comments and photos: one per member and recipe, never by the recipe's author.
 * The recipe's reviewCount and avgRating move in the same transaction as the review; photos are
 * stored before it and discarded if it fails, and after it when a review is deleted. Cards show
 * ratings, so every change empties the recipe cache after its commit.
 */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly em: EntityManager,
    private readonly reviews: ReviewsRepository,
    private readonly images: ImagesService,
    private readonly cache: RecipeCache,
  ) {}

  /** A recipe's reviews, newest first; a signed-in caller also gets their own review. Visitors' pages are cached. */
  async list(recipeId: number, page: PageQueryDto, user?: User): Promise<ReviewPageDto> {
    if (!user) return this.cache.get({ reviews: recipeId, limit: page.limit, offset: page.offset }, () => this.read(recipeId, page));
    return this.read(recipeId, page, user);
  }

  private async read(recipeId: number, page: PageQueryDto, user?: User): Promise<ReviewPageDto> {
    const recipe = await lockRecipe(this.em.fork(), recipeId);
    if (!recipe || !canView(viewerOf(user), recipe)) throw new NotFoundException(RECIPE_NOT_FOUND);
    const [{ rows, total }, mine] = await Promise.all([
      this.reviews.page(recipeId, page.limit, page.offset),
      user ? this.reviews.byAuthor(recipeId, user.id) : undefined,
    ]);
    const [items, [own]] = await Promise.all([this.toDtos(rows), this.toDtos(mine ? [mine] : [])]);
    return { items, total, limit: page.limit, offset: page.offset, ...(user ? { mine: own ?? null } : {}) };
  }

  /** 404 for a recipe that is missing or not public, 403 for its author, 409 when this user reviewed it already. */
  async checkCanReview(user: User, recipeId: number): Promise<void> {
    this.checkReviewable(user, await lockRecipe(this.em.fork(), recipeId));
    if (await this.reviews.byAuthor(recipeId, user.id)) throw new ConflictException(ALREADY_REVIEWED);
  }

  async create(user: User, recipeId: number, input: CreateReviewDto, uploads: ImageUpload[]): Promise<ReviewDto> {
    await this.checkCanReview(user, recipeId);
    const urls = await this.images.store(await this.images.prepare(uploads), 'reviews');
    let id: number;
    try {
      id = await this.em.fork().transactional(async (tx) => {
        this.checkReviewable(user, await lockRecipe(tx, recipeId));
        const { insertId } = await tx.execute<{ insertId: number }>(
          'insert into reviews (recipe_id, user_id, rating, comment, created_at, updated_at) values (?, ?, ?, ?, ?, ?)',
          [recipeId, user.id, input.rating, input.comment ?? null, new Date(), new Date()],
          'run',
        );
        for (const [position, url] of urls.entries()) {
          await tx.execute('insert into review_images (review_id, url, position, created_at) values (?, ?, ?, ?)', [insertId, url, position, new Date()], 'run');
        }
        await refreshRating(tx, recipeId);
        return insertId;
      });
    } catch (error) {
      await this.images.discard(urls);
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(ALREADY_REVIEWED);
      throw error;
    }
    await this.cache.changed();
    return this.get(id);
  }

  /** Changes the rating or comment (the review's author or an admin). */
  async update(user: User, id: number, input: UpdateReviewDto): Promise<ReviewDto> {
    await this.changeReview(user, id, async (tx) => {
      const changes: [string, unknown][] = [];
      if (input.rating !== undefined) changes.push(['rating', input.rating]);
      if (input.comment !== undefined) changes.push(['comment', input.comment]);
      const assignments = [...changes.map(([column]) => `${column} = ?`), 'updated_at = ?'].join(', ');
      await tx.execute(`update reviews set ${assignments} where id = ?`, [...changes.map(([, value]) => value), new Date(), id], 'run');
    });
    return this.get(id);
  }

  /** Deletes the review and then its photos (the review's author or an admin). */
  async delete(user: User, id: number): Promise<void> {
    const photos = await this.changeReview(user, id, async (tx, review) => {
      await tx.execute('delete from reviews where id = ?', [id], 'run');
      return review.images;
    });
    await this.images.discard(photos);
  }

  /**
   * Inside the caller's transaction (which holds the member's row): deletes every review by this
   * member and sets the ratings of the recipes they reviewed afresh. Answers the photos, for the
   * caller to discard once the transaction has committed.
   */
  async removeAllBy(tx: EntityManager, userId: number): Promise<string[]> {
    const locked = await tx.execute<{ id: number }[]>(
      'select id from recipes where id in (select recipe_id from reviews where user_id = ?) order by id for update',
      [userId],
    );
    const photos = await tx.execute<{ url: string }[]>(
      'select i.url from review_images i join reviews r on r.id = i.review_id where r.user_id = ?',
      [userId],
    );
    await tx.execute('delete from reviews where user_id = ?', [userId], 'run');
    await refreshRatings(tx, locked.map((row) => row.id));
    return photos.map((row) => row.url);
  }

  /** 404 for a recipe that is missing or not public, 403 for its author. */
  private checkReviewable(user: User, recipe: Awaited<ReturnType<typeof lockRecipe>>): void {
    if (!recipe?.isApproved) throw new NotFoundException(RECIPE_NOT_FOUND);
    if (recipe.authorId === user.id) throw new ForbiddenException(OWN_RECIPE);
  }

  /** Runs a change of the review with its recipe locked, then sets the recipe's rating afresh. */
  private async changeReview<T>(user: User, id: number, change: (tx: EntityManager, review: ReviewRow) => Promise<T>): Promise<T> {
    const review = await this.reviews.byId(id);
    if (!review) throw new NotFoundException(REVIEW_NOT_FOUND);
    if (review.user_id !== user.id && user.role !== 'admin') throw new ForbiddenException(NOT_YOUR_REVIEW);
    const result = await this.em.fork().transactional(async (tx) => {
      await lockRecipe(tx, review.recipe_id);
      const [still] = await tx.execute<{ id: number }[]>('select id from reviews where id = ? for update', [id]);
      if (!still) throw new NotFoundException(REVIEW_NOT_FOUND);
      const changed = await change(tx, review);
      await refreshRating(tx, review.recipe_id);
      return changed;
    });
    await this.cache.changed();
    return result;
  }

  private async get(id: number): Promise<ReviewDto> {
    const row = await this.reviews.byId(id);
    if (!row) throw new NotFoundException(REVIEW_NOT_FOUND);
    const [review] = await this.toDtos([row]);
    return review;
  }

  private async toDtos(rows: ReviewRow[]): Promise<ReviewDto[]> {
    const described = await this.images.describe(rows.flatMap((row) => row.images));
    return rows.map((row) => toReviewDto(row, described));
  }
}

function toReviewDto(row: ReviewRow, described: Map<string, ImageVariantsDto>): ReviewDto {
  return {
    id: row.id,
    recipeId: row.recipe_id,
    rating: row.rating,
    comment: row.comment,
    images: row.images,
    imageVariants: row.images.flatMap((url) => described.get(url) ?? []),
    createdAt: fromSqlDate(row.created_at),
    updatedAt: fromSqlDate(row.updated_at),
    user: {
      id: row.user_id,
      name: displayName({ firstName: row.first_name, lastName: row.last_name }),
      profileImageUrl: row.profile_image_url,
    },
  };
}
