import { ImageVariantsDto } from '../../images/index.js';

/** The member shown with a review: a display name and avatar, never an email. */
export class ReviewerDto {
  id!: number;
  /** First and last name, else 'Home cook'. */
  name!: string;
  profileImageUrl!: string | null;
}

/** One member's star rating of a recipe, with an optional comment and photos. */
export class ReviewDto {
  id!: number;
  recipeId!: number;
  /** 1 to 5 stars. */
  rating!: number;
  comment!: string | null;
  /** URLs of the photos, in the order they were posted. */
  images!: string[];
  /** Sizes, srcset variants and placeholders of the photos (match them by url). */
  imageVariants!: ImageVariantsDto[];
  createdAt!: Date;
  updatedAt!: Date;
  user!: ReviewerDto;
}

export class ReviewPageDto {
  /** Newest first. */
  items!: ReviewDto[];
  /** All reviews of the recipe. */
  total!: number;
  limit!: number;
  offset!: number;
  /** Only for signed-in callers: their own review of this recipe, or null when they have none. */
  mine?: ReviewDto | null;
}
