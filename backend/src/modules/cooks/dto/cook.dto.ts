import { ImageVariantsDto } from '../../images/index.js';

/** How much a cook has shared and how many follow them. */
export class CookCountsDto {
  /** Their approved recipes. */
  recipes!: number;
  /** Reviews they wrote. */
  reviews!: number;
  /** Members following them. */
  followers!: number;
  /** Cooks they follow. */
  following!: number;
}

/** A cook's public profile: never their email. */
export class CookProfileDto {
  id!: number;
  /** First and last name, else 'Home cook'. */
  name!: string;
  /** What they say of themselves, plain text (line ends kept). */
  bio!: string | null;
  /** Their picture, or null for their initial. */
  profileImageUrl!: string | null;
  /** The picture's sizes (empty until the images worker made them, or without a picture). */
  profileImageVariants!: ImageVariantsDto | null;
  /** When they joined. */
  memberSince!: Date;
  counts!: CookCountsDto;
  /** Only for signed-in callers: whether they follow this cook. */
  followedByMe?: boolean;
}

/** The caller's following of a cook after a follow or unfollow. */
export class FollowStateDto {
  /** Whether the caller now follows the cook. */
  following!: boolean;
  /** The cook's followers now. */
  followers!: number;
}
