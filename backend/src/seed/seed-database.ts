import type { EntityManager } from '@mikro-orm/mariadb';
import type { AppConfig } from '../config/app-config.js';
import type { FileStorage } from '../infrastructure/storage/file-storage.js';
import { SEED_MEMBERS } from './activity.data.js';
import { SEED_AUTHORS } from './recipes.data.js';
import { seedActivity } from './seed-activity.js';
import { seedCuisines } from './seed-cuisines.js';
import { seedRecipes } from './seed-recipes.js';
import { seedAdmin, seedDemoPeople } from './seed-users.js';

export interface SeedReport {
  adminCreated: boolean;
  /** Demo recipes made; production makes none (PRODUCT.md 'Production defaults are safe'). */
  recipesCreated: number;
  /** Demo reviews and favourites added; production adds none. */
  reviewsCreated: number;
  favoritesCreated: number;
  demoContent: boolean;
}

/**
 * The cuisines, the first admin when one is named, and outside production the demo cooks, their
 * recipes, and the demo members' and cooks' reviews and favourites, in one transaction; idempotent.
 */
export async function seedDatabase(em: EntityManager, storage: FileStorage, config: AppConfig): Promise<SeedReport> {
  return em.transactional(async (tx) => {
    const cuisines = await seedCuisines(tx);
    const adminCreated = config.admin ? await seedAdmin(tx, config.admin) : false;
    const demoContent = config.env !== 'production';
    if (!demoContent) return { adminCreated, recipesCreated: 0, reviewsCreated: 0, favoritesCreated: 0, demoContent };
    const cooks = await seedDemoPeople(tx, SEED_AUTHORS, 'home_cook');
    const recipesCreated = await seedRecipes(tx, storage, cooks, cuisines);
    const members = await seedDemoPeople(tx, SEED_MEMBERS, 'registered');
    const activity = await seedActivity(tx, new Map([...cooks, ...members]));
    return { adminCreated, recipesCreated, reviewsCreated: activity.reviews, favoritesCreated: activity.favorites, demoContent };
  });
}
