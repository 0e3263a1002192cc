import { Migration } from '@mikro-orm/migrations';

/** The foods of a recipe's counted lines, one row a food a line (JSON_TABLE over recipes.pantry_foods). */
const insertFoods = (row: string) =>
  `insert ignore into recipe_foods (term, recipe_id, line_no)
   select j.term, ${row}.id, j.line_no from json_table(${row}.pantry_foods, '$[*]' columns (line_no for ordinality, nested path '$.t[*]' columns (term varchar(60) path '$'))) j
   where j.term is not null`;

/**
 * "What can I cook?" (issue 22, docs/decisions/pantry.md). Each recipe stores its counted lines
 * (staples and headings left out) with the foods that satisfy each (`pantry_foods`, JSON, written
 * with the ingredient readings: READINGS_VERSION 4 has the worker's job write them for every
 * existing recipe) and how many there are (`pantry_count`, computed). Triggers keep `recipe_foods`,
 * one row a food a line, to what the column says, whoever writes it: a pantry search counts the
 * lines each recipe has among the foods asked for off its primary key (term first).
 */
export class Migration20261209000000Pantry extends Migration {
  override up(): void {
    this.addSql(
      'alter table `recipes` add `pantry_foods` longtext null after `free_from_removed`, ' +
        'add `pantry_count` smallint unsigned as (coalesce(json_length(`pantry_foods`), 0)) stored after `pantry_foods`',
    );
    // What a pantry search checks of each recipe its foods name, without reading the recipe's row
    // (at 100,000 recipes, three common foods: 1.1 s through the rows, 50 ms through this).
    this.addSql(
      'alter table `recipes` add index `recipes_pantry_search_index` (`id`, `is_approved`, `pantry_count`, `cuisine_id`, `free_from`, `total_minutes`, `author_id`)',
    );
    this.addSql(
      'create table `recipe_foods` (`term` varchar(60) not null, `recipe_id` int unsigned not null, `line_no` smallint unsigned not null, ' +
        'primary key (`term`, `recipe_id`, `line_no`), index `recipe_foods_recipe_id_index` (`recipe_id`), ' +
        'constraint `recipe_foods_recipe_id_foreign` foreign key (`recipe_id`) references `recipes` (`id`) on delete cascade) ' +
        'default character set utf8mb4 collate utf8mb4_unicode_ci engine = InnoDB',
    );
    this.addSql(`create trigger recipes_pantry_insert after insert on recipes for each row
      if new.pantry_foods is not null then ${insertFoods('new')}; end if`);
    this.addSql(`create trigger recipes_pantry_update after update on recipes for each row
      if not (new.pantry_foods <=> old.pantry_foods) then
        delete from recipe_foods where recipe_id = new.id;
        if new.pantry_foods is not null then ${insertFoods('new')}; end if;
      end if`);
  }

  override down(): void {
    this.addSql('drop trigger if exists recipes_pantry_update');
    this.addSql('drop trigger if exists recipes_pantry_insert');
    this.addSql('drop table if exists `recipe_foods`');
    this.addSql('alter table `recipes` drop index `recipes_pantry_search_index`');
    this.addSql('alter table `recipes` drop column `pantry_count`, drop column `pantry_foods`');
  }
}
