import { Migration } from '@mikro-orm/migrations';

/** What the search index holds of an approved recipe (`row` is NEW in a trigger). */
const VALUES = (row: string) =>
  `(${row}.id, coalesce(${row}.cuisine_id, 0), ${row}.created_at, ${row}.title, concat_ws(' ', ${row}.title, ${row}.description, ${row}.ingredients, ${row}.tags))`;
const COLUMNS = '(id, cuisine_id, created_at, title, doc)';
/** Whether an update changed what the index holds. */
const SEARCHED_CHANGED = ['title', 'description', 'ingredients', 'tags', 'cuisine_id', 'created_at']
  .map((column) => `not (old.${column} <=> new.${column})`)
  .join(' or ');

/**
 * The search index (docs/decisions/catalogue.md, "Search engine"): the approved recipes' searched
 * text in a Mroonga table (the Groonga full-text engine inside MariaDB, Debian's
 * mariadb-plugin-mroonga, which `make services` installs and loads), kept by triggers on recipes,
 * so that every way a recipe is written (the site, the import, the seed, the benchmark's data)
 * keeps it (and a member's or a cuisine's deletion, which foreign keys carry out without
 * triggers). Mroonga counts and ranks a common word's 30,000 matches in milliseconds where InnoDB's
 * FULLTEXT took half a second. The title is in `doc` too, so that one index serves both the
 * search and its count; `title` has its own full-text index for the title matches, and a plain one
 * for the recipe titled exactly what was typed.
 */
export class Migration20261201000000SearchIndex extends Migration {
  override async up(): Promise<void> {
    // Where MariaDB has no Mroonga (the official Docker image), search stays on FULLTEXT alone.
    const [engine] = await this.execute("select support from information_schema.engines where engine = 'Mroonga'");
    if (!engine || !['YES', 'DEFAULT'].includes(String(engine.support))) return;
    this.addSql(`create table recipe_search (
      id int unsigned not null primary key,
      cuisine_id int unsigned not null default 0,
      created_at datetime(3) not null,
      title varchar(200) not null,
      doc longtext not null,
      fulltext key recipe_search_doc (doc),
      fulltext key recipe_search_title (title),
      key recipe_search_title_key (title),
      key recipe_search_cuisine (cuisine_id)
    ) engine=Mroonga default charset=utf8mb4 collate=utf8mb4_unicode_ci`);
    this.addSql(
      `insert into recipe_search ${COLUMNS} select r.id, coalesce(r.cuisine_id, 0), r.created_at, r.title, concat_ws(' ', r.title, r.description, r.ingredients, r.tags) from recipes r where r.is_approved = 1`,
    );
    this.addSql(`create trigger recipes_search_insert after insert on recipes for each row
      if new.is_approved = 1 then replace into recipe_search ${COLUMNS} values ${VALUES('new')}; end if`);
    this.addSql(`create trigger recipes_search_update after update on recipes for each row
      if new.is_approved <> 1 then delete from recipe_search where id = old.id;
      elseif old.is_approved <> 1 or ${SEARCHED_CHANGED} then replace into recipe_search ${COLUMNS} values ${VALUES('new')};
      end if`);
    this.addSql('create trigger recipes_search_delete after delete on recipes for each row delete from recipe_search where id = old.id');
    // Foreign keys' own actions fire no trigger: a member's recipes deleted with them, a cuisine's
    // recipes left without one. Mroonga keeps no NULL: no cuisine is 0.
    this.addSql(
      'create trigger users_search_delete before delete on users for each row delete from recipe_search where id in (select id from recipes where author_id = old.id)',
    );
    this.addSql(
      'create trigger cuisines_search_delete before delete on cuisines for each row update recipe_search set cuisine_id = 0 where cuisine_id = old.id',
    );
  }

  override down(): void {
    for (const trigger of [
      'cuisines_search_delete',
      'users_search_delete',
      'recipes_search_delete',
      'recipes_search_update',
      'recipes_search_insert',
    ]) {
      this.addSql(`drop trigger if exists ${trigger}`);
    }
    this.addSql('drop table if exists recipe_search');
  }
}
