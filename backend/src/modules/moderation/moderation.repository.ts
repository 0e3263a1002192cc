import { EntityManager } from '@mikro-orm/mariadb';
import { Injectable } from '@nestjs/common';
import { MODERATION_LIMITS, type ModerationLogAction, type ReportReason, type ReportTarget } from '@plantry/shared';
import { placeholders } from '../../common/sql-part.js';
import type { Language } from '../../common/i18n/index.js';

/** Reported content as read for the queue and for an action: its words, its writer and where it is. */
export interface ContentRow {
  id: number;
  owner_id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
  email_verified: number;
  language: Language;
  text: string | null;
  rating: number | null;
  recipe_id: number | null;
  recipe_title: string | null;
  /** 1 when hidden (a recipe: not approved; a reply: it or its review hidden). */
  hidden: number;
}

export interface ReportRow {
  id: number;
  target_kind: ReportTarget;
  target_id: number;
  reason: ReportReason;
  note: string | null;
  reporter_id: number;
  first_name: string | null;
  last_name: string | null;
  created_at: Date | string;
}

export interface EntryRow {
  id: number;
  action: ModerationLogAction;
  target_kind: ReportTarget;
  target_id: number;
  summary: string;
  reason: string;
  admin_id: number | null;
  admin_first_name: string | null;
  admin_last_name: string | null;
  target_user_id: number | null;
  target_first_name: string | null;
  target_last_name: string | null;
  suspended_until: Date | string | null;
  created_at: Date | string;
}

const OWNER = 'u.id as owner_id, u.first_name, u.last_name, u.email, u.email_verified, u.language';

/** Each kind of content read with its writer; `?` is its id. Read-only: the content's own module changes it. */
const CONTENT: Record<ReportTarget, string> = {
  recipe: `select p.id, ${OWNER}, p.description as text, null as rating, p.id as recipe_id, p.title as recipe_title, (p.is_approved = 0) as hidden
    from recipes p join users u on u.id = p.author_id where p.id = ?`,
  review: `select v.id, ${OWNER}, v.comment as text, v.rating, p.id as recipe_id, p.title as recipe_title, (v.hidden_at is not null) as hidden
    from reviews v join users u on u.id = v.user_id join recipes p on p.id = v.recipe_id where v.id = ?`,
  reply: `select rr.id, ${OWNER}, rr.body as text, null as rating, p.id as recipe_id, p.title as recipe_title, (rr.hidden_at is not null or v.hidden_at is not null) as hidden
    from review_replies rr join users u on u.id = rr.user_id join reviews v on v.id = rr.review_id join recipes p on p.id = v.recipe_id where rr.id = ?`,
  profile: `select u.id, ${OWNER}, u.bio as text, null as rating, null as recipe_id, null as recipe_title, 0 as hidden from users u where u.id = ?`,
};

/**
 * A trusted member (docs/decisions/community.md, "Reporting and moderation"): an admin, or a
 * verified account at least MODERATION_LIMITS.trustedAccountDays old, not suspended, with an
 * approved recipe or MODERATION_LIMITS.trustedReviews reviews that are not hidden.
 */
const TRUSTED = `(u.role = 'admin' or (u.email_verified = 1 and u.created_at <= now(3) - interval ${MODERATION_LIMITS.trustedAccountDays} day
  and (u.suspended_until is null or u.suspended_until <= now(3))
  and (exists (select 1 from recipes p where p.author_id = u.id and p.is_approved = 1)
    or (select count(*) from reviews v where v.user_id = u.id and v.hidden_at is null) >= ${MODERATION_LIMITS.trustedReviews})))`;

const SELECT_ENTRIES = `select m.id, m.action, m.target_kind, m.target_id, m.summary, m.reason, m.admin_id, a.first_name as admin_first_name, a.last_name as admin_last_name,
  m.target_user_id, t.first_name as target_first_name, t.last_name as target_last_name, m.suspended_until, m.created_at
  from moderation_log m left join users a on a.id = m.admin_id left join users t on t.id = m.target_user_id`;

/** Reports and the audit log in SQL, and the reported content read where it lives. */
@Injectable()
export class ModerationRepository {
  constructor(private readonly em: EntityManager) {}

