import { EntityManager } from '@mikro-orm/mariadb';
import { BadRequestException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { displayName, NOTIFICATION_KINDS, type NotificationKind } from '@plantry/shared';
import type { Principal } from '../../common/auth/principal.js';
import type { PageQueryDto } from '../../common/dto/page-query.dto.js';
import { fromSqlDate } from '../../common/sql-date.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { MailOutbox } from '../../infrastructure/mail/mail-outbox.js';
import type { NotificationPageDto, NotificationSettingDto, UnsubscribedDto, UnsubscribeQueryDto } from './dto/notification.dto.js';
import { notificationEmail, notificationLink, notificationText, type Subject } from './notification-words.js';
import { NotificationsRepository, type NotificationRow, type SettingRow } from './notifications.repository.js';
import { isUnsubscribeToken, unsubscribeToken } from './unsubscribe-token.js';
import type { Language } from '../../common/i18n/index.js';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';
export const BAD_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid';

/** Something happened that a member may be told of. */
export interface Happening {
  /** Who is told. */
  userId: number;
  kind: NotificationKind;
  /** Who did it; none for the Plantry team's decisions. Nobody is told of what they did themselves. */
  actorId: number | null;
  recipeId: number | null;
}

const nameOf = (row: { first_name: string | null; last_name: string | null } | undefined) =>
  row ? displayName({ firstName: row.first_name, lastName: row.last_name }) : null;

/** A member's choice for one kind: their row, or on in the app and by email where they made none. */
function choiceOf(rows: SettingRow[], kind: NotificationKind): NotificationSettingDto {
  const row = rows.find((candidate) => candidate.kind === kind);
  return { kind, inApp: row ? row.in_app === 1 : true, byEmail: row ? row.by_email === 1 : true };
}

const subjectOf = (row: NotificationRow): Subject => ({
  kind: row.kind,
  actor: row.actor_id === null ? null : nameOf({ first_name: row.actor_first_name, last_name: row.actor_last_name }),
  actorId: row.actor_id,
  recipeId: row.recipe_id,
  title: row.recipe_title,
});

/**
 * What members are told of (docs/decisions/community.md): a notification under the bell and an
 * email through the outbox, each as the member's settings say (both on by default); emails go to
 * verified addresses only and carry a one-click unsubscribe (RFC 8058).
 */
@Injectable()
export class NotificationsService {
  private readonly logger = new Logger(NotificationsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly notifications: NotificationsRepository,
    private readonly mail: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The member's notifications, newest first, with how many are unread. */
  async list(user: Principal, page: PageQueryDto, language: Language): Promise<NotificationPageDto> {
    const [rows, counts] = await Promise.all([
      this.notifications.page(user.id, page.limit, page.offset),
      this.notifications.counts(user.id),
    ]);
    const items = rows.map((row) => {
      const subject = subjectOf(row);
      return {
        id: row.id,
        kind: row.kind,
        text: notificationText(subject, language),
        link: notificationLink(subject),
        createdAt: fromSqlDate(row.created_at),
        read: row.read_at !== null,
      };
    });
    return { items, ...counts, limit: page.limit, offset: page.offset };
  }

  unreadCount(user: Principal): Promise<number> {
    return this.notifications.unread(user.id);
  }

  /** Marks one of the member's notifications read; 404 for anyone else's. */
  async markRead(user: Principal, id: number): Promise<void> {
    if (!(await this.notifications.markRead(user.id, id))) throw new NotFoundException(NOTIFICATION_NOT_FOUND);
  }

  markAllRead(user: Principal): Promise<void> {
    return this.notifications.markAllRead(user.id);
  }

  /** Every kind with the member's choice (on, in the app and by email, where they made none). */
  async settings(user: Principal): Promise<NotificationSettingDto[]> {
    const rows = await this.notifications.settings(user.id);
    return NOTIFICATION_KINDS.map((kind) => choiceOf(rows, kind));
  }

  async saveSettings(user: Principal, settings: NotificationSettingDto[]): Promise<NotificationSettingDto[]> {
    for (const setting of settings) await this.notifications.saveSetting(user.id, setting);
    return this.settings(user);
  }

  /** One-click unsubscribe from an email's link: stops that kind of email; 400 for a link that was not made here. */
  async unsubscribe({ user, kind, token }: UnsubscribeQueryDto): Promise<UnsubscribedDto> {
    if (!isUnsubscribeToken(this.config.sessionSecret, user, kind, token)) throw new BadRequestException(BAD_UNSUBSCRIBE_LINK);
    // A deleted account's link: there is nothing left to send to.
    if (await this.notifications.recipient(user)) await this.notifications.stopEmails(user, kind);
    return { kind, byEmail: false };
  }

  /**
   * Tells a member of what happened (`find` says who and what, or nothing), as their settings say.
   * Called after the change it speaks of is committed; a failure is logged and never fails that change.
   */
  async notify(what: string, find: () => Promise<Happening | undefined>): Promise<void> {
    try {
      const happening = await find();
      if (happening && happening.userId !== happening.actorId) await this.deliver(happening);
    } catch (error) {
      this.logger.error(`${what}: notification not made: ${(error as Error).message}`);
    }
  }

  private async deliver({ userId, kind, actorId, recipeId }: Happening): Promise<void> {
    const recipient = await this.notifications.recipient(userId);
    if (!recipient) return;
    const choice = choiceOf(await this.notifications.settings(userId), kind);
    const inApp = choice.inApp;
    const byEmail = choice.byEmail && recipient.email_verified === 1;
    if (!inApp && !byEmail) return;
    const [actor, recipe] = await Promise.all([
      actorId ? this.notifications.actorName(actorId) : undefined,
      recipeId ? this.notifications.recipe(recipeId) : undefined,
    ]);
    const subject: Subject = { kind, actor: nameOf(actor), actorId, recipeId, title: recipe?.title ?? null };
    await this.em.fork().transactional(async (tx) => {
      if (inApp) await this.notifications.insert(tx, { userId, kind, actorId, recipeId });
      if (byEmail) {
        const email = notificationEmail(
          subject,
          { firstName: recipient.first_name, language: recipient.language },
          (path) => `${this.config.publicUrl}${path}`,
          this.unsubscribePage(userId, kind),
        );
        this.mail.add(tx, { to: recipient.email, ...email, headers: this.unsubscribeHeaders(userId, kind) });
      }
    });
    if (byEmail) this.mail.relaySoon();
  }

  private unsubscribeQuery(userId: number, kind: NotificationKind): string {
    return new URLSearchParams({ user: String(userId), kind, token: unsubscribeToken(this.config.sessionSecret, userId, kind) }).toString();
  }

  /** The page the email's link opens: it asks before unsubscribing, so a link scanner opening it changes nothing. */
  private unsubscribePage(userId: number, kind: NotificationKind): string {
    return `${this.config.publicUrl}/unsubscribe?${this.unsubscribeQuery(userId, kind)}`;
  }

  /** RFC 8058: mail apps offer 'Unsubscribe', and POST to the address without the member signing in. */
  private unsubscribeHeaders(userId: number, kind: NotificationKind): Record<string, string> {
    return {
      'List-Unsubscribe': `<${this.config.publicUrl}/api/notifications/unsubscribe?${this.unsubscribeQuery(userId, kind)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  }
}
