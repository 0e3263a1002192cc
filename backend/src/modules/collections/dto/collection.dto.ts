import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { COLLECTION_LIMITS } from '@plantry/shared';
import { IsBoolean, IsInt, IsOptional, IsString, Max, Min, MaxLength } from 'class-validator';
import { EmptyToNull, PlainLine, PlainLines, ToOptionalInt } from '../../../common/dto/normalise.js';
import { RequiredText } from '../../../common/dto/required-text.js';
import { AuthorDto, RecipeCardDto } from '../../recipes/index.js';

const { nameMaxLength, descriptionMaxLength } = COLLECTION_LIMITS;

/** A new collection: its name, what it is for, and whether everyone may see it. */
export class CollectionInputDto {
  /** Plain text on one line, 1 to COLLECTION_LIMITS.nameMaxLength characters once trimmed. */
  @PlainLine()
  @RequiredText('Name', nameMaxLength)
  name!: string;

  /** Plain text (line ends kept), at most COLLECTION_LIMITS.descriptionMaxLength characters; blank or null removes it. */
  @IsOptional()
  @PlainLines()
  @EmptyToNull()
  @IsString({ message: 'Description must be text' })
  @MaxLength(descriptionMaxLength, { message: `Description must be at most ${descriptionMaxLength} characters` })
  description?: string | null;

  /** Public collections are seen by everyone at /collection/{id}; private ones (the default) by their owner only. */
  @IsOptional()
  @IsBoolean({ message: 'isPublic must be true or false' })
  isPublic?: boolean;
}

/** What changes: any of the fields; those left out keep their value. */
export class CollectionChangeDto extends PartialType(CollectionInputDto) {}

/** The caller's collections; with `recipeId`, each says whether it holds that recipe. */
export class CollectionListQueryDto {
  @ApiPropertyOptional({ type: Number, minimum: 1 })
  @IsOptional()
  @ToOptionalInt()
  @IsInt({ message: 'recipeId must be a positive whole number' })
  @Min(1, { message: 'recipeId must be a positive whole number' })
  @Max(4_294_967_295, { message: 'recipeId must be a positive whole number' })
  recipeId?: number;
}

/** A collection as its list shows it. */
export class CollectionSummaryDto {
  id!: number;
  name!: string;
  description!: string | null;
  isPublic!: boolean;
  /** The recipes it holds (the owner's count: recipes they can no longer see included). */
  recipeCount!: number;
  /** The featured image of its newest recipe with one, for a cover. */
  coverImage!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
  /** Whether it holds the recipe asked about (`recipeId`), when one was. */
  containsRecipe?: boolean;
}

/** One collection, as its page shows it. */
export class CollectionDto extends CollectionSummaryDto {
  owner!: AuthorDto;
  /** Whether the caller owns it (and may change it). */
  mine!: boolean;
}

/** A page of a collection's recipes that the caller may see, newest added first. */
export class CollectionRecipePageDto {
  items!: RecipeCardDto[];
  total!: number;
  limit!: number;
  offset!: number;
}

/** Whether the collection holds the recipe now. */
export class CollectionEntryDto {
  containsRecipe!: boolean;
  recipeCount!: number;
}
