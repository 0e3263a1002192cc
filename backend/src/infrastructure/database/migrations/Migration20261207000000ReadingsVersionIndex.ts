import { Migration } from '@mikro-orm/migrations';

/**
 * The recipes whose ingredient readings are missing or old, found from an index: the worker asks
 * at each start and after each CSV import whether any is left, which without it read every recipe.
 */
export class Migration20261207000000ReadingsVersionIndex extends Migration {
  override up(): void {
    this.addSql('alter table `recipes` add index `recipes_readings_version_index` (`readings_version`)');
  }

  override down(): void {
    this.addSql('alter table `recipes` drop index `recipes_readings_version_index`');
  }
}
