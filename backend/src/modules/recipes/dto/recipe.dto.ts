import { ImageVariantsDto } from '../../images/index.js';

/** The person shown as a recipe's author: a display name, never an email. */
export class AuthorDto {
  id!: number;
  /** First and last name, else 'Home cook'. */
  name!: string;
}

export class CuisineRefDto {
  id!: number;
  name!: string;
}

/** What a recipe card shows. */
export class RecipeCardDto {
  id!: number;
  title!: string;
  description!: string;
  featuredImage!: string | null;
  /** Size, srcset variants and placeholder of the featured image, when it is a stored upload. */
  featuredImageVariants!: ImageVariantsDto | null;
  cuisine!: CuisineRefDto | null;
  tags!: string[];
  /** The plain average of the reviews, 0 without any. */
  avgRating!: number;
  reviewCount!: number;
  author!: AuthorDto;
  createdAt!: Date;
  isApproved!: boolean;
  /** Only for signed-in callers: whether the recipe is in their favourites. */
  isFavorite?: boolean;
}

/** An ingredient line that looks non-vegan. */
export class VeganFlagDto {
  /** Position of the line in ingredients, from 0. */
  index!: number;
  line!: string;
  /** The non-vegan word found, e.g. 'honey'. */
  term!: string;
}

/** A whole recipe. */
export class RecipeDetailDto extends RecipeCardDto {
  ingredients!: string[];
  instructions!: string[];
  helpfulNotes!: string | null;
  linkToFullRecipe!: string | null;
  galleryImages!: string[];
  /** Variants of the gallery images that are stored uploads (match them by url). */
  galleryImageVariants!: ImageVariantsDto[];
  prepMinutes!: number | null;
  cookMinutes!: number | null;
  servings!: number | null;
  favoriteCount!: number;
  authorId!: number;
  cuisineId!: number | null;
  updatedAt!: Date;
  /** Only for admins: ingredient lines that look non-vegan. */
  veganFlags?: VeganFlagDto[];
}

export class RecipePageDto {
  items!: RecipeCardDto[];
  /** All recipes matching the filters. */
  total!: number;
  limit!: number;
  offset!: number;
}

export class MyRecipesPageDto extends RecipePageDto {
  /** Reviews of all the caller's recipes, for the 'Total Views' estimate. */
  totalReviews!: number;
  /** The caller's recipes waiting for review. */
  pendingCount!: number;
}
