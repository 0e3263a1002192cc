import { type Opt, type Ref } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import {
  MODERATION_LOG_ACTIONS,
  REPORT_REASONS,
  REPORT_TARGETS,
  type ModerationLogAction,
  type ReportReason,
  type ReportTarget,
} from '@plantry/shared';
import { User } from '../../users/entities/user.entity.js';

/**
 * A member's report of a recipe, review, reply or profile. It stays open (`open` = 1) until an
 * admin acts on its target; then `open` is null, so a member has one open report a target at
 * most (the unique key skips nulls) and may report it again later.
 */
@Entity({ tableName: 'reports' })
@Unique({ properties: ['targetKind', 'targetId', 'reporter', 'open'] })
@Index({ properties: ['open', 'createdAt'] })
export class Report {
  @PrimaryKey({ type: 'integer', unsigned: true })
  id!: number;

  @Enum({ items: [...REPORT_TARGETS] })
  targetKind!: ReportTarget;

  @Property({ type: 'integer', unsigned: true })
  targetId!: number;

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  reporter!: Ref<User>;

  @Enum({ items: [...REPORT_REASONS] })
  reason!: ReportReason;

  /** Plain text, MODERATION_LIMITS.noteMax characters at most. */
  @Property({ type: 'string', length: 500, nullable: true })
  note: string | null = null;

  /** 1 while open, null once an admin acted on the target. */
  @Property({ type: 'tinyint', unsigned: true, nullable: true, default: 1 })
  open: (1 | null) & Opt = 1;

  /** What the admin did that closed it. */
  @Enum({ items: [...MODERATION_LOG_ACTIONS], nullable: true })
  resolution: ModerationLogAction | null = null;

  @Property({ type: 'datetime', length: 3, nullable: true })
  resolvedAt: Date | null = null;

  @Property({ type: 'datetime', length: 3, onCreate: () => new Date() })
  createdAt: Date & Opt = new Date();
}
