import { Migration } from '@mikro-orm/migrations';

/**
 * Members' shopping lists (issue 21): one row per item, unique by member, key and unit. The key
 * and the unit compare byte for byte (utf8mb4_bin), as the code that makes them does, so that the
 * database's idea of "the same item" is the code's.
 */
export class Migration20261204000000ShoppingList extends Migration {
  override up(): void {
    this.addSql(
      "create table `shopping_list_items` (`id` int unsigned not null auto_increment primary key, `user_id` int unsigned not null, `name` varchar(1000) not null, `item_key` varchar(255) collate utf8mb4_bin not null, `unit` varchar(32) collate utf8mb4_bin not null default '', `quantity` double null, `checked` tinyint(1) not null default false, `recipes` text not null, `created_at` datetime(3) not null, `updated_at` datetime(3) not null) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB",
    );
    this.addSql('alter table `shopping_list_items` add index `shopping_list_items_user_id_index` (`user_id`)');
    this.addSql(
      'alter table `shopping_list_items` add unique `shopping_list_items_user_id_item_key_unit_unique` (`user_id`, `item_key`, `unit`)',
    );
    this.addSql(
      'alter table `shopping_list_items` add constraint `shopping_list_items_user_id_foreign` foreign key (`user_id`) references `users` (`id`) on delete cascade',
    );
  }

  override down(): void {
    this.addSql('drop table if exists `shopping_list_items`');
  }
}
