import { IsInt, Max, Min } from 'class-validator';
import { RecipeCardDto } from '../../recipes/index.js';

export class AddFavoriteDto {
  /** The recipe to save. */
  @IsInt({ message: 'recipeId must be a positive whole number' })
  @Min(1, { message: 'recipeId must be a positive whole number' })
  @Max(4_294_967_295, { message: 'recipeId must be a positive whole number' })
  recipeId!: number;
}

export class FavoriteStatusDto {
  isFavorite!: boolean;
}

/** One saved recipe: when it was saved, and its card. */
export class FavoriteDto {
  id!: number;
  createdAt!: Date;
  recipe!: RecipeCardDto;
}

export class FavoritePageDto {
  items!: FavoriteDto[];
  /** All of the member's favourites that they can see. */
  total!: number;
  limit!: number;
  offset!: number;
}
