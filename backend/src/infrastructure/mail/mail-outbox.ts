import { EntityManager } from '@mikro-orm/mariadb';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { QUEUES, type EmailJobs } from '@plantry/shared';
import type { Queue } from 'bullmq';
import { fromSqlDate } from '../../common/sql-date.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { queueReady, replicated } from '../queue/queue-ready.js';
import { OutboxEmail } from './outbox-email.entity.js';
import { withoutContent } from './sent-email.js';
import { traced } from '../queue/traced.js';

/**
 * An email's attempts: by default 12 over about two hours (2 s, 4 s, 8 s ... doubling), so a mail
 * server that is down for a while loses nothing; after the last one the job shows as failed in the
 * queue dashboard, where it can be retried.
 */
export const emailJobOptions = ({ emailAttempts, emailBackoffMs }: AppConfig['jobs']) =>
  ({ attempts: emailAttempts, backoff: { type: 'exponential', delay: emailBackoffMs } }) as const;
/** Emails put on the queue per round. */
const BATCH = 100;
/** Queued emails are kept this long, as long as their completed jobs. */
const KEPT_DAYS = 7;

/**
 * The queue job of an outbox row. Its time keeps it apart from a row of the same id in a database
 * made again (a restore, a test run) while the jobs of the old one are still kept in Redis.
 */
const jobIdOf = (row: { id: number; created_at: Date | string }) => `outbox-${row.id}-${fromSqlDate(row.created_at).getTime()}`;

/**
 * Emails leave through an outbox: `add` writes the email in the caller's unit of work, so it is
 * committed with the change that causes it or not at all; `relay` then puts waiting emails on the
 * queue. The API relays right after its commit (`relaySoon`); the worker relays every 2 s whatever
 * is left (Redis away, a crash between commit and queue). Each email becomes one job (`jobIdOf`),
 * which BullMQ adds once however often it is relayed, and rows are claimed with
 * SKIP LOCKED, so relays in several processes never take the same email.
 */
@Injectable()
export class MailOutbox {
  private readonly logger = new Logger(MailOutbox.name);
  private running?: Promise<number>;
  private again = false;

  private readonly jobOptions: ReturnType<typeof emailJobOptions>;
  /** Whether Redis fails over (Sentinel): rows are marked queued only once a replica holds their jobs. */
  private readonly failsOver: boolean;

  constructor(
    private readonly em: EntityManager,
    @InjectQueue(QUEUES.email) private readonly queue: Queue<EmailJobs['send']>,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.jobOptions = emailJobOptions(config.jobs);
    this.failsOver = config.redis.sentinels.length > 0;
  }

  /** Adds the email to the caller's unit of work: it is written by the caller's next flush, in its transaction. */
  add(em: EntityManager, email: EmailJobs['send']): void {
    em.create(OutboxEmail, { email: traced(email) });
  }

  /** Call after the commit: relays now, or once more after the relay under way. A failure leaves the emails for the worker. */
  relaySoon(): void {
    this.relay().catch((error: Error) => this.logger.warn(`Emails wait in the outbox: ${error.message}`));
  }

  /** Forgets emails queued more than a week ago (their jobs are gone from Redis by then); answers how many. */
  async prune(): Promise<number> {
    const cutoff = new Date(Date.now() - KEPT_DAYS * 24 * 3600 * 1000);
    const { affectedRows } = await this.em
      .fork()
      .execute<{ affectedRows: number }>('delete from outbox_emails where queued_at < ? limit 10000', [cutoff], 'run');
    return affectedRows;
  }

  /** Puts waiting emails on the queue; answers how many. One relay at a time in a process. */
  relay(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.relayAll().finally(() => (this.running = undefined));
    return this.running;
  }

  private async relayAll(): Promise<number> {
    let total = 0;
    do {
      this.again = false;
      let relayed: number;
      do {
        relayed = await this.relayBatch();
        total += relayed;
      } while (relayed === BATCH);
    } while (this.again);
    return total;
  }

  private async relayBatch(): Promise<number> {
    // Rows are only claimed while Redis answers: a relay never holds them through an outage.
    await queueReady(this.queue);
    return this.em.fork().transactional(async (tx) => {
      const rows = await tx.execute<{ id: number; email: string; created_at: Date | string }[]>(
        'select id, email, created_at from outbox_emails where queued_at is null order by id limit ? for update skip locked',
        [BATCH],
      );
      if (rows.length === 0) return 0;
      await this.queue.addBulk(
        rows.map((row) => ({
          name: 'send',
          data: JSON.parse(row.email) as EmailJobs['send'],
          opts: { ...this.jobOptions, jobId: jobIdOf(row) },
        })),
      );
      // Otherwise the rows stay waiting, and the next relay adds the same job ids again (a no-op where they exist).
      if (this.failsOver) await replicated(this.queue);
      // Queued: the row keeps whom and what about, not the body (withoutContent).
      const queuedAt = new Date();
      for (const row of rows) {
        const kept = withoutContent(JSON.parse(row.email) as EmailJobs['send']);
        await tx.execute('update outbox_emails set queued_at = ?, email = ? where id = ?', [queuedAt, JSON.stringify(kept), row.id], 'run');
      }
      return rows.length;
    });
  }
}
