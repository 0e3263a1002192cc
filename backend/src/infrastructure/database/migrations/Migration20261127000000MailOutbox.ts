import { Migration } from '@mikro-orm/migrations';

/** Emails are written to an outbox with the change that causes them, then relayed to the queue. */
export class Migration20261127000000MailOutbox extends Migration {
  override up(): void {
    this.addSql(
      'create table `outbox_emails` (`id` int unsigned not null auto_increment primary key, `email` longtext not null, `created_at` datetime(3) not null, `queued_at` datetime(3) null) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB',
    );
    this.addSql('alter table `outbox_emails` add index `outbox_emails_queued_at_id_index` (`queued_at`, `id`)');
  }

  override down(): void {
    this.addSql('drop table if exists `outbox_emails`');
  }
}
