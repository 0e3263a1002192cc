import { Migration } from '@mikro-orm/migrations';

/** The Bayesian rating score for the 'rating' sort, stored and indexed with the approval flag. */
export class Migration20261121100000RatingScore extends Migration {
  override up(): void {
    this.addSql('alter table `recipes` drop index `recipes_is_approved_avg_rating_index`');
    this.addSql(
      'alter table `recipes` add `rating_score` decimal(6,4) generated always as ((`review_count` * `avg_rating` + 17.5) / (`review_count` + 5)) stored',
    );
    this.addSql('alter table `recipes` add index `recipes_is_approved_rating_score_index` (`is_approved`, `rating_score`)');
  }

  override down(): void {
    this.addSql('alter table `recipes` drop index `recipes_is_approved_rating_score_index`');
    this.addSql('alter table `recipes` drop column `rating_score`');
    this.addSql('alter table `recipes` add index `recipes_is_approved_avg_rating_index` (`is_approved`, `avg_rating`)');
  }
}
