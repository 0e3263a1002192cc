import { Migration } from '@mikro-orm/migrations';

/** Conversation under reviews (issue 23, docs/decisions/community.md): replies by the recipe's author or admins, and 'helpful' marks. */
export class Migration20261212000000ReviewConversation extends Migration {
  override up(): void {
    this.addSql('alter table `reviews` add `helpful_count` int unsigned not null default 0');
    this.addSql(
      'alter table `reviews` add index `reviews_recipe_id_helpful_count_created_at_index` (`recipe_id`, `helpful_count`, `created_at`)',
    );
    this.addSql(
      'create table `review_replies` (`id` int unsigned not null auto_increment primary key, `review_id` int unsigned not null, `user_id` int unsigned not null, ' +
        '`body` text not null, `created_at` datetime(3) not null, `updated_at` datetime(3) not null) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB',
    );
    this.addSql('alter table `review_replies` add index `review_replies_review_id_index` (`review_id`)');
    this.addSql('alter table `review_replies` add index `review_replies_user_id_index` (`user_id`)');
    this.addSql('alter table `review_replies` add index `review_replies_review_id_created_at_index` (`review_id`, `created_at`)');
    this.addSql(
      'alter table `review_replies` add constraint `review_replies_review_id_foreign` foreign key (`review_id`) references `reviews` (`id`) on delete cascade',
    );
    this.addSql(
      'alter table `review_replies` add constraint `review_replies_user_id_foreign` foreign key (`user_id`) references `users` (`id`) on delete cascade',
    );
    this.addSql(
      'create table `review_helpful` (`review_id` int unsigned not null, `user_id` int unsigned not null, `created_at` datetime(3) not null, ' +
        'primary key (`review_id`, `user_id`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB',
    );
    this.addSql('alter table `review_helpful` add index `review_helpful_review_id_index` (`review_id`)');
    this.addSql('alter table `review_helpful` add index `review_helpful_user_id_index` (`user_id`)');
    this.addSql(
      'alter table `review_helpful` add constraint `review_helpful_review_id_foreign` foreign key (`review_id`) references `reviews` (`id`) on update cascade on delete cascade',
    );
    this.addSql(
      'alter table `review_helpful` add constraint `review_helpful_user_id_foreign` foreign key (`user_id`) references `users` (`id`) on update cascade on delete cascade',
    );
  }

  override down(): void {
    this.addSql('drop table if exists `review_helpful`');
    this.addSql('drop table if exists `review_replies`');
    this.addSql('alter table `reviews` drop index `reviews_recipe_id_helpful_count_created_at_index`');
    this.addSql('alter table `reviews` drop column `helpful_count`');
  }
}
