import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/mariadb';
import { configOrExit } from '../boot.js';
import { ormOptions } from '../infrastructure/database/orm-options.js';
import { seedDatabase } from '../infrastructure/database/seeders/seed-database.js';
import { createFileStorage } from '../infrastructure/storage/create-storage.js';

/** Seeds cuisines, the development admin, demo cooks and recipes; running it again changes nothing. */
const config = configOrExit();
const orm = await MikroORM.init(ormOptions(config));
try {
  const { recipesCreated } = await seedDatabase(orm.em.fork(), createFileStorage(config), config);
  console.log(recipesCreated ? `Seeded ${recipesCreated} recipe(s)` : `Database ${config.db.name} is already seeded`);
} finally {
  await orm.close();
}
