import { MikroORM } from '@mikro-orm/mariadb';
import { ensureDatabase, onServer } from '../src/infrastructure/database/ensure-database.js';
import { ormOptions } from '../src/infrastructure/database/orm-options.js';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../src/config/app-config.js';
import { runNode } from './support/processes.js';
import { testConfig } from './test-app.js';

type Execute = (sql: string, params?: unknown[]) => Promise<unknown>;

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

  it('make migration writes nothing while the entities and the migrations agree, and wants a PascalCase name', async () => {
    const dir = join(REPO_ROOT, 'backend/src/infrastructure/database/migrations');
    const before = readdirSync(dir).sort();
    const script = join(REPO_ROOT, 'backend/dist/scripts/make-migration.js');
    const refused = await runNode(script, ['lower case']).exited;
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('NAME must be a word or words in PascalCase');
    const agreed = await runNode(script, ['RecipeNotes']).exited;
    expect(agreed.output).toContain('The entities and the migrations agree: no migration to write.');
    expect(agreed.code).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(before);
  }, 120_000);

  it('create the FULLTEXT index over recipe text with an accent-insensitive collation', async () => {
    const rows = await orm.em
      .getConnection()
      .execute<{ Column_name: string }[]>("show index from recipes where Key_name = 'recipes_search_ft'");
    expect(rows.map((r) => r.Column_name)).toEqual(['title', 'description', 'ingredients', 'tags']);
    const [table] = await orm.em
      .getConnection()
      .execute<{ TABLE_COLLATION: string }[]>(
        "select TABLE_COLLATION from information_schema.tables where table_schema = database() and table_name = 'recipes'",
      );
    expect(table.TABLE_COLLATION).toBe('utf8mb4_unicode_ci');
  });

  /** Runs `fill` on a fresh database migrated up to `to`, then every migration after it, then `check`. */
  async function migrateFrom(
    suffix: string,
    to: string,
    fill: (execute: Execute) => Promise<void>,
    check: (execute: Execute) => Promise<void>,
  ) {
    const config = testConfig({ DB_NAME: `${testConfig().db.name}_${suffix}` });
    await onServer(config, `drop database if exists \`${config.db.name}\``);
    await ensureDatabase(config);
    const old = await MikroORM.init(ormOptions(config));
    const execute: Execute = (sql, params) => old.em.getConnection().execute(sql, params);
    try {
      await old.migrator.up({ to });
      await fill(execute);
      await old.migrator.up();
      await check(execute);
    } finally {
      await old.close();
      await onServer(config, `drop database if exists \`${config.db.name}\``);
    }
  }

  it('rewrite stored emails in their canonical form, leaving one whose canonical form is taken', async () => {
    const insert = 'insert into users (email, created_at, updated_at) values (?, now(3), now(3))';
    await migrateFrom(
      'emails',
      'Migration20261127000000MailOutbox',
      async (execute) => {
        for (const email of [
          'ana@exámple.test',
          'ana@xn--exmple-qta.test',
          'cara@ｅｘａｍｐｌｅ.test',
          'dan@example.test',
          'śec@example.test',
        ]) {
          await execute(insert, [email]);
        }
      },
      async (execute) => {
        const rows = (await execute('select email from users order by id')) as { email: string }[];
        expect(rows.map((row) => row.email)).toEqual([
          'ana@exámple.test',
          'ana@xn--exmple-qta.test',
          'cara@example.test',
          'dan@example.test',
          'śec@example.test',
        ]);
        // Byte for byte now: a look-alike is another key.
        await execute(insert, ['dän@example.test']);
      },
    );
  });

  it("count again the lines today's vegan check flags in every stored recipe", async () => {
    const recipes: [string[], number][] = [
      [['300 g mixed mushrooms, such as oyster and shiitake, torn'], 1],
      [['2 eggs', '1 tbsp honey'], 0],
      [['1 cup oat milk'], 0],
    ];
    await migrateFrom(
      'vegan',
      'Migration20261129000000ContentKeyPerAuthor',
      async (execute) => {
        await execute("insert into users (email, created_at, updated_at) values ('cook@example.test', now(3), now(3))");
        for (const [i, [ingredients, count]] of recipes.entries()) {
          await execute(
            `insert into recipes (author_id, title, description, ingredients, instructions, tags, gallery_images, content_key, vegan_flag_count, created_at, updated_at)
             values (1, ?, 'd', ?, '[]', '[]', '[]', ?, ?, now(3), now(3))`,
            [`Recipe ${i}`, JSON.stringify(ingredients), String(i).padStart(64, '0'), count],
          );
        }
      },
      async (execute) => {
        const rows = (await execute('select vegan_flag_count as count from recipes order by id')) as { count: number }[];
        expect(rows.map((row) => Number(row.count))).toEqual([0, 2, 0]);
      },
    );
  });
});
