import { Migration } from '@mikro-orm/migrations';
import { recountVeganFlags } from './vegan-flag-counts.js';

/**
 * The vegan check reads headings, coordinations, asides, vegan brands and plant-based product
 * words as meant (issue 27): every recipe's stored flag count is counted again, so Recipe
 * Management's 'Flagged by vegan check' agrees with the check (the seed's mushroom recipes leave it).
 */
export class Migration20261130200000VeganCheckRecount extends Migration {
  override async up(): Promise<void> {
    await recountVeganFlags((sql, params) => this.execute(sql, params));
  }

  override down(): void {
    // The counts the earlier check gave are not kept; the recount stands.
  }
}
