import { MikroORM } from '@mikro-orm/mariadb';
import { ensureDatabase, onServer } from '../src/infrastructure/database/ensure-database.js';
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

  it('rewrite stored emails in their canonical form, leaving one whose canonical form is taken', async () => {
    const config = testConfig({ DB_NAME: `${testConfig().db.name}_emails` });
    await onServer(config, `drop database if exists \`${config.db.name}\``);
    await ensureDatabase(config);
    const old = await MikroORM.init(ormOptions(config));
    try {
      await old.migrator.up({ to: 'Migration20261127000000MailOutbox' });
      const insert = 'insert into users (email, created_at, updated_at) values (?, now(3), now(3))';
      for (const email of ['ana@exámple.test', 'ana@xn--exmple-qta.test', 'cara@ｅｘａｍｐｌｅ.test', 'dan@example.test', 'śec@example.test']) {
        await old.em.getConnection().execute(insert, [email]);
      }
      await old.migrator.up();
      const rows = await old.em.getConnection().execute<{ email: string }[]>('select email from users order by id');
      expect(rows.map((row) => row.email)).toEqual(['ana@exámple.test', 'ana@xn--exmple-qta.test', 'cara@example.test', 'dan@example.test', 'śec@example.test']);
      // Byte for byte now: a look-alike is another key.
      await old.em.getConnection().execute(insert, ['dän@example.test']);
    } finally {
      await old.close();
      await onServer(config, `drop database if exists \`${config.db.name}\``);
    }
  });
});
