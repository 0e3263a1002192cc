import { MikroORM } from '@mikro-orm/mariadb';
import type { AppConfig } from '../../config/app-config.js';
import { DB_CHARSET, DB_COLLATION, ormOptions } from './orm-options.js';

/** Creates the configured database with the product's charset and collation if it is missing. */
export async function ensureDatabase(config: AppConfig): Promise<void> {
  const server = await MikroORM.init({ ...ormOptions(config), dbName: 'information_schema', entities: [], discovery: { warnWhenNoEntities: false } });
  try {
    await server.em
      .getConnection()
      .execute(`create database if not exists \`${config.db.name}\` character set ${DB_CHARSET} collate ${DB_COLLATION}`);
  } finally {
    await server.close();
  }
}
