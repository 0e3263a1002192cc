import { Migration } from '@mikro-orm/migrations';

/** The word that says a recipe's cuisine in its indexed text (0: none); keep in step with recipe-search-index.ts. */
const CUISINE_WORD = (cuisineId: string) => `concat('plantrycuisine', ${cuisineId})`;
/** The indexed text of a recipe (`row` is NEW in a trigger): its cuisine's word, then its searched text. */
const DOC = (row: string, cuisineWord = CUISINE_WORD(`coalesce(${row}.cuisine_id, 0)`)) =>
  `concat_ws(' ', ${cuisineWord}, ${row}.title, ${row}.description, ${row}.ingredients, ${row}.tags)`;
const OLD_DOC = (row: string) => `concat_ws(' ', ${row}.title, ${row}.description, ${row}.ingredients, ${row}.tags)`;
const COLUMNS = '(id, cuisine_id, created_at, title, doc)';
const SEARCHED_CHANGED = ['title', 'description', 'ingredients', 'tags', 'cuisine_id', 'created_at']
  .map((column) => `not (old.${column} <=> new.${column})`)
  .join(' or ');

/** The triggers on recipes that keep the index, writing `doc` as given. */
function recipeTriggers(doc: (row: string) => string): string[] {
  const values = `(new.id, coalesce(new.cuisine_id, 0), new.created_at, new.title, ${doc('new')})`;
  return [
    'drop trigger if exists recipes_search_insert',
    'drop trigger if exists recipes_search_update',
    `create trigger recipes_search_insert after insert on recipes for each row
      if new.is_approved = 1 then replace into recipe_search ${COLUMNS} values ${values}; end if`,
    `create trigger recipes_search_update after update on recipes for each row
      if new.is_approved <> 1 then delete from recipe_search where id = old.id;
      elseif old.is_approved <> 1 or ${SEARCHED_CHANGED} then replace into recipe_search ${COLUMNS} values ${values};
      end if`,
  ];
}

/**
 * A recipe's cuisine becomes a word of its indexed text (`plantrycuisine12`, looked for as a
 * phrase: Mroonga's tokenizer splits letters from digits), so that a search within a cuisine is
 * one MATCH, which Mroonga counts and ranks off its index, instead of every match of the words
 * read to check its cuisine: 0.36 s for a word in 35,000 of 1,000,000 recipes. Only where the
 * search index is (Migration20261201000000SearchIndex).
 */
export class Migration20261202000000SearchCuisine extends Migration {
  private async hasIndex(): Promise<boolean> {
    const rows = await this.execute("select 1 from information_schema.tables where table_schema = database() and table_name = 'recipe_search'");
    return rows.length > 0;
  }

  override async up(): Promise<void> {
    if (!(await this.hasIndex())) return;
    for (const sql of recipeTriggers((row) => DOC(row))) this.addSql(sql);
    // A deleted cuisine's recipes are left without one (a foreign key's action, which fires no trigger).
    this.addSql('drop trigger if exists cuisines_search_delete');
    this.addSql(`create trigger cuisines_search_delete before delete on cuisines for each row
      update recipe_search s join recipes r on r.id = s.id set s.cuisine_id = 0, s.doc = ${DOC('r', CUISINE_WORD('0'))} where s.cuisine_id = old.id`);
    this.addSql(`update recipe_search s join recipes r on r.id = s.id set s.doc = ${DOC('r', CUISINE_WORD('s.cuisine_id'))}`);
  }

  override async down(): Promise<void> {
    if (!(await this.hasIndex())) return;
    for (const sql of recipeTriggers(OLD_DOC)) this.addSql(sql);
    this.addSql('drop trigger if exists cuisines_search_delete');
    this.addSql('create trigger cuisines_search_delete before delete on cuisines for each row update recipe_search set cuisine_id = 0 where cuisine_id = old.id');
    this.addSql(`update recipe_search s join recipes r on r.id = s.id set s.doc = ${OLD_DOC('r')}`);
  }
}
