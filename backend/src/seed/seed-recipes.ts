import type { EntityManager } from '@mikro-orm/mariadb';
import sharp from 'sharp';
import type { Cuisine } from '../modules/cuisines/entities/cuisine.entity.js';
import { StoredImage } from '../modules/images/entities/stored-image.entity.js';
import { imageKeys, writeVariants } from '../modules/images/index.js';
import { RecipeTag } from '../modules/recipes/entities/recipe-tag.entity.js';
import { Recipe } from '../modules/recipes/entities/recipe.entity.js';
import { recipeContentKey } from '../modules/recipes/index.js';
import type { User } from '../modules/users/entities/user.entity.js';
import { renderRecipeIllustration } from './illustration.js';
import type { FileStorage } from '../infrastructure/storage/file-storage.js';
import { SEED_RECIPES, type SeedRecipe } from './recipes.data.js';

const HOUR_MS = 3600_000;

/**
 * The illustration of a seed recipe, stored like an upload (full image, width variants and a
 * record) under a base made from its slug: drawn once, drawn again when its file has gone missing.
 */
async function illustrationUrl(em: EntityManager, recipe: SeedRecipe, storage: FileStorage): Promise<string> {
  const base = `images/seed-${recipe.slug}`;
  const key = imageKeys.full(base);
  const url = storage.publicUrl(key);
  const missing = !(await storage.exists(key));
  if (missing) {
    const image = await renderRecipeIllustration({ seed: recipe.slug, title: recipe.title, ...recipe.art }, { format: 'webp' });
    await storage.put(key, image, 'image/webp');
  }
  if (missing || !(await em.count(StoredImage, { base }))) {
    const full = (await storage.get(key))!;
    const { width = 0, height = 0 } = await sharp(full).metadata();
    const record = { base, url, width, height, ...(await writeVariants(storage, base, full)) };
    await em.upsert(StoredImage, record, { onConflictFields: ['base'] });
  }
  return url;
}

/**
 * The demo recipes, each with a generated illustration. A recipe whose content key exists is
 * skipped, so seeding twice changes nothing in the database; an illustration file that has gone
 * missing is drawn again. Creation dates are spread over the past weeks.
 */
export async function seedRecipes(
  em: EntityManager,
  storage: FileStorage,
  authors: Map<string, User>,
  cuisines: Map<string, Cuisine>,
): Promise<number> {
  const keyed = SEED_RECIPES.map((recipe) => ({ recipe, contentKey: recipeContentKey(recipe.title, recipe.ingredients) }));
  const existing = await em.find(Recipe, { contentKey: { $in: keyed.map((k) => k.contentKey) } }, { fields: ['contentKey'] });
  const known = new Set(existing.map((r) => r.contentKey));
  const now = Date.now();
  let created = 0;
  for (const [index, { recipe, contentKey }] of keyed.entries()) {
    const featuredImage = await illustrationUrl(em, recipe, storage);
    if (known.has(contentKey)) continue;
    const author = authors.get(recipe.author);
    const cuisine = cuisines.get(recipe.cuisine.toLowerCase());
    if (!author || !cuisine) throw new Error(`Seed recipe ${recipe.slug} names an unknown author or cuisine`);
    const { slug: _slug, art: _art, author: _author, cuisine: _cuisine, helpfulNotes, ...fields } = recipe;
    const entity = em.create(Recipe, {
      ...fields,
      helpfulNotes: helpfulNotes ?? null,
      author,
      cuisine,
      contentKey,
      featuredImage,
      isApproved: true,
      createdAt: new Date(now - (SEED_RECIPES.length - index) * 9 * HOUR_MS),
    });
    for (const tag of new Set(recipe.tags)) em.create(RecipeTag, { recipe: entity, tag });
    author.recipeCount += 1;
    cuisine.recipeCount += 1;
    created += 1;
  }
  return created;
}
