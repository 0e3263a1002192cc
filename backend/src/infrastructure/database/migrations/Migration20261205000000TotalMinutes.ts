import { Migration } from '@mikro-orm/migrations';
import {
  CUISINE_WORD,
  cuisineDeleteTrigger,
  DOC,
  hasSearchIndex,
  recipeTriggers,
  TIMED_COLUMNS,
  TIMED_CUISINE_TITLE,
  TIMED_DOC,
} from './search-index-sql.js';

/** cuisine_title as Migration20261203000000SearchCuisineTitles wrote it. */
const CUISINE_TITLE = (row: string, cuisineWord = CUISINE_WORD(`coalesce(${row}.cuisine_id, 0)`)) =>
  `concat_ws(' ', ${cuisineWord}, ${row}.title)`;

/**
 * The time filter (`maxMinutes`, docs/decisions/catalogue.md "Total time"): a recipe's total time,
 * prep plus cook (null when both are unknown), stored by the database and indexed after the
 * approval flag (and the cuisine), so that a list within a time, in a cuisine or not, is counted off
 * an index. Where the search index is (Migration20261201000000SearchIndex), each recipe's time
 * range becomes a word of its indexed text and of its cuisine_title (widened for it), kept by the
 * triggers, which now follow the times too, so that a search within a time is one MATCH, as a
 * search within a cuisine is.
 */
export class Migration20261205000000TotalMinutes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'alter table `recipes` add `total_minutes` int generated always as ' +
        '(if(`prep_minutes` is null and `cook_minutes` is null, null, coalesce(`prep_minutes`, 0) + coalesce(`cook_minutes`, 0))) stored',
    );
    this.addSql(
      'alter table `recipes` add index `recipes_is_approved_total_minutes_created_at_index` (`is_approved`, `total_minutes`, `created_at`)',
    );
    // Within a cuisine, a count read the cuisine's every row for its time: 1.5 s for 28,000 recipes.
    this.addSql(
      'alter table `recipes` add index `recipes_is_approved_cuisine_id_total_minutes_created_at_index` (`is_approved`, `cuisine_id`, `total_minutes`, `created_at`)',
    );
    if (!(await hasSearchIndex(this))) return;
    this.addSql("alter table recipe_search modify cuisine_title varchar(250) not null default ''");
    for (const sql of [
      ...recipeTriggers(TIMED_DOC, TIMED_CUISINE_TITLE, TIMED_COLUMNS),
      ...cuisineDeleteTrigger(TIMED_CUISINE_TITLE, TIMED_DOC),
    ])
      this.addSql(sql);
    // Only recipes with a time get a word: the text of the others stays as it is (rewriting every
    // recipe's text took 85 s at 100,000 recipes).
    this.addSql(
      `update recipe_search s join recipes r on r.id = s.id set s.doc = ${TIMED_DOC('r', CUISINE_WORD('s.cuisine_id'))}, s.cuisine_title = ${TIMED_CUISINE_TITLE('r', CUISINE_WORD('s.cuisine_id'))}
       where r.prep_minutes is not null or r.cook_minutes is not null`,
    );
  }

  override async down(): Promise<void> {
    if (await hasSearchIndex(this)) {
      for (const sql of [
        ...recipeTriggers(
          (row) => DOC(row),
          (row) => CUISINE_TITLE(row),
        ),
        ...cuisineDeleteTrigger(CUISINE_TITLE),
      ])
        this.addSql(sql);
      this.addSql(
        `update recipe_search s join recipes r on r.id = s.id set s.doc = ${DOC('r', CUISINE_WORD('s.cuisine_id'))}, s.cuisine_title = ${CUISINE_TITLE('r', CUISINE_WORD('s.cuisine_id'))}
         where r.prep_minutes is not null or r.cook_minutes is not null`,
      );
      this.addSql("alter table recipe_search modify cuisine_title varchar(230) not null default ''");
    }
    this.addSql('alter table `recipes` drop index `recipes_is_approved_cuisine_id_total_minutes_created_at_index`');
    this.addSql('alter table `recipes` drop index `recipes_is_approved_total_minutes_created_at_index`');
    this.addSql('alter table `recipes` drop column `total_minutes`');
  }
}
