import { Migration } from '@mikro-orm/migrations';

/**
 * Each recipe's ingredient lines read into amount, unit, name and note (issue 21), with the
 * version of the reader that read them. Existing recipes are read by the worker's one-off job
 * (ReadIngredientsRunner), resumably and with progress, not here: a migration at a million
 * recipes would hold the deploy for minutes.
 */
export class Migration20261206000000IngredientReadings extends Migration {
  override up(): void {
    this.addSql(
      'alter table `recipes` add `ingredient_readings` longtext null after `ingredients`, add `readings_version` smallint unsigned null after `ingredient_readings`',
    );
  }

  override down(): void {
    this.addSql('alter table `recipes` drop column `ingredient_readings`, drop column `readings_version`');
  }
}
