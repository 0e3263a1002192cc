import { Migration } from '@mikro-orm/migrations';

/**
 * Two-factor sign-in (issue 25, docs/decisions/accounts.md): each member's authenticator secret,
 * sealed (AES-256-GCM), with the last time step used, and their recovery codes as keyed hashes.
 * Both go with the account (on delete cascade).
 */
export class Migration20261218000000TwoFactor extends Migration {
  override up(): void {
    this.addSql(
      'create table `two_factor_settings` (`user_id` int unsigned not null, `secret` varchar(255) null, `pending_secret` varchar(255) null, `enabled_at` datetime(3) null, `last_used_step` int unsigned null, `updated_at` datetime(3) not null, primary key (`user_id`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB',
    );
    this.addSql(
      'create table `two_factor_recovery_codes` (`id` int unsigned not null auto_increment primary key, `user_id` int unsigned not null, `code_hash` char(64) not null, `used_at` datetime(3) null, `created_at` datetime(3) not null) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB',
    );
    this.addSql('alter table `two_factor_recovery_codes` add index `two_factor_recovery_codes_user_id_index` (`user_id`)');
    this.addSql(
      'alter table `two_factor_recovery_codes` add unique `two_factor_recovery_codes_user_id_code_hash_unique` (`user_id`, `code_hash`)',
    );
    this.addSql(
      'alter table `two_factor_settings` add constraint `two_factor_settings_user_id_foreign` foreign key (`user_id`) references `users` (`id`) on update cascade on delete cascade',
    );
    this.addSql(
      'alter table `two_factor_recovery_codes` add constraint `two_factor_recovery_codes_user_id_foreign` foreign key (`user_id`) references `users` (`id`) on delete cascade',
    );
  }

  override down(): void {
    this.addSql('drop table if exists `two_factor_settings`');
    this.addSql('drop table if exists `two_factor_recovery_codes`');
  }
}
