import { Migration } from '@mikro-orm/migrations';

/**
 * Reporting and moderation (issue 23, docs/decisions/community.md): members' reports, the audit
 * log of moderation actions, hidden reviews and replies, and suspended accounts.
 */
export class Migration20261216000000Moderation extends Migration {
  override up(): void {
    this.addSql(
      "create table `reports` (`id` int unsigned not null auto_increment primary key, `target_kind` enum('recipe','review','reply','profile') not null, " +
        "`target_id` int unsigned not null, `reporter_id` int unsigned not null, `reason` enum('spam','offensive','harassment','not_vegan','other') not null, " +
        "`note` varchar(500) null, `open` tinyint unsigned null default 1, `resolution` enum('dismiss','hide','warn','suspend','delete','auto_hide') null, " +
        '`resolved_at` datetime(3) null, `created_at` datetime(3) not null) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB',
    );
    this.addSql('alter table `reports` add index `reports_reporter_id_index` (`reporter_id`)');
    this.addSql('alter table `reports` add index `reports_open_created_at_index` (`open`, `created_at`)');
    this.addSql(
      'alter table `reports` add unique `reports_target_kind_target_id_reporter_id_open_unique` (`target_kind`, `target_id`, `reporter_id`, `open`)',
    );
    this.addSql(
      "create table `moderation_log` (`id` int unsigned not null auto_increment primary key, `admin_id` int unsigned null, `action` enum('dismiss','hide','warn','suspend','delete','auto_hide') not null, " +
        "`target_kind` enum('recipe','review','reply','profile') not null, `target_id` int unsigned not null, `target_user_id` int unsigned null, `summary` varchar(300) not null, " +
        '`reason` varchar(500) not null, `suspended_until` datetime(3) null, `created_at` datetime(3) not null) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB',
    );
    this.addSql('alter table `moderation_log` add index `moderation_log_admin_id_index` (`admin_id`)');
    this.addSql('alter table `moderation_log` add index `moderation_log_target_user_id_index` (`target_user_id`)');
    this.addSql(
      'alter table `moderation_log` add index `moderation_log_target_kind_target_id_created_at_index` (`target_kind`, `target_id`, `created_at`)',
    );
    this.addSql('alter table `moderation_log` add index `moderation_log_created_at_index` (`created_at`)');
    this.addSql('alter table `users` add `suspended_until` datetime(3) null');
    this.addSql('alter table `reviews` add `hidden_at` datetime(3) null');
    this.addSql('alter table `review_replies` add `hidden_at` datetime(3) null');
    this.addSql(
      'alter table `reports` add constraint `reports_reporter_id_foreign` foreign key (`reporter_id`) references `users` (`id`) on delete cascade',
    );
    this.addSql(
      'alter table `moderation_log` add constraint `moderation_log_admin_id_foreign` foreign key (`admin_id`) references `users` (`id`) on delete set null',
    );
    this.addSql(
      'alter table `moderation_log` add constraint `moderation_log_target_user_id_foreign` foreign key (`target_user_id`) references `users` (`id`) on delete set null',
    );
  }

  override down(): void {
    this.addSql('drop table if exists `moderation_log`');
    this.addSql('drop table if exists `reports`');
    this.addSql('alter table `users` drop column `suspended_until`');
    this.addSql('alter table `reviews` drop column `hidden_at`');
    this.addSql('alter table `review_replies` drop column `hidden_at`');
  }
}
