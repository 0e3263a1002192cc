import { type Opt, type Ref } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { MODERATION_LOG_ACTIONS, REPORT_TARGETS, type ModerationLogAction, type ReportTarget } from '@plantry/shared';
import { User } from '../../users/entities/user.entity.js';

/**
 * The audit log: one row for every moderation action (who, what, when, why), never changed. The
 * content's words are kept as they were (`summary`), so that the log still says what was
 * hidden or deleted after the content or its writer is gone.
 */
@Entity({ tableName: 'moderation_log' })
@Index({ properties: ['createdAt'] })
@Index({ properties: ['targetKind', 'targetId', 'createdAt'] })
export class ModerationEntry {
  @PrimaryKey({ type: 'integer', unsigned: true })
  id!: number;

  /** The admin who acted; null for content hidden on trusted members' reports, or an admin since deleted. */
  @ManyToOne({ entity: () => User, ref: true, nullable: true, deleteRule: 'set null' })
  admin: Ref<User> | null = null;

  @Enum({ items: [...MODERATION_LOG_ACTIONS] })
  action!: ModerationLogAction;

  @Enum({ items: [...REPORT_TARGETS] })
  targetKind!: ReportTarget;

  @Property({ type: 'integer', unsigned: true })
  targetId!: number;

  /** Whose content it was, when they still have an account. */
  @ManyToOne({ entity: () => User, ref: true, nullable: true, deleteRule: 'set null' })
  targetUser: Ref<User> | null = null;

  /** The content as it was when acted on, cut to 300 characters. */
  @Property({ type: 'string', length: 300 })
  summary!: string;

  /** Why, in the admin's words. */
  @Property({ type: 'string', length: 500 })
  reason!: string;

  /** The end of a suspension. */
  @Property({ type: 'datetime', length: 3, nullable: true })
  suspendedUntil: Date | null = null;

  @Property({ type: 'datetime', length: 3, onCreate: () => new Date() })
  createdAt: Date & Opt = new Date();
}
