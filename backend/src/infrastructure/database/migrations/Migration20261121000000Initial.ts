import { Migration } from '@mikro-orm/migrations';

/**
 * The whole data model of SPEC.md section 3 and PRODUCT.md: users, cuisines, recipes with their
 * tags, reviews with images, favourites, contact messages and single-use account tokens, with the
 * indexes the listed queries need and the FULLTEXT index over recipe text.
 */
export class Migration20261121000000Initial extends Migration {
  override up(): void {
    this.addSql(
      'create table `contact_messages` (`id` int unsigned not null auto_increment primary key, `name` varchar(100) not null, `email` varchar(255) not null, `subject` varchar(200) not null, `message` text not null, `handled_at` datetime(3) null, `created_at` datetime(3) not null) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB',
    );
    this.addSql('alter table `contact_messages` add index `contact_messages_handled_at_created_at_index` (`handled_at`, `created_at`)');
    this.addSql('alter table `contact_messages` add index `contact_messages_created_at_index` (`created_at`)');
    this.addSql(
      'create table `cuisines` (`id` int unsigned not null auto_increment primary key, `name` varchar(100) not null, `emoji` varchar(16) null, `is_active` tinyint(1) not null default true, `recipe_count` int unsigned not null default 0, `created_at` datetime(3) not null) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB',
    );
    this.addSql('alter table `cuisines` add unique `cuisines_name_unique` (`name`)');
    this.addSql('alter table `cuisines` add index `cuisines_is_active_recipe_count_index` (`is_active`, `recipe_count`)');
    this.addSql(
      "create table `users` (`id` int unsigned not null auto_increment primary key, `email` varchar(255) not null, `password_hash` varchar(255) null, `first_name` varchar(100) null, `last_name` varchar(100) null, `role` enum('registered','home_cook','admin') not null default 'registered', `profile_image_url` varchar(500) null, `email_verified` tinyint(1) not null default false, `recipe_count` int unsigned not null default 0, `created_at` datetime(3) not null, `updated_at` datetime(3) not null) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB",
    );
    this.addSql('alter table `users` add unique `users_email_unique` (`email`)');
    this.addSql('alter table `users` add index `users_role_created_at_index` (`role`, `created_at`)');
    this.addSql('alter table `users` add index `users_created_at_index` (`created_at`)');
    this.addSql(
      'create table `recipes` (`id` int unsigned not null auto_increment primary key, `author_id` int unsigned not null, `cuisine_id` int unsigned null, `title` varchar(200) not null, `description` text not null, `ingredients` longtext not null, `instructions` longtext not null, `tags` longtext not null, `helpful_notes` text null, `link_to_full_recipe` varchar(500) null, `featured_image` varchar(500) null, `gallery_images` longtext not null, `prep_minutes` smallint unsigned null, `cook_minutes` smallint unsigned null, `servings` smallint unsigned null, `avg_rating` numeric(3,2) not null default 0, `review_count` int unsigned not null default 0, `favorite_count` int unsigned not null default 0, `popularity` int generated always as (`favorite_count` + `review_count`) stored, `is_approved` tinyint(1) not null default true, `content_key` char(64) not null, `created_at` datetime(3) not null, `updated_at` datetime(3) not null) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB',
    );
    this.addSql('alter table `recipes` add index `recipes_author_id_index` (`author_id`)');
    this.addSql('alter table `recipes` add index `recipes_cuisine_id_index` (`cuisine_id`)');
    this.addSql('alter table `recipes` add unique `recipes_content_key_unique` (`content_key`)');
    this.addSql('alter table `recipes` add index `recipes_author_id_created_at_index` (`author_id`, `created_at`)');
    this.addSql('alter table `recipes` add index `recipes_is_approved_popularity_index` (`is_approved`, `popularity`)');
    this.addSql('alter table `recipes` add index `recipes_is_approved_avg_rating_index` (`is_approved`, `avg_rating`)');
    this.addSql(
      'alter table `recipes` add index `recipes_is_approved_cuisine_id_created_at_index` (`is_approved`, `cuisine_id`, `created_at`)',
    );
    this.addSql('alter table `recipes` add index `recipes_is_approved_created_at_index` (`is_approved`, `created_at`)');
    this.addSql('alter table `recipes` add fulltext index `recipes_search_ft`(`title`,`description`,`ingredients`,`tags`)');
    this.addSql(
      'create table `reviews` (`id` int unsigned not null auto_increment primary key, `recipe_id` int unsigned not null, `user_id` int unsigned not null, `rating` tinyint unsigned not null, `comment` text null, `created_at` datetime(3) not null, `updated_at` datetime(3) not null) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB',
    );
    this.addSql('alter table `reviews` add index `reviews_recipe_id_index` (`recipe_id`)');
    this.addSql('alter table `reviews` add index `reviews_user_id_index` (`user_id`)');
    this.addSql('alter table `reviews` add index `reviews_user_id_created_at_index` (`user_id`, `created_at`)');
    this.addSql('alter table `reviews` add index `reviews_recipe_id_created_at_index` (`recipe_id`, `created_at`)');
    this.addSql('alter table `reviews` add unique `reviews_recipe_id_user_id_unique` (`recipe_id`, `user_id`)');
    this.addSql(
      'create table `review_images` (`id` int unsigned not null auto_increment primary key, `review_id` int unsigned not null, `url` varchar(500) not null, `position` tinyint unsigned not null default 0, `created_at` datetime(3) not null) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB',
    );
    this.addSql('alter table `review_images` add index `review_images_review_id_index` (`review_id`)');
    this.addSql('alter table `review_images` add index `review_images_review_id_position_index` (`review_id`, `position`)');
    this.addSql(
      'create table `recipe_tags` (`recipe_id` int unsigned not null, `tag` varchar(60) not null, primary key (`recipe_id`, `tag`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB',
    );
    this.addSql('alter table `recipe_tags` add index `recipe_tags_recipe_id_index` (`recipe_id`)');
    this.addSql('alter table `recipe_tags` add index `recipe_tags_tag_recipe_id_index` (`tag`, `recipe_id`)');
    this.addSql(
      'create table `password_reset_tokens` (`id` int unsigned not null auto_increment primary key, `user_id` int unsigned not null, `token_hash` char(64) not null, `expires_at` datetime(3) not null, `used_at` datetime(3) null, `created_at` datetime(3) not null) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB',
    );
    this.addSql('alter table `password_reset_tokens` add index `password_reset_tokens_user_id_index` (`user_id`)');
    this.addSql('alter table `password_reset_tokens` add unique `password_reset_tokens_token_hash_unique` (`token_hash`)');
    this.addSql('alter table `password_reset_tokens` add index `password_reset_tokens_user_id_created_at_index` (`user_id`, `created_at`)');
    this.addSql(
      'create table `favorites` (`id` int unsigned not null auto_increment primary key, `user_id` int unsigned not null, `recipe_id` int unsigned not null, `created_at` datetime(3) not null) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB',
    );
    this.addSql('alter table `favorites` add index `favorites_user_id_index` (`user_id`)');
    this.addSql('alter table `favorites` add index `favorites_recipe_id_index` (`recipe_id`)');
    this.addSql('alter table `favorites` add index `favorites_user_id_created_at_index` (`user_id`, `created_at`)');
    this.addSql('alter table `favorites` add unique `favorites_user_id_recipe_id_unique` (`user_id`, `recipe_id`)');
    this.addSql(
      'create table `email_verification_tokens` (`id` int unsigned not null auto_increment primary key, `user_id` int unsigned not null, `token_hash` char(64) not null, `expires_at` datetime(3) not null, `used_at` datetime(3) null, `created_at` datetime(3) not null) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB',
    );
    this.addSql('alter table `email_verification_tokens` add index `email_verification_tokens_user_id_index` (`user_id`)');
    this.addSql('alter table `email_verification_tokens` add unique `email_verification_tokens_token_hash_unique` (`token_hash`)');
    this.addSql(
      'alter table `email_verification_tokens` add index `email_verification_tokens_user_id_created_at_index` (`user_id`, `created_at`)',
    );
    this.addSql(
      'alter table `recipes` add constraint `recipes_author_id_foreign` foreign key (`author_id`) references `users` (`id`) on delete cascade',
    );
    this.addSql(
      'alter table `recipes` add constraint `recipes_cuisine_id_foreign` foreign key (`cuisine_id`) references `cuisines` (`id`) on delete set null',
    );
    this.addSql(
      'alter table `reviews` add constraint `reviews_recipe_id_foreign` foreign key (`recipe_id`) references `recipes` (`id`) on delete cascade',
    );
    this.addSql(
      'alter table `reviews` add constraint `reviews_user_id_foreign` foreign key (`user_id`) references `users` (`id`) on delete cascade',
    );
    this.addSql(
      'alter table `review_images` add constraint `review_images_review_id_foreign` foreign key (`review_id`) references `reviews` (`id`) on delete cascade',
    );
    this.addSql(
      'alter table `recipe_tags` add constraint `recipe_tags_recipe_id_foreign` foreign key (`recipe_id`) references `recipes` (`id`) on delete cascade',
    );
    this.addSql(
      'alter table `password_reset_tokens` add constraint `password_reset_tokens_user_id_foreign` foreign key (`user_id`) references `users` (`id`) on delete cascade',
    );
    this.addSql(
      'alter table `favorites` add constraint `favorites_user_id_foreign` foreign key (`user_id`) references `users` (`id`) on delete cascade',
    );
    this.addSql(
      'alter table `favorites` add constraint `favorites_recipe_id_foreign` foreign key (`recipe_id`) references `recipes` (`id`) on delete cascade',
    );
    this.addSql(
      'alter table `email_verification_tokens` add constraint `email_verification_tokens_user_id_foreign` foreign key (`user_id`) references `users` (`id`) on delete cascade',
    );
  }

  override down(): void {
    this.addSql('set foreign_key_checks = 0');
    this.addSql('drop table if exists `email_verification_tokens`');
    this.addSql('drop table if exists `password_reset_tokens`');
    this.addSql('drop table if exists `favorites`');
    this.addSql('drop table if exists `review_images`');
    this.addSql('drop table if exists `reviews`');
    this.addSql('drop table if exists `recipe_tags`');
    this.addSql('drop table if exists `recipes`');
    this.addSql('drop table if exists `contact_messages`');
    this.addSql('drop table if exists `cuisines`');
    this.addSql('drop table if exists `users`');
    this.addSql('set foreign_key_checks = 1');
  }
}
