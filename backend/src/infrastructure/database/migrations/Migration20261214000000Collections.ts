import { Migration } from '@mikro-orm/migrations';

/** Collections (issue 23, docs/decisions/community.md): members' named lists of recipes, public or private. */
export class Migration20261214000000Collections extends Migration {
  override up(): void {
    this.addSql(
      'create table `collections` (`id` int unsigned not null auto_increment primary key, `owner_id` int unsigned not null, `name` varchar(80) not null, ' +
        '`description` varchar(300) null, `is_public` tinyint(1) not null default false, `created_at` datetime(3) not null, `updated_at` datetime(3) not null) ' +
        'default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB',
    );
    this.addSql('alter table `collections` add index `collections_owner_id_index` (`owner_id`)');
    this.addSql('alter table `collections` add index `collections_owner_id_updated_at_index` (`owner_id`, `updated_at`)');
    this.addSql(
      'create table `collection_recipes` (`collection_id` int unsigned not null, `recipe_id` int unsigned not null, `added_at` datetime(3) not null, ' +
        'primary key (`collection_id`, `recipe_id`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB',
    );
    this.addSql('alter table `collection_recipes` add index `collection_recipes_collection_id_index` (`collection_id`)');
    this.addSql('alter table `collection_recipes` add index `collection_recipes_recipe_id_index` (`recipe_id`)');
    this.addSql(
      'alter table `collection_recipes` add index `collection_recipes_collection_id_added_at_index` (`collection_id`, `added_at`)',
    );
    this.addSql(
      'alter table `collections` add constraint `collections_owner_id_foreign` foreign key (`owner_id`) references `users` (`id`) on delete cascade',
    );
    this.addSql(
      'alter table `collection_recipes` add constraint `collection_recipes_collection_id_foreign` foreign key (`collection_id`) references `collections` (`id`) on update cascade on delete cascade',
    );
    this.addSql(
      'alter table `collection_recipes` add constraint `collection_recipes_recipe_id_foreign` foreign key (`recipe_id`) references `recipes` (`id`) on update cascade on delete cascade',
    );
  }

  override down(): void {
    this.addSql('drop table if exists `collection_recipes`');
    this.addSql('drop table if exists `collections`');
  }
}
