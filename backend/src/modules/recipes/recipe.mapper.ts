import { displayName } from '@plantry/shared';
import { fromSqlDate } from '../../common/sql-date.js';
import type { ImageVariantsDto } from '../images/index.js';
import type { RecipeCardDto, RecipeDetailDto } from './dto/recipe.dto.js';
import type { CardRow, DetailRow } from './recipes.repository.js';

/** Lists are stored as JSON text; anything unreadable counts as empty. */
export function listOf(json: string | null): string[] {
  try {
    const value: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

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
    author: { id: row.author_id, name: displayName({ firstName: row.author_first_name, lastName: row.author_last_name }) },
    createdAt: fromSqlDate(row.created_at),
    isApproved: Boolean(row.is_approved),
    ...(row.is_favorite === null ? {} : { isFavorite: Boolean(row.is_favorite) }),
  };
}

export function toDetailDto(row: DetailRow, images: ImageInfo): RecipeDetailDto {
  const gallery = galleryOf(row);
  return {
    ...toCardDto(row, images),
    ingredients: listOf(row.ingredients),
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
