import { Migration } from '@mikro-orm/migrations';

/** CSV imports: each upload with its progress and counts, and the problems found in its rows. */
export class Migration20261124000000Imports extends Migration {
  override up(): void {
    this.addSql(
      "create table `imports` (`id` char(36) not null, `admin_id` int unsigned not null, `file_name` varchar(255) not null, `file_size` int unsigned not null, `dry_run` tinyint(1) not null default false, `state` varchar(16) not null default 'queued', `rows_total` int unsigned null, `rows_done` int unsigned not null default 0, `records_done` int unsigned not null default 0, `created` int unsigned not null default 0, `skipped` int unsigned not null default 0, `failed` int unsigned not null default 0, `flagged` int unsigned not null default 0, `images_failed` int unsigned not null default 0, `problem_count` int unsigned not null default 0, `message` text null, `started_at` datetime(3) null, `finished_at` datetime(3) null, `created_at` datetime(3) not null, primary key (`id`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB",
    );
    this.addSql('alter table `imports` add index `imports_admin_id_index` (`admin_id`)');
    this.addSql('alter table `imports` add index `imports_created_at_index` (`created_at`)');
    this.addSql(
      'create table `import_problems` (`id` int unsigned not null auto_increment primary key, `csv_import_id` char(36) not null, `row_number` int unsigned not null, `column` varchar(100) not null, `reason` varchar(500) not null) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB',
    );
    this.addSql('alter table `import_problems` add index `import_problems_csv_import_id_index` (`csv_import_id`)');
    this.addSql(
      'alter table `imports` add constraint `imports_admin_id_foreign` foreign key (`admin_id`) references `users` (`id`) on delete cascade',
    );
    this.addSql(
      'alter table `import_problems` add constraint `import_problems_csv_import_id_foreign` foreign key (`csv_import_id`) references `imports` (`id`) on delete cascade',
    );
  }

  override down(): void {
    this.addSql('drop table if exists `import_problems`');
    this.addSql('drop table if exists `imports`');
  }
}
