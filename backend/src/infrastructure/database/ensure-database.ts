import { MikroORM } from '@mikro-orm/mariadb';
import type { AppConfig } from '../../config/app-config.js';
import { DB_CHARSET, DB_COLLATION, ormOptions } from './orm-options.js';

/** Runs SQL on the server itself (not in the configured database, which may not exist yet). */
export async function onServer(config: AppConfig, sql: string): Promise<void> {
  const server = await MikroORM.init({
    ...ormOptions(config),
    dbName: 'information_schema',
    entities: [],
    discovery: { warnWhenNoEntities: false },
  });
  try {
    await server.em.getConnection().execute(sql);
  } finally {
    await server.close();
  }
}

/** Creates the configured database with the product's charset and collation if it is missing. */
export function ensureDatabase(config: AppConfig): Promise<void> {
  return onServer(config, `create database if not exists \`${config.db.name}\` character set ${DB_CHARSET} collate ${DB_COLLATION}`);
}
