import { EntityManager } from '@mikro-orm/mariadb';
import { Injectable } from '@nestjs/common';
import type { NotificationKind } from '@plantry/shared';
import type { Language } from '../../common/i18n/index.js';

export interface NotificationRow {
  id: number;
  kind: NotificationKind;
  created_at: Date | string;
  read_at: Date | string | null;
  recipe_id: number | null;
  recipe_title: string | null;
  actor_id: number | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
}

export interface Recipient {
  id: number;
  email: string;
  first_name: string | null;
  email_verified: number;
  language: Language;
}

export interface SettingRow {
  kind: NotificationKind;
  in_app: number;
  by_email: number;
}

/** The notifications and notification_settings tables in SQL, and what an event's notification needs to know of others'. */
@Injectable()
export class NotificationsRepository {
  constructor(private readonly em: EntityManager) {}

  private query<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.em.execute<T[]>(sql, params);
  }

  async insert(
    tx: EntityManager,
    row: { userId: number; kind: NotificationKind; actorId: number | null; recipeId: number | null },
  ): Promise<void> {
    await tx.execute(
      'insert into notifications (user_id, kind, actor_id, recipe_id, created_at) values (?, ?, ?, ?, now(3))',
      [row.userId, row.kind, row.actorId, row.recipeId],
      'run',
    );
  }

  /** One page of the member's notifications, newest first, with the names and titles they speak of. */
  page(userId: number, limit: number, offset: number): Promise<NotificationRow[]> {
    return this.query(
      `select n.id, n.kind, n.created_at, n.read_at, n.recipe_id, r.title as recipe_title, n.actor_id, a.first_name as actor_first_name, a.last_name as actor_last_name
       from notifications n left join recipes r on r.id = n.recipe_id left join users a on a.id = n.actor_id
       where n.user_id = ? order by n.created_at desc, n.id desc limit ? offset ?`,
      [userId, limit, offset],
    );
  }

  async counts(userId: number): Promise<{ total: number; unread: number }> {
    const [row] = await this.query<{ total: number | string; unread: number | string }>(
      'select (select count(*) from notifications where user_id = ?) as total, (select count(*) from notifications where user_id = ? and read_at is null) as unread',
      [userId, userId],
    );
    return { total: Number(row.total), unread: Number(row.unread) };
  }

  async unread(userId: number): Promise<number> {
    const [{ n }] = await this.query<{ n: number | string }>(
      'select count(*) as n from notifications where user_id = ? and read_at is null',
      [userId],
    );
    return Number(n);
  }

  /** Marks the member's notification read; answers whether it is theirs. */
  async markRead(userId: number, id: number): Promise<boolean> {
    const rows = await this.query<{ id: number }>('select id from notifications where id = ? and user_id = ?', [id, userId]);
    if (rows.length === 0) return false;
    await this.em.execute('update notifications set read_at = coalesce(read_at, now(3)) where id = ?', [id], 'run');
    return true;
  }

  async markAllRead(userId: number): Promise<void> {
    await this.em.execute('update notifications set read_at = now(3) where user_id = ? and read_at is null', [userId], 'run');
  }

  settings(userId: number): Promise<SettingRow[]> {
    return this.query('select kind, in_app, by_email from notification_settings where user_id = ?', [userId]);
  }

  async saveSetting(userId: number, setting: { kind: NotificationKind; inApp: boolean; byEmail: boolean }): Promise<void> {
    await this.em.execute(
      'insert into notification_settings (user_id, kind, in_app, by_email) values (?, ?, ?, ?) on duplicate key update in_app = values(in_app), by_email = values(by_email)',
      [userId, setting.kind, setting.inApp, setting.byEmail],
      'run',
    );
  }

  /** Stops the emails of one kind, leaving the in-app choice as it was (on, when never set). */
  async stopEmails(userId: number, kind: NotificationKind): Promise<void> {
    await this.em.execute(
      'insert into notification_settings (user_id, kind, in_app, by_email) values (?, ?, 1, 0) on duplicate key update by_email = 0',
      [userId, kind],
      'run',
    );
  }

  async recipient(userId: number): Promise<Recipient | undefined> {
    const [row] = await this.query<Recipient>('select id, email, first_name, email_verified, language from users where id = ?', [userId]);
    return row;
  }

  async actorName(userId: number): Promise<{ first_name: string | null; last_name: string | null } | undefined> {
    const [row] = await this.query<{ first_name: string | null; last_name: string | null }>(
      'select first_name, last_name from users where id = ?',
      [userId],
    );
    return row;
  }

  async recipe(recipeId: number): Promise<{ author_id: number; title: string } | undefined> {
    const [row] = await this.query<{ author_id: number; title: string }>('select author_id, title from recipes where id = ?', [recipeId]);
    return row;
  }

  async reviewWriter(reviewId: number): Promise<number | undefined> {
    const [row] = await this.query<{ user_id: number }>('select user_id from reviews where id = ?', [reviewId]);
    return row?.user_id;
  }
}
