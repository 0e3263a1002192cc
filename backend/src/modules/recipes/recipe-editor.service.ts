import { PostingAllowance } from '../../common/auth/posting-allowance.js';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/mariadb';
import { BadRequestException, ConflictException, ForbiddenException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { IMAGE_LIMITS } from '@plantry/shared';
import type { Principal } from '../../common/auth/principal.js';
import { DomainEventBus } from '../../common/events/domain-events.js';
import { CuisinesService } from '../cuisines/index.js';
import { ImagesService, type ImageUpload } from '../images/index.js';
import type { RecipeInputDto } from './dto/recipe-input.dto.js';
import { RecipeTag } from './entities/recipe-tag.entity.js';
import { Recipe } from './entities/recipe.entity.js';
import { CORRECTION_NOT_A_LINE, correctionsFit, READINGS_VERSION, readingsFor } from './ingredient-readings.js';
import { freeFromColumns } from './free-from-columns.js';
import { pantryFoodsOf } from './pantry/pantry-terms.js';
import { ReadIngredientsRunner } from './read-ingredients.runner.js';
import { recipeContentKey } from './recipe-content-key.js';
import { RecipeCounters, type CountedPlace } from './recipe-counters.js';
import { RecipesRepository } from './recipes.repository.js';
import { RECIPE_NOT_FOUND } from './recipes.service.js';

export const RECIPE_EXISTS = 'A recipe with this title and these ingredients already exists';
export const NOT_YOUR_RECIPE = 'You can only change your own recipes';
export const FOREIGN_IMAGE = 'keepImages may only name images this recipe has now';

/**
 * The stored readings of a recipe's ingredient lines and what it is free from, each with the
 * author's corrections (ingredient-readings.ts, free-from-columns.ts), and the foods of its lines
 * for "What can I cook?" (pantry/pantry-terms.ts).
 */
function storedReadingsOf(input: Pick<RecipeInputDto, 'ingredients' | 'ingredientLines' | 'freeFrom'>, before?: Recipe) {
  const ingredientReadings = readingsFor(
    input.ingredients,
    input.ingredientLines,
    before && { ingredients: before.ingredients, readings: before.ingredientReadings },
  );
  return {
    ingredientReadings,
    pantryFoods: pantryFoodsOf(ingredientReadings),
    readingsVersion: READINGS_VERSION,
    ...freeFromColumns(input.ingredients, input.freeFrom, before),
  };
}

/** A 400 for corrections of lines the recipe does not have, before anything is stored. */
function checkCorrections(input: RecipeInputDto): void {
  if (!correctionsFit(input.ingredients, input.ingredientLines)) throw new BadRequestException(CORRECTION_NOT_A_LINE);
}

/** A recipe of a CSV import, read and checked by the import, ready to be written. */
export interface ImportedRecipeRow {
  title: string;
  description: string;
  ingredients: string[];
  instructions: string[];
  tags: string[];
  cuisine?: string;
  featuredImage: string | null;
  contentKey: string;
  veganFlagCount: number;
}

const placeOf = (recipe: Recipe): CountedPlace => ({
  authorId: recipe.author.id,
  cuisineId: recipe.cuisine?.id ?? null,
  isApproved: recipe.isApproved,
});

const imagesOf = (recipe: Recipe): string[] => [recipe.featuredImage, ...recipe.galleryImages].filter((url): url is string => !!url);

/**
 * The one writer of recipes. Every write checks who is asking: home cooks and admins create; the
 * author or an admin edits and deletes; an edit by a non-admin author sends the recipe back to
 * review. Counters move in the same transaction; images are stored before and discarded after it;
 * after the commit, 'recipes.changed' says so.
 */
@Injectable()
export class RecipeEditorService {
  private readonly logger = new Logger(RecipeEditorService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly recipes: RecipesRepository,
    private readonly counters: RecipeCounters,
    private readonly cuisines: CuisinesService,
    private readonly images: ImagesService,
    private readonly events: DomainEventBus,
    private readonly readings: ReadIngredientsRunner,
    private readonly allowance: PostingAllowance,
  ) {}

  /** Creates a published recipe; the first upload is featured, the others form the gallery. Answers its id. */
  async create(user: Principal, input: RecipeInputDto, uploads: ImageUpload[]): Promise<number> {
    checkCorrections(input);
    await this.allowance.check(user, 'recipes', (since) => this.recipes.countBy(user.id, since));
    const em = this.em.fork();
    const cuisineId = await this.cuisines.assignable(input.cuisineId ?? null);
    const contentKey = recipeContentKey(input.title, input.ingredients);
    await this.refuseDuplicate(em, user, contentKey);
    const urls = await this.images.store(await this.images.prepare(uploads));
    const id = await this.saveOrDiscard(urls, () =>
      em.transactional(async (tx) => {
        await this.counters.lockRecipeCounts(tx, undefined, { authorId: user.id, cuisineId, isApproved: true });
        const recipe = tx.create(Recipe, {
          ...this.fields(input),
          ...storedReadingsOf(input),
          author: user.id,
          cuisine: cuisineId,
          contentKey,
          featuredImage: urls[0] ?? null,
          galleryImages: urls.slice(1),
          isApproved: true,
        });
        await tx.flush();
        await this.insertTags(tx, recipe.id, input.tags ?? []);
        await this.counters.moveRecipeCounts(tx, undefined, placeOf(recipe));
        return recipe.id;
      }),
    );
    await this.changed([id]);
    return id;
  }

  /** Replaces the recipe's text (fields left out keep their value). */
  async update(user: Principal, id: number, input: RecipeInputDto): Promise<void> {
    const em = this.em.fork();
    const current = await this.editable(em, user, id);
    checkCorrections(input);
    const cuisineId = input.cuisineId === undefined ? undefined : await this.cuisines.assignable(input.cuisineId, current.cuisine?.id);
    const contentKey = recipeContentKey(input.title, input.ingredients);
    await this.refuseDuplicate(em, user, contentKey, id);
    await this.saveOrDiscard([], () =>
      em.transactional(async (tx) => {
        const recipe = await this.editable(tx, user, id);
        const before = placeOf(recipe);
        const readings = storedReadingsOf(input, recipe);
        tx.assign(recipe, { ...this.fields(input), ...readings, contentKey, ...(cuisineId === undefined ? {} : { cuisine: cuisineId }) });
        this.markEdited(recipe, user);
        await this.counters.lockRecipeCounts(tx, before, placeOf(recipe));
        await tx.flush();
        if (input.tags) await this.replaceTags(tx, id, input.tags);
        await this.counters.moveRecipeCounts(tx, before, placeOf(recipe));
      }),
    );
    await this.changed([id]);
  }

  /** Keeps the named current images in order, adds the uploads after them; the first is featured. */
  async replaceImages(user: Principal, id: number, keep: string[], uploads: ImageUpload[]): Promise<void> {
    const em = this.em.fork();
    const current = imagesOf(await this.editable(em, user, id));
    const kept = [...new Set(keep)];
    if (kept.some((url) => !current.includes(url))) throw new BadRequestException(FOREIGN_IMAGE);
    if (kept.length + uploads.length > IMAGE_LIMITS.recipeImagesMax) {
      throw new BadRequestException(
        `A recipe holds at most ${IMAGE_LIMITS.recipeImagesMax} images (a featured image and ${IMAGE_LIMITS.galleryImagesMax} more)`,
      );
    }
    const added = await this.images.store(await this.images.prepare(uploads));
    const dropped = await this.saveOrDiscard(added, () =>
      em.transactional(async (tx) => {
        const recipe = await this.editable(tx, user, id);
        const before = placeOf(recipe);
        const previous = imagesOf(recipe);
        const images = [...kept.filter((url) => previous.includes(url)), ...added];
        recipe.featuredImage = images[0] ?? null;
        recipe.galleryImages = images.slice(1);
        this.markEdited(recipe, user);
        await tx.flush();
        await this.counters.moveRecipeCounts(tx, before, placeOf(recipe));
        return previous.filter((url) => !images.includes(url));
      }),
    );
    await this.changed([id]);
    await this.images.discard(dropped);
  }

  /** Deletes the recipe with its tags, reviews and favourites, then its files and its reviews' photos. */
  async delete(user: Principal, id: number): Promise<void> {
    const files = await this.em.fork().transactional(async (tx) => {
      const recipe = await this.editable(tx, user, id);
      const reviewPhotos = await this.recipes.reviewPhotosOf(tx, { recipeId: id });
      await this.counters.moveRecipeCounts(tx, placeOf(recipe), undefined);
      await this.recipes.remove(tx, { id });
      return [...imagesOf(recipe), ...reviewPhotos];
    });
    await this.changed([id]);
    await this.images.discard(files);
  }

  /**
   * Inside the caller's transaction (which holds the author's row): deletes all of the author's
   * recipes with their tags, reviews and favourites, and takes them off their cuisines' counts.
   * Answers their files and their reviews' photos, for the caller to discard after the commit.
   */
  async deleteAllBy(tx: EntityManager, authorId: number): Promise<string[]> {
    const recipes = await tx.find(Recipe, { author: authorId }, { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } });
    if (recipes.length === 0) return [];
    const reviewPhotos = await this.recipes.reviewPhotosOf(tx, { authorId });
    await this.counters.forgetAuthorsRecipes(tx, authorId);
    await this.recipes.remove(tx, { authorId });
    return [...recipes.flatMap(imagesOf), ...reviewPhotos];
  }

  /** Approves or withdraws a recipe (admins). */
  async setApproval(id: number, isApproved: boolean): Promise<void> {
    const moved = await this.em.fork().transactional(async (tx) => {
      const recipe = await tx.findOne(Recipe, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!recipe) throw new NotFoundException(RECIPE_NOT_FOUND);
      const before = placeOf(recipe);
      recipe.isApproved = isApproved;
      await tx.flush();
      await this.counters.moveRecipeCounts(tx, before, placeOf(recipe));
      return before.isApproved !== isApproved;
    });
    await this.changed([id]);
    if (moved) await this.events.publish('recipe.moderated', { recipeId: id, approved: isApproved });
  }

  /** Which of these content keys some recipe has already (an import skips those rows). */
  existingContentKeys(keys: readonly string[]): Promise<Set<string>> {
    return this.recipes.existingContentKeys(keys);
  }

  /**
   * Inside the caller's transaction (an import's batch): writes new published recipes of one
   * author with their tags, creating the cuisines they name that do not exist yet, and moves the
   * counters. One statement for all recipes and one for all tags. Call `importedChanged` after
   * the commit.
   */
  async createImported(tx: EntityManager, authorId: number, rows: readonly ImportedRecipeRow[]): Promise<void> {
    if (rows.length === 0) return;
    const cuisineIds = await this.cuisines.idsForNames(
      tx,
      rows.map((row) => row.cuisine),
    );
    const cuisineOf = rows.map((row) => (row.cuisine ? (cuisineIds.get(row.cuisine) ?? null) : null));
    const now = new Date();
    await tx.insertMany(
      Recipe,
      rows.map((row, i) => ({
        author: authorId,
        cuisine: cuisineOf[i],
        title: row.title,
        description: row.description,
        // Stored unread, for speed: the worker's read-ingredients job reads them once the import
        // ends (importFinished), and answers read unread lines afresh meanwhile.
        ingredients: row.ingredients,
        instructions: row.instructions,
        tags: row.tags,
        featuredImage: row.featuredImage,
        galleryImages: [],
        isApproved: true,
        veganFlagCount: row.veganFlagCount,
        contentKey: row.contentKey,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const idOf = await this.recipes.idsByContentKey(
      tx,
      authorId,
      rows.map((row) => row.contentKey),
    );
    const tags = rows.flatMap((row) => row.tags.map((tag) => ({ recipe: idOf.get(row.contentKey)!, tag })));
    if (tags.length) await tx.insertMany(RecipeTag, tags);
    await this.counters.countNewRecipes(tx, authorId, cuisineOf);
  }

  /** After the commit of imported recipes: they are on the lists. */
  async importedChanged(): Promise<void> {
    await this.changed([]);
  }

  /**
   * After an import ends: the worker's job reads the ingredient lines of the recipes it stored
   * unread. Not adding it (Redis away) leaves them to the next worker start, never fails the import.
   */
  async importFinished(): Promise<void> {
    await this.readings
      .startIfNeeded()
      .catch((error: Error) => this.logger.warn(`Imported recipes' ingredients left to the next worker start: ${error.message}`));
  }

  /** 404 when the recipe does not exist, 403 when this user may not change it (asked before a body is read). */
  async checkEditable(user: Principal, id: number): Promise<void> {
    await this.editable(this.em.fork(), user, id);
  }

  /** The recipe, locked for the transaction, if this user may change it: 404 when missing, 403 when not theirs. */
  private async editable(em: EntityManager, user: Principal, id: number): Promise<Recipe> {
    const recipe = await em.findOne(Recipe, id, em.isInTransaction() ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
    if (!recipe) throw new NotFoundException(RECIPE_NOT_FOUND);
    if (recipe.author.id !== user.id && user.role !== 'admin') throw new ForbiddenException(NOT_YOUR_RECIPE);
    return recipe;
  }

  /**
   * 409 when the same recipe (content key) is one the writer can see: published, their own, or
   * any for an admin. Another member's unpublished recipe does not count, so the answer tells
   * nobody it exists (the unique key is per author).
   */
  private async refuseDuplicate(em: EntityManager, user: Principal, contentKey: string, exceptId?: number): Promise<void> {
    const visible = user.role === 'admin' ? {} : { $or: [{ isApproved: true }, { author: user.id }] };
    const except = exceptId === undefined ? {} : { id: { $ne: exceptId } };
    if (await em.count(Recipe, { contentKey, ...visible, ...except })) throw new ConflictException(RECIPE_EXISTS);
  }

  /** An edit by its (non-admin) author sends a recipe back to review (PRODUCT.md 'Moderation'). */
  private markEdited(recipe: Recipe, user: Principal): void {
    if (user.role !== 'admin') recipe.isApproved = false;
  }

  /** The plain fields of the input; optional ones only when given. */
  private fields(input: RecipeInputDto) {
    const optional = <K extends keyof RecipeInputDto>(key: K) => (input[key] === undefined ? {} : { [key]: input[key] ?? null });
    return {
      title: input.title.trim(),
      description: input.description.trim(),
      ingredients: input.ingredients,
      instructions: input.instructions,
      ...(input.tags ? { tags: input.tags } : {}),
      ...optional('helpfulNotes'),
      ...optional('linkToFullRecipe'),
      ...optional('prepMinutes'),
      ...optional('cookMinutes'),
      ...optional('servings'),
    };
  }

  private async replaceTags(tx: EntityManager, recipeId: number, tags: string[]): Promise<void> {
    await tx.nativeDelete(RecipeTag, { recipe: recipeId });
    await this.insertTags(tx, recipeId, tags);
  }

  /**
   * Tags of a new recipe: inserted only. Deleting first would lock the gap after the last recipe's
   * tags, which every concurrent new recipe locks too before inserting into it: a deadlock.
   */
  private async insertTags(tx: EntityManager, recipeId: number, tags: string[]): Promise<void> {
    if (tags.length)
      await tx.insertMany(
        RecipeTag,
        tags.map((tag) => ({ recipe: recipeId, tag })),
      );
  }

  /** Runs the save; when it fails, the images stored for it are discarded and a duplicate is a 409. */
  private async saveOrDiscard<T>(storedImages: string[], save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      await this.images.discard(storedImages);
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(RECIPE_EXISTS);
      throw error;
    }
  }

  private changed(recipeIds: number[]): Promise<void> {
    return this.events.publish('recipes.changed', { recipeIds });
  }
}
