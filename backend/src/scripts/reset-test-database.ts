import 'reflect-metadata';
import { configOrExit } from '../boot.js';
import { ensureDatabase, onServer } from '../infrastructure/database/ensure-database.js';

/** Drops and re-creates a *_test database, so that a test run starts from nothing but the seed. */
const config = configOrExit();
if (!config.db.name.endsWith('_test')) {
  console.error(`Refusing to reset ${config.db.name}: only *_test databases are reset`);
  process.exit(1);
}
await onServer(config, `drop database if exists \`${config.db.name}\``);
await ensureDatabase(config);
console.log(`Database ${config.db.name} is empty`);
