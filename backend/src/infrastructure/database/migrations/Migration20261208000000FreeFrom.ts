import { Migration } from '@mikro-orm/migrations';
import {
  cuisineDeleteTrigger,
  FREE_FROM_COLUMNS,
  FREE_FROM_CUISINE_TITLE,
  FREE_FROM_DOC,
  hasSearchIndex,
  recipeTriggers,
  TIMED_COLUMNS,
  TIMED_CUISINE_TITLE,
  TIMED_DOC,
} from './search-index-sql.js';

/**
 * Free-from facets (issue 22, docs/decisions/free-from.md): what each recipe is free from, as a
 * mask of FREE_FROM_KEYS' bits (`free_from`), derived from its ingredient lines, with the author's
 * corrections kept apart (`free_from_added`, `free_from_removed`) so that an edit derives afresh
 * and applies them again. Every recipe starts free from nothing: the worker's read-ingredients job
 * (READINGS_VERSION 3) derives them, resumably, rather than the migration. Where the search index
 * is, the keys become words of the indexed text and of cuisine_title (widened for them), kept by
 * the triggers, so that a search free from some keys is one MATCH; nothing is rewritten now, as no
 * recipe is free from anything yet.
 */
export class Migration20261208000000FreeFrom extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'alter table `recipes` add `free_from` tinyint unsigned not null default 0 after `readings_version`, ' +
        'add `free_from_added` tinyint unsigned not null default 0 after `free_from`, add `free_from_removed` tinyint unsigned not null default 0 after `free_from_added`',
    );
    // A count of each key's recipes, in a cuisine or not, within a time or not, reads these alone
    // (within 30 minutes at 100,000 recipes: 14 ms, against 490 ms through the time's index).
    this.addSql(
      'alter table `recipes` add index `recipes_is_approved_free_from_total_minutes_index` (`is_approved`, `free_from`, `total_minutes`)',
    );
    this.addSql(
      'alter table `recipes` add index `recipes_is_approved_cuisine_id_free_from_total_minutes_index` (`is_approved`, `cuisine_id`, `free_from`, `total_minutes`)',
    );
    if (!(await hasSearchIndex(this))) return;
    this.addSql("alter table recipe_search modify cuisine_title varchar(340) not null default ''");
    for (const sql of [
      ...recipeTriggers(FREE_FROM_DOC, FREE_FROM_CUISINE_TITLE, FREE_FROM_COLUMNS),
      ...cuisineDeleteTrigger(FREE_FROM_CUISINE_TITLE, FREE_FROM_DOC),
    ]) {
      this.addSql(sql);
    }
  }

  override async down(): Promise<void> {
    if (await hasSearchIndex(this)) {
      for (const sql of [
        ...recipeTriggers(TIMED_DOC, TIMED_CUISINE_TITLE, TIMED_COLUMNS),
        ...cuisineDeleteTrigger(TIMED_CUISINE_TITLE, TIMED_DOC),
      ])
        this.addSql(sql);
      this.addSql(
        'update recipe_search s join recipes r on r.id = s.id set s.doc = ' +
          `${TIMED_DOC('r')}, s.cuisine_title = ${TIMED_CUISINE_TITLE('r')} where r.free_from <> 0`,
      );
      this.addSql("alter table recipe_search modify cuisine_title varchar(250) not null default ''");
    }
    this.addSql('alter table `recipes` drop index `recipes_is_approved_cuisine_id_free_from_total_minutes_index`');
    this.addSql('alter table `recipes` drop index `recipes_is_approved_free_from_total_minutes_index`');
    this.addSql('alter table `recipes` drop column `free_from`, drop column `free_from_added`, drop column `free_from_removed`');
  }
}
