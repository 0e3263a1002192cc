import { Migration } from '@mikro-orm/migrations';

/**
 * The 'featured' sort (the home page's Featured row): recipes with a photo first, then the
 * best-loved, a Bayesian average in which a favourite counts as a five-star vote. Stored and
 * indexed with the approval flag and the date, so that the row is read in index order.
 */
export class Migration20261130100000FeaturedScore extends Migration {
  override up(): void {
    this.addSql(
      'alter table `recipes` add `featured_score` decimal(7,4) generated always as ' +
        '((`featured_image` is not null) * 10 + (`review_count` * `avg_rating` + 5 * `favorite_count` + 17.5) / (`review_count` + `favorite_count` + 5)) stored',
    );
    this.addSql(
      'alter table `recipes` add index `recipes_is_approved_featured_score_created_at_index` (`is_approved`, `featured_score`, `created_at`)',
    );
  }

  override down(): void {
    this.addSql('alter table `recipes` drop index `recipes_is_approved_featured_score_created_at_index`');
    this.addSql('alter table `recipes` drop column `featured_score`');
  }
}
