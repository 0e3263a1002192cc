import { Migration } from '@mikro-orm/migrations';

/** Cook profiles and following (issue 23, docs/decisions/community.md): a bio on each account, one row a member following a cook. */
export class Migration20261211000000Cooks extends Migration {
  override up(): void {
    this.addSql('alter table `users` add `bio` varchar(300) null');
    this.addSql(
      'create table `follows` (`follower_id` int unsigned not null, `cook_id` int unsigned not null, `created_at` datetime(3) not null, ' +
        'primary key (`follower_id`, `cook_id`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB',
    );
    this.addSql('alter table `follows` add index `follows_follower_id_index` (`follower_id`)');
    this.addSql('alter table `follows` add index `follows_cook_id_index` (`cook_id`)');
    this.addSql('alter table `follows` add index `follows_cook_id_created_at_index` (`cook_id`, `created_at`)');
    this.addSql(
      'alter table `follows` add constraint `follows_follower_id_foreign` foreign key (`follower_id`) references `users` (`id`) on update cascade on delete cascade',
    );
    this.addSql(
      'alter table `follows` add constraint `follows_cook_id_foreign` foreign key (`cook_id`) references `users` (`id`) on update cascade on delete cascade',
    );
  }

  override down(): void {
    this.addSql('drop table if exists `follows`');
    this.addSql('alter table `users` drop column `bio`');
  }
}
