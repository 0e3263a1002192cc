import { Migration } from '@mikro-orm/migrations';

/**
 * Passkeys (issue 25, docs/decisions/accounts.md): each member's WebAuthn credentials, with their
 * public key, signature counter and the name the member gave them. The credential id is base64url,
 * so its column compares bytes (ascii_bin); rows go with the account (on delete cascade).
 */
export class Migration20261219000000Passkeys extends Migration {
  override up(): void {
    this.addSql(
      "create table `passkeys` (`id` int unsigned not null auto_increment primary key, `user_id` int unsigned not null, `credential_id` varchar(1400) collate ascii_bin not null, `public_key` blob not null, `counter` int unsigned not null default 0, `transports` varchar(255) not null default '', `name` varchar(60) not null, `created_at` datetime(3) not null, `last_used_at` datetime(3) null) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB",
    );
    this.addSql('alter table `passkeys` add unique `passkeys_credential_id_unique` (`credential_id`)');
    this.addSql('alter table `passkeys` add index `passkeys_user_id_index` (`user_id`)');
    this.addSql(
      'alter table `passkeys` add constraint `passkeys_user_id_foreign` foreign key (`user_id`) references `users` (`id`) on delete cascade',
    );
  }

  override down(): void {
    this.addSql('drop table if exists `passkeys`');
  }
}
