import { Migration } from '@mikro-orm/migrations';

/**
 * Sign in with a provider (issue 25, docs/decisions/accounts.md): each member's accounts at
 * OpenID Connect providers, by issuer and subject; they go with the account (on delete cascade).
 */
export class Migration20261221000000ProviderIdentities extends Migration {
  override up(): void {
    this.addSql(
      'create table `provider_identities` (`id` int unsigned not null auto_increment primary key, `user_id` int unsigned not null, `issuer` varchar(255) not null, `subject` varchar(255) not null, `created_at` datetime(3) not null) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB',
    );
    this.addSql('alter table `provider_identities` add index `provider_identities_user_id_index` (`user_id`)');
    this.addSql('alter table `provider_identities` add unique `provider_identities_issuer_subject_unique` (`issuer`, `subject`)');
    this.addSql(
      'alter table `provider_identities` add constraint `provider_identities_user_id_foreign` foreign key (`user_id`) references `users` (`id`) on delete cascade',
    );
  }

  override down(): void {
    this.addSql('drop table if exists `provider_identities`');
  }
}
