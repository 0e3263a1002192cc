import { FREE_FROM_KEYS, type FreeFromKey } from '@plantry/shared';
import { ApiProperty } from '@nestjs/swagger';
import { ImageVariantsDto } from '../../images/index.js';
import { NutritionDto } from './nutrition.dto.js';

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
  /** Prep plus cook time in minutes (either may be unknown); null when neither is known. */
  totalMinutes!: number | null;
  author!: AuthorDto;
  createdAt!: Date;
  isApproved!: boolean;
  /** Only for signed-in callers: whether the recipe is in their favourites. */
  isFavorite?: boolean;
  /** Only in lists asked with `have` ("What can I cook?"): its ingredient lines none of the foods given satisfies, as read. */
  missing?: string[];
}

/** An ingredient line that looks non-vegan. */
export class VeganFlagDto {
  /** Position of the line in ingredients, from 0. */
  index!: number;
  line!: string;
  /** The non-vegan word found, e.g. 'honey'. */
  term!: string;
}

/** An ingredient line as written, and what it says: for scaling, converting and shopping. */
export class IngredientLineDto {
  /** The line as written (trimmed): a line that cannot be read is shown as it is. */
  text!: string;
  /** A heading of the lines after it ('For the sauce:'), not an ingredient. */
  isGroup!: boolean;
  /** How much (1.5 for '1 ½', 0.333… for '1/3'); null when the line gives no amount ('salt to taste'). */
  quantity!: number | null;
  /** The upper end of a range ('2-3', '2 to 3', '2 or 3'), else null. */
  quantity2!: number | null;
  /** The unit, one name for all its spellings and plurals ('cup', 'tablespoon', 'gram', 'fluid ounce', 'can', 'clove'); null for a count ('2 onions'). */
  unit!: string | null;
  /** What is measured ('rolled oats'); the whole line when it cannot be read. */
  name!: string;
  /** How it is prepared or used ('divided', 'finely chopped', 'to taste', '400 g'), else null. */
  note!: string | null;
  /** True when the recipe's author corrected this reading in the editor. */
  corrected?: boolean;
}

/** A whole recipe. */
export class RecipeDetailDto extends RecipeCardDto {
  ingredients!: string[];
  /** The ingredients read line by line, in the same order as `ingredients`. */
  ingredientLines!: IngredientLineDto[];
  /** What the recipe is free from: derived from its ingredient lines, as its author corrected it. */
  @ApiProperty({ enum: FREE_FROM_KEYS, enumName: 'FreeFromKey', isArray: true })
  freeFrom!: FreeFromKey[];
  /** Nutrition per serving from the ingredient lines, with how many lines it covers (docs/decisions/nutrition.md). */
  nutrition!: NutritionDto;
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

/** How many recipes a list would hold with one free-from key added. */
export class FreeFromCountDto {
  @ApiProperty({ enum: FREE_FROM_KEYS, enumName: 'FreeFromKey' })
  key!: FreeFromKey;
  recipes!: number;
}

export class PantryFoodDto {
  /** A food as lines store it ('chickpea', 'brown rice'): what `have` takes. */
  food!: string;
  /** How many recipes have a line of it. */
  recipes!: number;
}

export class PantryFoodsDto {
  /** The foods most recipes have lines of, most first (staples never count). */
  foods!: PantryFoodDto[];
}

export class FreeFromCountsDto {
  /** One for each key, in the order of FREE_FROM_KEYS. */
  counts!: FreeFromCountDto[];
}
