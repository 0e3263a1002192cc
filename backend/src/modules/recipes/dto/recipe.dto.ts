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

/** A whole recipe. */
export class RecipeDetailDto extends RecipeCardDto {
  ingredients!: string[];
  instructions!: string[];
  helpfulNotes!: string | null;
  linkToFullRecipe!: string | null;
  galleryImages!: string[];
  prepMinutes!: number | null;
  cookMinutes!: number | null;
  servings!: number | null;
  favoriteCount!: number;
  authorId!: number;
  cuisineId!: number | null;
  updatedAt!: Date;
}

export class RecipePageDto {
  items!: RecipeCardDto[];
  /** All recipes matching the filters. */
  total!: number;
  limit!: number;
  offset!: number;
}