  private query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(sql, params);
  }

  async content(kind: ReportTarget, id: number): Promise<ContentRow | undefined> {
    const [row] = await this.query<ContentRow>(CONTENT[kind], [id]);
    return row;
  }

  /** The member's open report of that content. */
  async openReport(reporterId: number, kind: ReportTarget, id: number): Promise<ReportRow | undefined> {
    const [row] = await this.query<ReportRow>(
      `select r.id, r.target_kind, r.target_id, r.reason, r.note, r.reporter_id, null as first_name, null as last_name, r.created_at
       from reports r where r.reporter_id = ? and r.target_kind = ? and r.target_id = ? and r.open = 1`,
      [reporterId, kind, id],
    );
    return row;
  }

  /** Adds an open report; a second open one of the same member and content is ignored (the unique key). */
  async insertReport(report: {
    reporterId: number;
    kind: ReportTarget;
    id: number;
    reason: ReportReason;
    note: string | null;
  }): Promise<void> {
    await this.em
      .getConnection()
      .execute(
        'insert ignore into reports (target_kind, target_id, reporter_id, reason, note, open, created_at) values (?, ?, ?, ?, ?, 1, now(3))',
        [report.kind, report.id, report.reporterId, report.reason, report.note],
        'run',
      );
  }

  /** How many trusted members have an open report of that content. */
  async trustedReporters(kind: ReportTarget, id: number): Promise<number> {
    const [{ n }] = await this.query<{ n: number }>(
      `select count(*) as n from reports r join users u on u.id = r.reporter_id where r.target_kind = ? and r.target_id = ? and r.open = 1 and ${TRUSTED}`,
      [kind, id],
    );
    return Number(n);
  }

  /** One page of the content with open reports, first reported longest ago first, and how much there is. */
  async openTargets(
    limit: number,
    offset: number,
  ): Promise<{ targets: { target_kind: ReportTarget; target_id: number; first_at: Date | string }[]; total: number }> {
    const [targets, [{ total }]] = await Promise.all([
      this.query<{ target_kind: ReportTarget; target_id: number; first_at: Date | string }>(
        `select target_kind, target_id, min(created_at) as first_at from reports where open = 1
         group by target_kind, target_id order by first_at, target_kind, target_id limit ? offset ?`,
        [limit, offset],
      ),
      this.query<{ total: number }>(
        'select count(*) as total from (select 1 from reports where open = 1 group by target_kind, target_id) t',
      ),
    ]);
    return { targets, total: Number(total) };
  }

  /** The open reports of these contents, oldest first, with their reporters' names. */
  async openReportsOf(targets: readonly { target_kind: ReportTarget; target_id: number }[]): Promise<ReportRow[]> {
    if (targets.length === 0) return [];
    const pairs = targets.map(() => '(?, ?)').join(', ');
    return this.query<ReportRow>(
      `select r.id, r.target_kind, r.target_id, r.reason, r.note, r.reporter_id, u.first_name, u.last_name, r.created_at
       from reports r join users u on u.id = r.reporter_id where r.open = 1 and (r.target_kind, r.target_id) in (${pairs}) order by r.created_at, r.id`,
      targets.flatMap((target) => [target.target_kind, target.target_id]),
    );
  }

  /** Closes the open reports of that content with what was done, in the caller's transaction. */
  async resolve(tx: EntityManager, kind: ReportTarget, id: number, action: ModerationLogAction): Promise<void> {
    await tx.execute(
      'update reports set open = null, resolution = ?, resolved_at = now(3) where target_kind = ? and target_id = ? and open = 1',
      [action, kind, id],
      'run',
    );
  }

  /** The latest action on that content, if any. */
  async lastAction(kind: ReportTarget, id: number): Promise<ModerationLogAction | undefined> {
    const [row] = await this.query<{ action: ModerationLogAction }>(
      'select action from moderation_log where target_kind = ? and target_id = ? order by created_at desc, id desc limit 1',
      [kind, id],
    );
    return row?.action;
  }

  /** One page of the audit log, newest first, and how long it is. */
  async log(limit: number, offset: number): Promise<{ rows: EntryRow[]; total: number }> {
    const [rows, [{ total }]] = await Promise.all([
      this.query<EntryRow>(`${SELECT_ENTRIES} order by m.created_at desc, m.id desc limit ? offset ?`, [limit, offset]),
      this.query<{ total: number }>('select count(*) as total from moderation_log'),
    ]);
    return { rows, total: Number(total) };
  }

  async entries(ids: readonly number[]): Promise<EntryRow[]> {
    if (ids.length === 0) return [];
    return this.query<EntryRow>(`${SELECT_ENTRIES} where m.id in (${placeholders(ids)}) order by m.id`, [...ids]);
  }
}
