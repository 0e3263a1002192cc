import { type EntityName, type Opt, type Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { ImportState } from '@plantry/shared';
import { User } from '../../users/entities/user.entity.js';

/**
 * One upload of a CSV file and what became of it. The counts and the position in the file are
 * written in the same transaction as each batch of recipes, so a worker that stops mid-file
 * resumes exactly where the last batch ended. Its id is the job id the API answers.
 */
@Entity({ tableName: 'imports' })
@Index({ properties: ['createdAt'] })
export class CsvImport {
  /** The entity's name for the typed query builder (ImportsRepository). */
  declare [EntityName]?: 'CsvImport';

  @PrimaryKey({ type: 'character', length: 36 })
  id!: string;

  /** The admin who uploaded it; imported recipes are theirs. */
  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  admin!: Ref<User>;

  @Property({ type: 'string', length: 255 })
  fileName!: string;

  @Property({ type: 'integer', unsigned: true })
  fileSize!: number;

  /** A dry run reads and checks every row and writes no recipe. */
  @Property({ type: 'boolean', default: false })
  dryRun: boolean & Opt = false;

  @Property({ type: 'string', length: 16, default: 'queued' })
  state: ImportState & Opt = 'queued';

  /** Rows with content (blank lines are not rows); null until the worker has counted them. */
  @Property({ type: 'integer', unsigned: true, nullable: true })
  rowsTotal: number | null = null;

  @Property({ type: 'integer', unsigned: true, default: 0 })
  rowsDone: number & Opt = 0;

  /** Records of the file read so far, blank lines included: where a resumed import starts. */
  @Property({ type: 'integer', unsigned: true, default: 0 })
  recordsDone: number & Opt = 0;

  @Property({ type: 'integer', unsigned: true, default: 0 })
  created: number & Opt = 0;

  /** Rows whose recipe exists already (an earlier import, or the same row twice in the file). */
  @Property({ type: 'integer', unsigned: true, default: 0 })
  skipped: number & Opt = 0;

  @Property({ type: 'integer', unsigned: true, default: 0 })
  failed: number & Opt = 0;

  /** Created recipes (or, in a dry run, rows) whose ingredients the vegan check flags: imported, marked for review. */
  @Property({ type: 'integer', unsigned: true, default: 0 })
  flagged: number & Opt = 0;

  /** Recipes imported without their image because it could not be fetched or read. */
  @Property({ type: 'integer', unsigned: true, default: 0 })
  imagesFailed: number & Opt = 0;

  /** Every problem found, including those beyond the ones kept. */
  @Property({ type: 'integer', unsigned: true, default: 0 })
  problemCount: number & Opt = 0;

  /** Why the whole file failed, when it did. */
  @Property({ type: 'text', nullable: true })
  message: string | null = null;

  @Property({ type: 'datetime', length: 3, nullable: true })
  startedAt: Date | null = null;

  @Property({ type: 'datetime', length: 3, nullable: true })
  finishedAt: Date | null = null;

  @Property({ type: 'datetime', length: 3, onCreate: () => new Date() })
  createdAt: Date & Opt = new Date();
}
