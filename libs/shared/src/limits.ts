/** Business constants shared by API and screens (SPEC.md section 9, PRODUCT.md). */
export const PAGE_SIZE_DEFAULT = 24;
export const PAGE_SIZE_MAX = 100;
export const CAROUSEL_MAX = 8;
export const NOTIFICATION_DURATION_SECONDS = 5;
export const PRODUCT_NAME = 'Plantry';
/** The home page's title, in the server's head and kept by the app once it loads. */
export const HOME_TITLE = `${PRODUCT_NAME} — Discover Amazing Vegan Recipes`;

/**
 * Sorts of recipe lists; 'relevance' applies when searching, 'featured' is the home page's
 * Featured row (docs/decisions/catalogue.md 'Featured recipes'), 'trending' its Trending row
 * (docs/decisions/community.md 'Trending').
 */
export const RECIPE_SORTS = ['newest', 'rating', 'popular', 'relevance', 'featured', 'trending'] as const;

/** What makes a recipe trend: its recent saves and reviews, each fading with age, times its Bayesian rating. */
/** The admin dashboard's trends: this many weeks, the current one last. */
export const ADMIN_TRENDS = { weeks: 12 } as const;

export const TRENDING = {
  /** Saves and reviews older than this do not count. */
  windowDays: 14,
  /** A save or review counts e^(−age / this many days): 1 now, 0.37 after a week, 0.14 after two. */
  fadeDays: 7,
  /** A review counts as much as this many saves. */
  reviewWeight: 2,
  /** How often the worker sets the scores afresh. */
  everyMinutes: 10,
} as const;
export type RecipeSort = (typeof RECIPE_SORTS)[number];
export const SEARCH_MAX_LENGTH = 200;
export const TAGS_FILTER_MAX = 10;
export const POPULAR_BADGE_MIN_RECIPES = 20;

/** Sorts of the My Recipes screen. */
export const MY_RECIPE_SORTS = ['newest', 'oldest', 'rating'] as const;
export type MyRecipeSort = (typeof MY_RECIPE_SORTS)[number];

/** Sizes of what a recipe may hold; the forms and the API check the same numbers. */
export const RECIPE_LIMITS = {
  titleMax: 200,
  descriptionMax: 2000,
  /** Ingredients or instruction steps. */
  listItemsMax: 100,
  listItemMax: 1000,
  helpfulNotesMax: 5000,
  linkMax: 500,
  tagsMax: 20,
  tagMax: 40,
  minutesMax: 2880,
  servingsMax: 100,
} as const;

/**
 * The time filter of recipe lists (`maxMinutes`): a recipe's total time is its prep plus cook time
 * (either may be unknown; with both unknown it matches no time filter). The API takes any whole
 * number up to the longest total a recipe can have; Browse and Advanced Search offer these.
 */
export const TOTAL_MINUTES_MAX = 2 * RECIPE_LIMITS.minutesMax;
export const TIME_FILTER_CHOICES = [15, 30, 60] as const;

/** A recipe's total time: prep plus cook, null when neither is known. */
export function totalMinutes(prepMinutes: number | null | undefined, cookMinutes: number | null | undefined): number | null {
  if (prepMinutes == null && cookMinutes == null) return null;
  return (prepMinutes ?? 0) + (cookMinutes ?? 0);
}

/** PRODUCT.md 'Images': what an upload may be, and the widths the worker makes. */
export const REVIEW_LIMITS = {
  commentMax: 2000,
  /** Characters of a reply to a review. */
  replyMax: 1000,
} as const;

export const IMAGE_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
  /** All the photos of one upload together: bytes, and pixels (about twelve 12-megapixel phone photos). */
  requestMaxBytes: 40 * 1024 * 1024,
  requestMaxPixels: 150_000_000,
  /** A recipe's featured image plus its gallery. */
  recipeImagesMax: 11,
  galleryImagesMax: 10,
  reviewImagesMax: 5,
  /** The stored 'full' image is at most this wide or tall. */
  fullMaxEdge: 2000,
  /** Widths of the WebP variants (narrower images only); 960 serves phones, whose cards and recipe pictures need about 720 pixels. */
  variantWidths: [320, 640, 960, 1280],
} as const;

/**
 * How wide pictures are shown at each screen width (the `sizes` of their srcset), for the pages and
 * for the server's preload of a page's first picture, which must name the same to be used.
 */
