import { JsonType, type Opt, type Ref } from '@mikro-orm/core';
import type { StoredReading } from '../ingredient-readings.js';
import type { PantryFood } from '../pantry/pantry-terms.js';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { veganFlags } from '@plantry/shared';
import { Cuisine } from '../../cuisines/entities/cuisine.entity.js';
import { User } from '../../users/entities/user.entity.js';

/**
 * Lists are stored as JSON text in LONGTEXT columns with the table's accent- and case-insensitive
 * collation, so that the FULLTEXT index covers them (a JSON column would be binary-collated).
 */
const jsonText = () => ({ type: JsonType, columnType: 'longtext' });

const countVeganFlags = (recipe: Recipe): number => veganFlags(recipe.ingredients).length;

@Entity({ tableName: 'recipes' })
@Index({
  name: 'recipes_pantry_search_index',
  properties: ['id', 'isApproved', 'pantryCount', 'cuisine', 'freeFrom', 'totalMinutes', 'author'],
})
@Index({ name: 'recipes_search_ft', type: 'fulltext', properties: ['title', 'description', 'ingredients', 'tags'] })
// Search ranks title matches first (recipe-search.ts).
@Index({ name: 'recipes_title_ft', type: 'fulltext', properties: ['title'] })
@Index({ properties: ['isApproved', 'createdAt'] })
@Index({ properties: ['isApproved', 'cuisine', 'createdAt'] })
// The sorts' tie-breakers are in their indexes (and the primary key is in every index), so a page
// of 'rating' or 'popular' is read in index order instead of sorting every approved recipe.
@Index({ properties: ['isApproved', 'ratingScore', 'createdAt'] })
@Index({ properties: ['isApproved', 'popularity', 'createdAt'] })
@Index({ properties: ['isApproved', 'featuredScore', 'createdAt'] })
@Index({ properties: ['isApproved', 'trendingScore', 'createdAt'] })
// The time filter (maxMinutes) counts a list within a time off these, in a cuisine or not.
@Index({ properties: ['isApproved', 'totalMinutes', 'createdAt'] })
@Index({ properties: ['isApproved', 'cuisine', 'totalMinutes', 'createdAt'] })
@Index({ properties: ['author', 'createdAt'] })
// The Following feed (cooks module): each followed cook's approved recipes, newest first, from the index alone.
@Index({ properties: ['author', 'isApproved', 'createdAt'] })
// An author's figures and pending count come from the index alone.
@Index({ properties: ['author', 'isApproved', 'reviewCount'] })
@Index({ properties: ['createdAt'] })
@Index({ properties: ['veganFlagCount', 'createdAt'] })
// The worker finds the recipes its reader has not read yet (ReadIngredientsRunner).
@Index({ properties: ['readingsVersion'] })
// The free-from filters' counts, in a cuisine or not, within a time or not, read these alone.
@Index({ properties: ['isApproved', 'freeFrom', 'totalMinutes'] })
@Index({ properties: ['isApproved', 'cuisine', 'freeFrom', 'totalMinutes'] })
// One author never has the same recipe twice; two authors may (a global key would tell a member,
// by a 409, that someone else's unpublished recipe exists). Duplicates of what the writer can see
// are refused by RecipeEditorService.
@Unique({ properties: ['contentKey', 'author'] })
export class Recipe {
  @PrimaryKey({ type: 'integer', unsigned: true })
  id!: number;

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  author!: Ref<User>;

  @ManyToOne({ entity: () => Cuisine, ref: true, nullable: true, deleteRule: 'set null' })
  cuisine: Ref<Cuisine> | null = null;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property(jsonText())
  ingredients!: string[];

  /** Each ingredient line read, in order (docs/decisions/catalogue.md, "Ingredients as data"); null until read. */
  @Property({ ...jsonText(), nullable: true })
  ingredientReadings: (StoredReading[] & Opt) | null = null;

  /** The READINGS_VERSION that read `ingredientReadings`; older ones are read again by the worker. */
  @Property({ type: 'smallint', unsigned: true, nullable: true })
  readingsVersion: (number & Opt) | null = null;

  /**
   * What the recipe is free from, a mask of FREE_FROM_KEYS' bits (docs/decisions/free-from.md):
   * derived from its lines when they are read, then the author's corrections applied.
   */
  @Property({ type: 'tinyint', unsigned: true, default: 0 })
  freeFrom: number & Opt = 0;

  /** Keys the author says the recipe is free from although the lines do not show it. */
  @Property({ type: 'tinyint', unsigned: true, default: 0 })
  freeFromAdded: number & Opt = 0;

