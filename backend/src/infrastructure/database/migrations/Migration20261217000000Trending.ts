import { Migration } from '@mikro-orm/migrations';

/**
 * Trending (issue 23, docs/decisions/community.md): each recipe's score, set by the worker, with
 * the index its sort reads, and the created_at indexes through which recent saves and reviews are read.
 */
export class Migration20261217000000Trending extends Migration {
  override up(): void {
    this.addSql('alter table `recipes` add `trending_score` numeric(10,4) not null default 0');
    this.addSql(
      'alter table `recipes` add index `recipes_is_approved_trending_score_created_at_index` (`is_approved`, `trending_score`, `created_at`)',
    );
    this.addSql('alter table `reviews` add index `reviews_created_at_index` (`created_at`)');
    this.addSql('alter table `favorites` add index `favorites_created_at_index` (`created_at`)');
  }

  override down(): void {
    this.addSql('alter table `favorites` drop index `favorites_created_at_index`');
    this.addSql('alter table `reviews` drop index `reviews_created_at_index`');
    this.addSql('alter table `recipes` drop index `recipes_is_approved_trending_score_created_at_index`');
    this.addSql('alter table `recipes` drop column `trending_score`');
  }
}
