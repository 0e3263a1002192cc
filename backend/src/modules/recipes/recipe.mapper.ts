import { displayName, freeFromKeysOf } from '@plantry/shared';
import { fromSqlDate } from '../../common/sql-date.js';
import type { ImageVariantsDto } from '../images/index.js';
import type { RecipeCardDto, RecipeDetailDto } from './dto/recipe.dto.js';
import { freeFromColumns } from './free-from-columns.js';
import { nutritionOf } from './nutrition/nutrition.js';
import { ingredientLinesOf, READINGS_VERSION, type StoredReading } from './ingredient-readings.js';
import type { CardRow, DetailRow } from './recipes.repository.js';

/** A list stored as JSON text, or null when there is none or it cannot be read. */
function storedList(json: string | null): unknown[] | null {
  try {
    const value: unknown = JSON.parse(json ?? 'null');
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/** Lists are stored as JSON text; anything unreadable counts as empty. */
export const listOf = (json: string | null): string[] => (storedList(json) ?? []).map(String);

/** Stored readings of ingredient lines; anything unreadable counts as none (the lines are read again). */
export const readingsOf = (json: string | null) => storedList(json) as StoredReading[] | null;

/** Image variants by URL, as ImagesService.describe answers them. */
type ImageInfo = ReadonlyMap<string, ImageVariantsDto>;

/** The URLs of a recipe's gallery images. */
export const galleryOf = (row: DetailRow): string[] => listOf(row.gallery_images);

export function toCardDto(row: CardRow, images: ImageInfo): RecipeCardDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    featuredImage: row.featured_image,
    featuredImageVariants: (row.featured_image && images.get(row.featured_image)) || null,
    cuisine: row.cuisine_id ? { id: row.cuisine_id, name: row.cuisine_name! } : null,
    tags: listOf(row.tags),
    avgRating: Number(row.avg_rating),
    reviewCount: row.review_count,
    totalMinutes: row.total_minutes === null ? null : Number(row.total_minutes),
    author: { id: row.author_id, name: displayName({ firstName: row.author_first_name, lastName: row.author_last_name }) },
    createdAt: fromSqlDate(row.created_at),
    isApproved: Boolean(row.is_approved),
    ...(row.is_favorite === null ? {} : { isFavorite: Boolean(row.is_favorite) }),
  };
}

/** The stored free-from mask when the current reader derived it, else derived now (a recipe the one-off job has not reached yet). */
const freeFromOfRow = (row: DetailRow, ingredients: readonly string[]) =>
  row.readings_version === READINGS_VERSION
    ? row.free_from
    : freeFromColumns(ingredients, undefined, { freeFromAdded: row.free_from_added, freeFromRemoved: row.free_from_removed }).freeFrom;

export function toDetailDto(row: DetailRow, images: ImageInfo): RecipeDetailDto {
  const gallery = galleryOf(row);
  const ingredients = listOf(row.ingredients);
  const ingredientLines = ingredientLinesOf(ingredients, readingsOf(row.ingredient_readings), row.readings_version);
  return {
    ...toCardDto(row, images),
    ingredients,
    ingredientLines,
    freeFrom: freeFromKeysOf(freeFromOfRow(row, ingredients)),
    nutrition: nutritionOf(ingredientLines, row.servings),
    instructions: listOf(row.instructions),
    helpfulNotes: row.helpful_notes,
    linkToFullRecipe: row.link_to_full_recipe,
    galleryImages: gallery,
    galleryImageVariants: gallery.flatMap((url) => images.get(url) ?? []),
    prepMinutes: row.prep_minutes,
    cookMinutes: row.cook_minutes,
    servings: row.servings,
    favoriteCount: row.favorite_count,
    authorId: row.author_id,
    cuisineId: row.cuisine_id,
    updatedAt: fromSqlDate(row.updated_at),
  };
}
