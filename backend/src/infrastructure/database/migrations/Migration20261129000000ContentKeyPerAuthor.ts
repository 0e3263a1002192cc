import { Migration } from '@mikro-orm/migrations';

/**
 * The same recipe (title and ingredients) is unique per author rather than site-wide: a global
 * key answered 409 to anyone whose recipe matched another member's unpublished one, telling them
 * it exists. The key still leads the index, so lookups by content key stay indexed.
 */
export class Migration20261129000000ContentKeyPerAuthor extends Migration {
  override up(): void {
    this.addSql('alter table `recipes` add unique `recipes_content_key_author_id_unique` (`content_key`, `author_id`)');
    this.addSql('alter table `recipes` drop index `recipes_content_key_unique`');
  }

  override down(): void {
    this.addSql('alter table `recipes` add unique `recipes_content_key_unique` (`content_key`)');
    this.addSql('alter table `recipes` drop index `recipes_content_key_author_id_unique`');
  }
}
