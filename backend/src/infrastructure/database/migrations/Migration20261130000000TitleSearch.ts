import { Migration } from '@mikro-orm/migrations';

/**
 * A FULLTEXT index on the title alone, so that search can rank recipes whose title has the typed
 * words before those that have them only in their description, ingredients or tags.
 */
export class Migration20261130000000TitleSearch extends Migration {
  override up(): void {
    this.addSql('alter table `recipes` add fulltext index `recipes_title_ft`(`title`)');
  }

  override down(): void {
    this.addSql('alter table `recipes` drop index `recipes_title_ft`');
  }
}