  /** Keys the author says the recipe is not free from although the lines show it. */
  @Property({ type: 'tinyint', unsigned: true, default: 0 })
  freeFromRemoved: number & Opt = 0;

  /**
   * The lines that count for "What can I cook?" with the foods that satisfy each
   * (docs/decisions/pantry.md), written with the readings; triggers keep recipe_foods to it.
   */
  @Property({ ...jsonText(), nullable: true })
  pantryFoods: (PantryFood[] & Opt) | null = null;

  /** How many lines count for "What can I cook?", kept by the database. */
  @Property({ type: 'smallint', unsigned: true, generated: '(coalesce(json_length(`pantry_foods`), 0)) stored' })
  pantryCount?: number & Opt;

  @Property(jsonText())
  instructions!: string[];

  /** Tags as read by clients; recipe_tags holds the same tags for filtering. */
  @Property(jsonText())
  tags: string[] & Opt = [];

  @Property({ type: 'text', nullable: true })
  helpfulNotes: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  linkToFullRecipe: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  featuredImage: string | null = null;

  @Property(jsonText())
  galleryImages: string[] & Opt = [];

  @Property({ type: 'smallint', unsigned: true, nullable: true })
  prepMinutes: number | null = null;

  @Property({ type: 'smallint', unsigned: true, nullable: true })
  cookMinutes: number | null = null;

  @Property({ type: 'smallint', unsigned: true, nullable: true })
  servings: number | null = null;

  /** Prep plus cook time, kept by the database for the time filter; null when both are unknown. */
  @Property({
    type: 'integer',
    columnType: 'int',
    nullable: true,
    generated:
      '(if(`prep_minutes` is null and `cook_minutes` is null, null, coalesce(`prep_minutes`, 0) + coalesce(`cook_minutes`, 0))) stored',
  })
  totalMinutes?: (number | null) & Opt;

  @Property({ type: 'decimal', precision: 3, scale: 2, default: 0 })
  avgRating: string & Opt = '0.00';

  @Property({ type: 'integer', unsigned: true, default: 0 })
  reviewCount: number & Opt = 0;

  @Property({ type: 'integer', unsigned: true, default: 0 })
  favoriteCount: number & Opt = 0;

  /** Favourites plus reviews, kept by the database for the 'popular' sort. */
  @Property({
    type: 'integer',
    columnType: 'int',
    generated: '(`favorite_count` + `review_count`) stored',
  })
  popularity?: number & Opt;

  /**
   * The Bayesian average used by the 'rating' sort: the average pulled towards a prior of 3.5 stars
   * worth 5 reviews, so one 5-star review does not outrank forty 4.8-star ones.
   */
  @Property({
    type: 'decimal',
    columnType: 'decimal(6,4)',
    generated: '((`review_count` * `avg_rating` + 17.5) / (`review_count` + 5)) stored',
  })
  ratingScore?: string & Opt;

  /**
   * The 'featured' sort (the home page's Featured row): 10 for a photo, so that recipes with one
   * come first, plus how much the recipe is loved, a Bayesian average like ratingScore in which
   * each favourite counts as a five-star vote.
   */
  @Property({
    type: 'decimal',
    columnType: 'decimal(7,4)',
    generated:
      '((`featured_image` is not null) * 10 + (`review_count` * `avg_rating` + 5 * `favorite_count` + 17.5) / (`review_count` + `favorite_count` + 5)) stored',
  })
  featuredScore?: string & Opt;

  /**
   * The 'trending' sort (the home page's Trending row): recent saves and reviews, fading with age,
   * times the Bayesian rating; set by the worker every TRENDING.everyMinutes (TrendingScores).
   */
  @Property({ type: 'decimal', precision: 10, scale: 4, default: 0 })
  trendingScore: string & Opt = '0.0000';

  @Property({ type: 'boolean', default: true })
  isApproved: boolean & Opt = true;

  /** Ingredient lines the vegan check flags, counted whenever a recipe is saved (for Recipe Management). */
  @Property({ type: 'smallint', unsigned: true, default: 0, onCreate: countVeganFlags, onUpdate: countVeganFlags })
  veganFlagCount?: number & Opt;

  /** SHA-256 of the normalised title and ingredients: an author never stores the same recipe twice. */
  @Property({ type: 'character', length: 64 })
  contentKey!: string;

  @Property({ type: 'datetime', length: 3, onCreate: () => new Date() })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', length: 3, onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
