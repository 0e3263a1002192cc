import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { LINK_MESSAGES } from '../link-messages.js';

/** The longest address accepted (browsers and servers commonly stop at about 2,000 characters). */
export const LINK_MAX_LENGTH = 2048;

export class RecipeLinkRequestDto {
  @ApiProperty({
    description: "A recipe page's public http(s) address",
    maxLength: LINK_MAX_LENGTH,
    example: 'https://example.com/recipes/lentil-soup',
  })
  @IsString({ message: LINK_MESSAGES.notAWebAddress })
  @MaxLength(LINK_MAX_LENGTH, { message: `The address may be at most ${LINK_MAX_LENGTH} characters long.` })
  url!: string;
}

export class RecipeLinkStartedDto {
  @ApiProperty({ description: 'The link import, to ask for its draft', format: 'uuid' })
  id!: string;
}

/** The draft a recipe page gave, for the recipe editor: the member checks it before sharing. */
export class LinkedRecipeDto {
  @ApiProperty() title!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: [String] }) ingredients!: string[];
  @ApiProperty({ type: [String] }) instructions!: string[];
  @ApiProperty({ type: Number, nullable: true }) prepMinutes!: number | null;
  @ApiProperty({ type: Number, nullable: true }) cookMinutes!: number | null;
  @ApiProperty({ type: Number, nullable: true }) servings!: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The page's cuisine as it names it (the editor picks the cuisine of that name, if there is one)",
  })
  cuisine!: string | null;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ description: "The page's address, for the recipe's 'Full Recipe' link" })
  linkToFullRecipe!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The picture, fetched and stored here for a day' })
  picture!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why the page named a picture that could not be brought over' })
  pictureProblem!: string | null;
}

export const LINK_STATES = ['reading', 'done', 'failed'] as const;

export class RecipeLinkDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: LINK_STATES, enumName: 'RecipeLinkState' }) state!: (typeof LINK_STATES)[number];
  @ApiProperty({ type: String, nullable: true, description: 'Why the page gave no draft (state failed), in words for the member' })
  message!: string | null;
  @ApiProperty({ type: LinkedRecipeDto, nullable: true, description: 'The draft (state done)' })
  recipe!: LinkedRecipeDto | null;
}
