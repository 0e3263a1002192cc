import { Migration } from '@mikro-orm/migrations';
import { CUISINE_WORD, cuisineDeleteTrigger, DOC, hasSearchIndex, recipeTriggers } from './search-index-sql.js';

const OLD_DOC = (row: string) => `concat_ws(' ', ${row}.title, ${row}.description, ${row}.ingredients, ${row}.tags)`;

/**
 * A recipe's cuisine becomes a word of its indexed text (`plantrycuisine12`, looked for as a
 * phrase: Mroonga's tokenizer splits letters from digits), so that a search within a cuisine is
 * one MATCH, which Mroonga counts and ranks off its index, instead of every match of the words
 * read to check its cuisine: 0.36 s for a word in 35,000 of 1,000,000 recipes. Only where the
 * search index is (Migration20261201000000SearchIndex).
 */
export class Migration20261202000000SearchCuisine extends Migration {
  override async up(): Promise<void> {
    if (!(await hasSearchIndex(this))) return;
    for (const sql of [...recipeTriggers((row) => DOC(row)), ...cuisineDeleteTrigger()]) this.addSql(sql);
    this.addSql(`update recipe_search s join recipes r on r.id = s.id set s.doc = ${DOC('r', CUISINE_WORD('s.cuisine_id'))}`);
  }

  override async down(): Promise<void> {
    if (!(await hasSearchIndex(this))) return;
    for (const sql of recipeTriggers(OLD_DOC)) this.addSql(sql);
    this.addSql('drop trigger if exists cuisines_search_delete');
    this.addSql(
      'create trigger cuisines_search_delete before delete on cuisines for each row update recipe_search set cuisine_id = 0 where cuisine_id = old.id',
    );
    this.addSql(`update recipe_search s join recipes r on r.id = s.id set s.doc = ${OLD_DOC('r')}`);
  }
}
