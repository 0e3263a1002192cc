import { ImageVariantsDto } from '../../images/index.js';

/** The member shown with a review: a display name and avatar, never an email. */
export class ReviewerDto {
  id!: number;
  /** First and last name, else 'Home cook'. */
  name!: string;
  profileImageUrl!: string | null;
}

/** An answer to a review by the recipe's author or an admin. */
export class ReviewReplyDto {
  id!: number;
  reviewId!: number;
  /** Plain text, line ends kept. */
  body!: string;
  createdAt!: Date;
  updatedAt!: Date;
  user!: ReviewerDto;
  /** Written by the recipe's author (else by an admin). */
  fromAuthor!: boolean;
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
  /** Members who marked it helpful. */
  helpfulCount!: number;
  /** Only for signed-in callers: whether they marked it helpful. */
  markedHelpful?: boolean;
  /** Answers by the recipe's author or admins, oldest first. */
  replies!: ReviewReplyDto[];
  /** Hidden by moderation: shown to its writer only (as `mine`), in no list and not in the rating. */
  hidden!: boolean;
}

export class ReviewPageDto {
  /** Newest first, or most helpful first (sortBy). */
  items!: ReviewDto[];
  /** All reviews of the recipe. */
  total!: number;
  limit!: number;
  offset!: number;
  /** Only for signed-in callers: their own review of this recipe, or null when they have none. */
  mine?: ReviewDto | null;
}
