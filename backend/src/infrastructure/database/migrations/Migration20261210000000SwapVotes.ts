import { Migration } from '@mikro-orm/migrations';

/** "Worked for me" on swaps (issue 22, docs/decisions/swaps.md): one row a member, recipe and swap. */
export class Migration20261210000000SwapVotes extends Migration {
  override up(): void {
    this.addSql(
      'create table `swap_votes` (`recipe_id` int unsigned not null, `swap_key` varchar(80) not null, `user_id` int unsigned not null, `created_at` datetime(3) not null, ' +
        'primary key (`recipe_id`, `swap_key`, `user_id`)) default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB',
    );
    this.addSql('alter table `swap_votes` add index `swap_votes_recipe_id_index` (`recipe_id`)');
    this.addSql('alter table `swap_votes` add index `swap_votes_user_id_index` (`user_id`)');
    this.addSql(
      'alter table `swap_votes` add constraint `swap_votes_recipe_id_foreign` foreign key (`recipe_id`) references `recipes` (`id`) on delete cascade',
    );
    this.addSql(
      'alter table `swap_votes` add constraint `swap_votes_user_id_foreign` foreign key (`user_id`) references `users` (`id`) on delete cascade',
    );
  }

  override down(): void {
    this.addSql('drop table if exists `swap_votes`');
  }
}
