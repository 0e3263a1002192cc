import { Migration } from '@mikro-orm/migrations';
import { veganFlags } from '@plantry/shared';

const BATCH = 500;

const ingredientsOf = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};

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
    for (let lastId = 0; ; ) {
      const rows = (await this.execute('select id, ingredients from recipes where id > ? order by id limit ?', [lastId, BATCH])) as {
        id: number;
        ingredients: string;
      }[];
      if (rows.length === 0) break;
      for (const row of rows) {
        const count = veganFlags(ingredientsOf(row.ingredients)).length;
        if (count > 0) await this.execute('update recipes set vegan_flag_count = ? where id = ?', [count, row.id]);
      }
      lastId = rows[rows.length - 1].id;
    }
  }

  override down(): void {
    this.addSql('alter table `recipes` drop index `recipes_vegan_flag_count_created_at_index`');
    this.addSql('alter table `recipes` drop index `recipes_created_at_index`');
    this.addSql('alter table `recipes` drop column `vegan_flag_count`');
  }
}
