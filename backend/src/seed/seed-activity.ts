import type { EntityManager } from '@mikro-orm/mariadb';
import { createHash } from 'node:crypto';
import { Favorite } from '../modules/favourites/entities/favorite.entity.js';
import { Recipe } from '../modules/recipes/entities/recipe.entity.js';
import { moveFavoriteCounts, recipeContentKey, setRatings } from '../modules/recipes/index.js';
import { Review } from '../modules/reviews/entities/review.entity.js';
import { reviewRatings } from '../modules/reviews/index.js';
import type { User } from '../modules/users/entities/user.entity.js';
import { COMMENTS_BY_STARS, COMMENTS_BY_TAG, STAR_WEIGHTS } from './activity.data.js';
import { SEED_RECIPES, type SeedRecipe } from './recipes.data.js';

type Stars = keyof typeof STAR_WEIGHTS;

/** How many reviews a recipe gets, one entry drawn per recipe: many get a few, some none, some many. */
const REVIEW_COUNTS = [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 4, 5, 6, 8];
/** A review without a comment (stars only), and a good review with a line about the recipe's tag. */
const STARS_ONLY = 0.15;
const TAG_LINE = 0.5;
/** Whether a reviewer also saves the recipe, by their stars; and someone who did not review it. */
const SAVES: Readonly<Record<Stars, number>> = { 5: 0.6, 4: 0.3, 3: 0.05, 2: 0, 1: 0 };
const SAVES_UNREVIEWED = 0.08;

/** A number in [0, 1) fixed by the key, so that every seed of every instance plans the same activity. */
function chance(...key: string[]): number {
  return createHash('sha256').update(key.join(':')).digest().readUInt32BE(0) / 2 ** 32;
}

const pick = <T>(items: readonly T[], at: number): T => items[Math.floor(at * items.length)];

/** The line `at` picks, or the next one not yet `used` on this recipe (so two reviews of a dish never say the same). */
function fresh(lines: readonly string[], at: number, used: Set<string>): string {
  const start = Math.floor(at * lines.length);
  const line = lines.map((_, step) => lines[(start + step) % lines.length]).find((candidate) => !used.has(candidate)) ?? lines[start];
  used.add(line);
  return line;
}

function stars(at: number): Stars {
  let left = at * 100;
  for (const star of [5, 4, 3, 2, 1] as const) {
    left -= STAR_WEIGHTS[star];
    if (left < 0) return star;
  }
  return 1;
}

function comment(recipe: SeedRecipe, person: string, rating: Stars, used: Set<string>): string | null {
  if (chance(recipe.slug, person, 'stars only') < STARS_ONLY) return null;
  const sentence = fresh(COMMENTS_BY_STARS[rating], chance(recipe.slug, person, 'comment'), used);
  const tagLines = recipe.tags.flatMap((tag) => COMMENTS_BY_TAG[tag] ?? []);
  if (rating < 4 || tagLines.length === 0 || chance(recipe.slug, person, 'tag') >= TAG_LINE) return sentence;
  return `${sentence} ${fresh(tagLines, chance(recipe.slug, person, 'tag line'), used)}`;
}

interface PlannedReview {
  rating: Stars;
  comment: string | null;
}

/** What each demo person does with a seed recipe they did not write: a review, a favourite, both or nothing. */
function plan(recipe: SeedRecipe, people: readonly string[]): Map<string, { review?: PlannedReview; saved: boolean }> {
  const others = people
    .filter((key) => key !== recipe.author)
    .sort((a, b) => chance(recipe.slug, a, 'order') - chance(recipe.slug, b, 'order'));
  const reviewers = new Set(others.slice(0, pick(REVIEW_COUNTS, chance(recipe.slug, 'reviews'))));
  const used = new Set<string>();
  return new Map(
    others.map((person) => {
      if (!reviewers.has(person)) return [person, { saved: chance(recipe.slug, person, 'saves') < SAVES_UNREVIEWED }];
      const rating = stars(chance(recipe.slug, person, 'stars'));
      return [
        person,
        { review: { rating, comment: comment(recipe, person, rating, used) }, saved: chance(recipe.slug, person, 'saves') < SAVES[rating] },
      ];
    }),
  );
}

/**
 * Believable activity on the seed recipes from the demo people (cooks and members): reviews with
 * stars and short comments, unevenly spread, and favourites; never on a person's own recipe. What
 * exists already is left alone, so seeding twice adds nothing. The recipes' ratings and favourite
 * counts are then set by the same statements the app runs after a member's review or favourite.
 * Answers how many reviews and favourites were added.
 */
export async function seedActivity(em: EntityManager, people: ReadonlyMap<string, User>): Promise<{ reviews: number; favorites: number }> {
  await em.flush();
  const byKey = new Map(SEED_RECIPES.map((recipe) => [recipeContentKey(recipe.title, recipe.ingredients), recipe]));
  const users = [...people.values()];
  const recipes = await em.find(Recipe, { contentKey: { $in: [...byKey.keys()] }, author: { $in: users }, isApproved: true });
  const done = async (entity: typeof Review | typeof Favorite) =>
    new Set((await em.find(entity, { recipe: { $in: recipes }, user: { $in: users } })).map((row) => `${row.recipe.id}:${row.user.id}`));
  const [reviewed, saved] = [await done(Review), await done(Favorite)];
  const rated = new Set<number>();
  let reviews = 0;
  const savedPerRecipe = new Map<number, number>();
  const now = Date.now();
  for (const recipe of recipes) {
    const seed = byKey.get(recipe.contentKey)!;
    if (people.get(seed.author)?.id !== recipe.author.id) continue;
    for (const [key, activity] of plan(seed, [...people.keys()])) {
      const user = people.get(key)!;
      const pair = `${recipe.id}:${user.id}`;
      const createdAt = new Date(
        recipe.createdAt.getTime() + (now - recipe.createdAt.getTime()) * (0.1 + 0.85 * chance(seed.slug, key, 'when')),
      );
      if (activity.review && !reviewed.has(pair)) {
        em.create(Review, { recipe, user, ...activity.review, createdAt, updatedAt: createdAt });
        rated.add(recipe.id);
        reviews += 1;
      }
      if (activity.saved && !saved.has(pair)) {
        em.create(Favorite, { recipe, user, createdAt });
        savedPerRecipe.set(recipe.id, (savedPerRecipe.get(recipe.id) ?? 0) + 1);
      }
    }
  }
  await em.flush();
  await setRatings(em, await reviewRatings(em, [...rated]));
  for (const [recipeId, count] of savedPerRecipe) await moveFavoriteCounts(em, [recipeId], count);
  return { reviews, favorites: [...savedPerRecipe.values()].reduce((sum, n) => sum + n, 0) };
}
