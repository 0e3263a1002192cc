import { type Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

@Entity({ tableName: 'cuisines' })
@Index({ properties: ['isActive', 'recipeCount'] })
export class Cuisine {
  @PrimaryKey({ type: 'integer', unsigned: true })
  id!: number;

  /** Unique case-insensitively (the table's collation). */
  @Property({ type: 'string', length: 100, unique: true })
  name!: string;

  @Property({ type: 'string', length: 16, nullable: true })
  emoji: string | null = null;

  @Property({ type: 'boolean', default: true })
  isActive: boolean & Opt = true;

  /** Approved recipes of this cuisine, kept in step with recipe writes. */
  @Property({ type: 'integer', unsigned: true, default: 0 })
  recipeCount: number & Opt = 0;

  @Property({ type: 'datetime', length: 3, onCreate: () => new Date() })
  createdAt: Date & Opt = new Date();
}
