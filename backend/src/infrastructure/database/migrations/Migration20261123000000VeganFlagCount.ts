import { Migration } from '@mikro-orm/migrations';
import { recountVeganFlags } from './vegan-flag-counts.js';

/**
 * Recipe Management filters recipes whose ingredients the vegan check flags, and lists every
 * recipe newest first: the flag count is stored on the row (counted for existing recipes here) and
 * creation dates are indexed on their own.
 */
export class Migration20261123000000VeganFlagCount extends Migration {
  override async up(): Promise<void> {
    await this.execute('alter table `recipes` add `vegan_flag_count` smallint unsigned not null default 0');
    await this.execute('alter table `recipes` add index `recipes_created_at_index` (`created_at`)');
    await this.execute('alter table `recipes` add index `recipes_vegan_flag_count_created_at_index` (`vegan_flag_count`, `created_at`)');
    await recountVeganFlags((sql, params) => this.execute(sql, params));
  }

  override down(): void {
    this.addSql('alter table `recipes` drop index `recipes_vegan_flag_count_created_at_index`');
    this.addSql('alter table `recipes` drop index `recipes_created_at_index`');
    this.addSql('alter table `recipes` drop column `vegan_flag_count`');
  }
}
