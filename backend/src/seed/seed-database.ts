import type { EntityManager } from '@mikro-orm/mariadb';
import type { AppConfig } from '../config/app-config.js';
import type { FileStorage } from '../infrastructure/storage/file-storage.js';
import { seedCuisines } from './seed-cuisines.js';
import { seedRecipes } from './seed-recipes.js';
import { seedAdmin, seedDemoCooks } from './seed-users.js';

export interface SeedReport {
  adminCreated: boolean;
  /** Demo recipes made; production makes none (PRODUCT.md 'Production defaults are safe'). */
  recipesCreated: number;
  demoContent: boolean;
}

/**
 * The cuisines, the first admin when one is named, and outside production the demo cooks and
 * their recipes, in one transaction; idempotent.
 */
export async function seedDatabase(em: EntityManager, storage: FileStorage, config: AppConfig): Promise<SeedReport> {
  return em.transactional(async (tx) => {
    const cuisines = await seedCuisines(tx);
    const adminCreated = config.admin ? await seedAdmin(tx, config.admin) : false;
    const demoContent = config.env !== 'production';
    const recipesCreated = demoContent ? await seedRecipes(tx, storage, await seedDemoCooks(tx), cuisines) : 0;
    return { adminCreated, recipesCreated, demoContent };
  });
}
