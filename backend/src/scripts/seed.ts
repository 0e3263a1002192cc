import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/mariadb';
import { configOrExit } from '../boot.js';
import { ormOptions } from '../infrastructure/database/orm-options.js';
import { seedDatabase } from '../seed/seed-database.js';
import { createFileStorage } from '../infrastructure/storage/create-storage.js';

/**
 * Seeds the cuisines and the first admin, and outside production the demo cooks and recipes and
 * the demo people's reviews and favourites; running it again changes nothing.
 */
const config = configOrExit();
const orm = await MikroORM.init(ormOptions(config));
try {
  const report = await seedDatabase(orm.em.fork(), createFileStorage(config), config);
  if (report.adminCreated) console.log(`Created the admin ${config.admin!.email}`);
  if (!config.admin) console.log('No admin named (ADMIN_EMAIL and ADMIN_PASSWORD): none created');
  if (!report.demoContent) console.log('Production: no demo content');
  else if (report.recipesCreated + report.reviewsCreated + report.favoritesCreated === 0)
    console.log(`Database ${config.db.name} is already seeded`);
  else
    console.log(
      `Seeded ${report.recipesCreated} recipe(s), ${report.reviewsCreated} review(s) and ${report.favoritesCreated} favourite(s)`,
    );
} finally {
  await orm.close();
}
