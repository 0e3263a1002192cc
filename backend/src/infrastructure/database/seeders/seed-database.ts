import type { EntityManager } from '@mikro-orm/mariadb';
import type { AppConfig } from '../../../config/app-config.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { seedCuisines } from './seed-cuisines.js';
import { seedRecipes } from './seed-recipes.js';
import { seedUsers } from './seed-users.js';

export interface SeedReport {
  recipesCreated: number;
}

/** Cuisines, the development admin, demo cooks and demo recipes, in one transaction; idempotent. */
export async function seedDatabase(em: EntityManager, storage: FileStorage, config: AppConfig): Promise<SeedReport> {
  return em.transactional(async (tx) => {
    const cuisines = await seedCuisines(tx);
    const authors = await seedUsers(tx, config.admin);
    const recipesCreated = await seedRecipes(tx, storage, authors, cuisines);
    return { recipesCreated };
  });
}