export const IMAGE_SIZES = {
  /** A recipe card: RecipeGrid and the carousels show 1, 2, 3, then 4 columns. */
  card: '(min-width: 1200px) 300px, (min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw',
  /** The featured picture of a recipe page. */
  recipe: '(min-width: 1200px) 600px, (min-width: 992px) 50vw, 100vw',
} as const;

/** CSV import (PRODUCT.md 'CSV import'): the largest file, and how much of a report the screen shows. */
export const IMPORT_LIMITS = {
  maxBytes: 100 * 1024 * 1024,
  /** Problems kept per import (rows beyond are counted, not described). */
  problemsKept: 10_000,
  /** Problems sent with an import's status; the rest are in its CSV download. */
  problemsShown: 100,
  /** The start of a file the screen sends for its preview. */
  previewBytes: 256 * 1024,
  previewRows: 5,
  /** Imports listed in the history. */
  historySize: 20,
} as const;

/** The states of an import, in order. */
export const IMPORT_STATES = ['queued', 'running', 'completed', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** SPEC.md section 9: My Recipes' 'Total Views' is an estimate, ten views a review. */
export function estimatedViews(reviewCount: number): number {
  return reviewCount * 10;
}

/**
 * Browse's first page without filters: what the app asks for on /browse (frontend recipeFilters)
 * and what the server writes into that page for visitors (backend seo), so the two must agree.
 */
export const BROWSE_FIRST_PAGE = { isApproved: true, sortBy: 'newest', limit: PAGE_SIZE_DEFAULT, offset: 0 } as const;

/** Both home pages ask for 10 recipes a carousel and show at most CAROUSEL_MAX (SPEC.md sections 7 and 9). */
const SHOWCASE_REQUEST = 10;

/**
 * What the home pages' carousels ask for: the app (frontend showcaseQueries) and the server, which
 * writes the answers into the visitor home (backend seo), so the two must agree.
 */
export const HOME_QUERIES = {
  featuredRecipes: { isApproved: true, sortBy: 'featured', limit: SHOWCASE_REQUEST, offset: 0 },
  latestRecipes: { isApproved: true, sortBy: 'newest', limit: SHOWCASE_REQUEST, offset: 0 },
  trendingRecipes: { isApproved: true, sortBy: 'trending', limit: SHOWCASE_REQUEST, offset: 0 },
  popularCuisines: { limit: 12 },
} as const;

/** "What can I cook?" (issue 22): what a visitor may say they have, and how many missing ingredients a result may have. */
export const PANTRY = {
  /** Foods in one `have` list. */
  haveMax: 30,
  /** Characters of one food. */
  foodMaxLength: 60,
  /** The highest `maxMissing`. */
  maxMissingMax: 10,
  /** `maxMissing` when not given. */
  maxMissingDefault: 3,
} as const;

/** Cook profiles and following (issue 23, docs/decisions/community.md). */
export const COOK_LIMITS = {
  /** Characters of a profile's bio. */
  bioMaxLength: 300,
  /** Cooks one member may follow: the Following feed reads the recipes of all of them. */
  followingMax: 1000,
} as const;

/** Members' named collections of recipes, public or private (issue 23, docs/decisions/community.md). */
export const COLLECTION_LIMITS = {
  /** Characters of a collection's name. */
  nameMaxLength: 80,
  /** Characters of its description. */
  descriptionMaxLength: 300,
  /** Collections one member may keep. */
  perMember: 100,
  /** Recipes one collection may hold. */
  recipesMax: 500,
} as const;

/**
 * What members are told of (issue 23, docs/decisions/community.md): a review of their recipe, a
 * reply to their review, a new follower, their recipe approved, or hidden (sent back to review).
 */
export const NOTIFICATION_KINDS = ['review', 'reply', 'follower', 'approved', 'hidden'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The first page of a collection's recipes, as its page asks for it (and a visitor's page holds it). */
export const COLLECTION_FIRST_PAGE = { limit: PAGE_SIZE_DEFAULT, offset: 0 } as const;

/** How a recipe's reviews may be sorted: newest first, or most marked helpful first. */
export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** How a cook's profile may sort their recipes. */
export const COOK_RECIPE_SORTS = ['newest', 'rating', 'popular'] as const;
export type CookRecipeSort = (typeof COOK_RECIPE_SORTS)[number];
