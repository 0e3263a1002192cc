import { Migration } from '@mikro-orm/migrations';

/** Notifications (issue 23, docs/decisions/community.md): what members are told of, and which kinds they want in the app and by email. */
export class Migration20261215000000Notifications extends Migration {
  override up(): void {
    this.addSql(
      'create table `notification_settings` (`user_id` int unsigned not null, `kind` varchar(16) not null, `in_app` tinyint(1) not null, `by_email` tinyint(1) not null, ' +
        'primary key (`user_id`, `kind`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB',
    );
    this.addSql('alter table `notification_settings` add index `notification_settings_user_id_index` (`user_id`)');
    this.addSql(
      'create table `notifications` (`id` int unsigned not null auto_increment primary key, `user_id` int unsigned not null, `kind` varchar(16) not null, ' +
        '`actor_id` int unsigned null, `recipe_id` int unsigned null, `created_at` datetime(3) not null, `read_at` datetime(3) null) ' +
        'default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB',
    );
    this.addSql('alter table `notifications` add index `notifications_user_id_index` (`user_id`)');
    this.addSql('alter table `notifications` add index `notifications_actor_id_index` (`actor_id`)');
    this.addSql('alter table `notifications` add index `notifications_recipe_id_index` (`recipe_id`)');
    this.addSql('alter table `notifications` add index `notifications_user_id_read_at_index` (`user_id`, `read_at`)');
    this.addSql('alter table `notifications` add index `notifications_user_id_created_at_index` (`user_id`, `created_at`)');
    this.addSql(
      'alter table `notification_settings` add constraint `notification_settings_user_id_foreign` foreign key (`user_id`) references `users` (`id`) on delete cascade',
    );
    this.addSql(
      'alter table `notifications` add constraint `notifications_user_id_foreign` foreign key (`user_id`) references `users` (`id`) on delete cascade',
    );
    this.addSql(
      'alter table `notifications` add constraint `notifications_actor_id_foreign` foreign key (`actor_id`) references `users` (`id`) on delete set null',
    );
    this.addSql(
      'alter table `notifications` add constraint `notifications_recipe_id_foreign` foreign key (`recipe_id`) references `recipes` (`id`) on delete cascade',
    );
  }

  override down(): void {
    this.addSql('drop table if exists `notifications`');
    this.addSql('drop table if exists `notification_settings`');
  }
}
