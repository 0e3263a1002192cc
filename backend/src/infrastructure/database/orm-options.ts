import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/mariadb';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import type { AppConfig } from '../../config/app-config.js';
import { ENTITIES } from './entities.js';
import { ReplicaReadingEntityManager, replicaRoutingDriver } from './read-replicas.js';
import { MIGRATIONS } from './migrations/index.js';

export const DB_CHARSET = 'utf8mb4';
/** Case- and accent-insensitive on MariaDB and MySQL alike ('Jalapeño' matches 'jalapeno'). */
export const DB_COLLATION = 'utf8mb4_unicode_ci';

/** Whether the process reads from DB_REPLICAS (the API); the worker, scripts and tests do not. */
export interface OrmRole {
  readReplicas: boolean;
}

/** The one MikroORM configuration used by the API, the worker, the scripts and the tests. */
export function ormOptions(config: AppConfig, role: OrmRole = { readReplicas: false }): Options {
  const replicas = role.readReplicas ? config.db.replicas : [];
  return defineConfig({
    host: config.db.host,
    port: config.db.port,
    user: config.db.user,
    password: config.db.password,
    dbName: config.db.name,
    charset: DB_CHARSET,
    collate: DB_COLLATION,
    timezone: 'Z',
    entities: ENTITIES,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: {
      migrationsList: MIGRATIONS,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
    // The search index (a Mroonga table and the triggers on recipes that keep it) is written by its
    // migration, not described by entities (Migration20261201000000SearchIndex).
    schemaGenerator: { skipTables: ['recipe_search'], ignoreTriggers: true },
    pool: { min: 0, max: 10 },
    ...(replicas.length > 0 && {
      driver: replicaRoutingDriver(config.db.replicaMaxLagSeconds),
      entityManager: ReplicaReadingEntityManager,
      replicas,
      preferReadReplicas: true,
    }),
    debug: false,
    allowGlobalContext: false,
  });
}
