import { MikroORM } from '@mikro-orm/mariadb';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import { testConfig } from './test-app.js';

describe('migrations', () => {
  let orm: MikroORM;
  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(testConfig()));
  });
  afterAll(() => orm.close());

  it('are all applied, and applying again does nothing', async () => {
    expect(await orm.migrator.getPending()).toEqual([]);
    expect(await orm.migrator.up()).toEqual([]);
  });

  it('create exactly the schema the entities describe', async () => {
    const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.replace(/set names \w+;/, '').trim()).toBe('');
  });

  it('create the FULLTEXT index over recipe text with an accent-insensitive collation', async () => {
    const rows = await orm.em.getConnection().execute<{ Column_name: string }[]>(
      "show index from recipes where Key_name = 'recipes_search_ft'",
    );
    expect(rows.map((r) => r.Column_name)).toEqual(['title', 'description', 'ingredients', 'tags']);
    const [table] = await orm.em.getConnection().execute<{ TABLE_COLLATION: string }[]>(
      "select TABLE_COLLATION from information_schema.tables where table_schema = database() and table_name = 'recipes'",
    );
    expect(table.TABLE_COLLATION).toBe('utf8mb4_unicode_ci');
  });
});
