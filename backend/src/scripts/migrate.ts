import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/mariadb';
import { configOrExit } from '../boot.js';
import { ensureDatabase } from '../infrastructure/database/ensure-database.js';
import { ormOptions } from '../infrastructure/database/orm-options.js';

/** Creates the database when missing and applies pending migrations (a deploy step). */
const config = configOrExit();
await ensureDatabase(config);
const orm = await MikroORM.init(ormOptions(config));
try {
  const applied = await orm.migrator.up();
  console.log(
    applied.length
      ? `Applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}`
      : `Database ${config.db.name} is up to date`,
  );
} finally {
  await orm.close();
}
