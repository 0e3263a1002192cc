import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * An uploaded (or generated) image: its full-size WebP at `url`, and once the images worker has
 * run, its width variants and placeholder. Recipes and reviews refer to images by `url`.
 */
@Entity({ tableName: 'images' })
export class StoredImage {
  @PrimaryKey({ type: 'integer', unsigned: true })
  id!: number;

  /** The storage key prefix of every file of the image, e.g. `images/3f2a...`. */
  @Property({ type: 'string', length: 80, unique: true })
  base!: string;

  @Property({ type: 'string', length: 500, unique: true })
  url!: string;

  @Property({ type: 'smallint', unsigned: true })
  width!: number;

  @Property({ type: 'smallint', unsigned: true })
  height!: number;

  /** Comma-separated widths of the variants made so far; null until the worker has made them. */
  @Property({ type: 'string', length: 40, nullable: true })
  variantWidths: string | null = null;

  /** A tiny WebP as a data: URL, shown blurred while the image loads. */
  @Property({ type: 'string', length: 1000, nullable: true })
  placeholder: string | null = null;

  @Property({ type: 'datetime', length: 3, onCreate: () => new Date() })
  createdAt: Date & Opt = new Date();
}
