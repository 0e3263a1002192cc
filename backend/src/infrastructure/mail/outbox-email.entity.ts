import { JsonType, type Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { EmailJobs } from '@plantry/shared';

/**
 * An email waiting to be handed to the queue, written in the same transaction as the change that
 * causes it (an account, a reset token, a contact message): a crash between the commit and the
 * queue loses nothing (MailOutbox).
 */
@Entity({ tableName: 'outbox_emails' })
@Index({ properties: ['queuedAt', 'id'] })
export class OutboxEmail {
  @PrimaryKey({ type: 'integer', unsigned: true })
  id!: number;

  @Property({ type: JsonType, columnType: 'longtext' })
  email!: EmailJobs['send'];

  @Property({ type: 'datetime', length: 3, onCreate: () => new Date() })
  createdAt: Date & Opt = new Date();

  /** When the relay put it on the queue (the job `outbox-<id>-<created at>`), null until then. */
  @Property({ type: 'datetime', length: 3, nullable: true })
  queuedAt: Date | null = null;
}
