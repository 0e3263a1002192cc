import { EntityManager } from '@mikro-orm/mariadb';
import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { displayName, MODERATION_LIMITS, type ModerationLogAction, type ReportTarget } from '@plantry/shared';
import type { Principal } from '../../common/auth/principal.js';
import type { PageQueryDto } from '../../common/dto/page-query.dto.js';
import { fromSqlDate } from '../../common/sql-date.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { MailOutbox } from '../../infrastructure/mail/mail-outbox.js';
import type {
  ModerationEntryDto,
  ModerationInputDto,
  ModerationLogPageDto,
  ReportedContentDto,
  ReportQueuePageDto,
} from './dto/moderation.dto.js';
import type { ReportDto, ReportInputDto } from './dto/report.dto.js';
import { ModerationEntry } from './entities/moderation-entry.entity.js';
import { moderationEmail } from './moderation-email.js';
import { ModerationEffects } from './moderation-effects.js';
import { ModerationRepository, type ContentRow, type EntryRow, type ReportRow } from './moderation.repository.js';

export const NOT_FOUND: Record<ReportTarget, string> = {
  recipe: 'Recipe not found',
  review: 'Review not found',
  reply: 'Reply not found',
  profile: 'Cook not found',
};
export const OWN_CONTENT = 'You cannot report your own content';
export const CHOOSE_DAYS = `Choose how many days to suspend for: ${MODERATION_LIMITS.suspendDays.join(', ')}`;
export const AUTO_HIDE_REASON = `Reported by ${MODERATION_LIMITS.autoHideReporters} trusted members: hidden until an admin decides`;

/** Content hidden on trusted members' reports is hidden by nobody in particular (the audit log's admin is null). */
const ON_REPORTS: Principal = { id: 0, role: 'admin' };
/** The actions whose content's writer is told by email. */
type Told = Exclude<ModerationLogAction, 'dismiss' | 'auto_hide'>;
const isTold = (action: ModerationLogAction): action is Told => action !== 'dismiss' && action !== 'auto_hide';
/** What can be hidden until an admin decides (a profile's bio and picture cannot be shown again). */
const AUTO_HIDDEN: readonly ReportTarget[] = ['recipe', 'review', 'reply'];

const nameOf = (row: { first_name: string | null; last_name: string | null }) =>
  displayName({ firstName: row.first_name, lastName: row.last_name });
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The content in a few words, as the audit log keeps it. */
function summaryOf(kind: ReportTarget, content: ContentRow): string {
  const words = content.text ?? '';
  if (kind === 'recipe') return cut(`${content.recipe_title}${words ? ` — ${words}` : ''}`, 300);
  if (kind === 'review') return cut(`${'★'.repeat(content.rating ?? 0)} ${words}`.trim(), 300);
  if (kind === 'profile') return cut(`${nameOf(content)}${words ? `: ${words}` : ''}`, 300);
  return cut(words, 300);
}

function contentDto(kind: ReportTarget, id: number, content: ContentRow | undefined): ReportedContentDto {
  if (!content)
    return { kind, id, exists: false, context: null, text: null, rating: null, link: null, ownerId: null, ownerName: null, hidden: false };
  return {
    kind,
    id,
    exists: true,
    context: kind === 'profile' ? nameOf(content) : content.recipe_title,
    text: content.text,
    rating: content.rating,
    link: kind === 'profile' ? `/cook/${id}` : `/recipe/${content.recipe_id}`,
    ownerId: content.owner_id,
    ownerName: nameOf(content),
    hidden: Number(content.hidden) === 1,
  };
}

const reportDto = (row: ReportRow): ReportDto => ({
  id: row.id,
  targetKind: row.target_kind,
  targetId: row.target_id,
  reason: row.reason,
  note: row.note,
  createdAt: fromSqlDate(row.created_at),
});

const entryDto = (row: EntryRow): ModerationEntryDto => ({
  id: row.id,
  action: row.action,
  targetKind: row.target_kind,
  targetId: row.target_id,
  summary: row.summary,
  reason: row.reason,
  adminId: row.admin_id,
  adminName: row.admin_id === null ? null : nameOf({ first_name: row.admin_first_name, last_name: row.admin_last_name }),
  targetUserId: row.target_user_id,
  targetUserName: row.target_user_id === null ? null : nameOf({ first_name: row.target_first_name, last_name: row.target_last_name }),
  suspendedUntil: row.suspended_until === null ? null : fromSqlDate(row.suspended_until),
  createdAt: fromSqlDate(row.created_at),
});

/**
 * Reporting and moderation (docs/decisions/community.md): members report content; content that
 * enough trusted members report is hidden until an admin decides; an admin's decision changes the
 * content through its own module, closes its reports, tells its writer by email and is written
 * to the audit log.
 */
@Injectable()
export class ModerationService {
  constructor(
    private readonly em: EntityManager,
    private readonly moderation: ModerationRepository,
    private readonly effects: ModerationEffects,
    private readonly mail: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A member reports content they can see and did not write; answers their open report of it and
   * whether it is new (a second report of the same content is the same report).
   */
  async report(user: Principal, input: ReportInputDto): Promise<{ report: ReportDto; created: boolean }> {
    const { targetKind: kind, targetId: id } = input;
    const content = await this.moderation.content(kind, id);
    if (!content || Number(content.hidden) === 1) throw new NotFoundException(NOT_FOUND[kind]);
    if (content.owner_id === user.id) throw new BadRequestException(OWN_CONTENT);
    const existing = await this.moderation.openReport(user.id, kind, id);
    if (existing) return { report: reportDto(existing), created: false };
    await this.moderation.insertReport({ reporterId: user.id, kind, id, reason: input.reason, note: input.note ?? null });
    const stored = await this.moderation.openReport(user.id, kind, id);
    if (!stored) throw new NotFoundException(NOT_FOUND[kind]);
    await this.hideOnReports(kind, content);
    return { report: reportDto(stored), created: true };
  }

  /** Hides a recipe, review or reply that enough trusted members reported, until an admin decides. */
  private async hideOnReports(kind: ReportTarget, content: ContentRow): Promise<void> {
    if (!AUTO_HIDDEN.includes(kind) || (await this.moderation.trustedReporters(kind, content.id)) < MODERATION_LIMITS.autoHideReporters)
      return;
    await this.effects.setHidden(ON_REPORTS, kind, content, true);
    await this.record(null, { targetKind: kind, targetId: content.id, action: 'auto_hide', reason: AUTO_HIDE_REASON }, content, null);
  }

  /** The queue: content with open reports in its context, first reported longest ago first. */
  async queue(page: PageQueryDto): Promise<ReportQueuePageDto> {
    const { targets, total } = await this.moderation.openTargets(page.limit, page.offset);
    const [reports, contents] = await Promise.all([
      this.moderation.openReportsOf(targets),
      Promise.all(targets.map((target) => this.moderation.content(target.target_kind, target.target_id))),
    ]);
    const items = targets.map((target, index) => ({
      content: contentDto(target.target_kind, target.target_id, contents[index]),
      reports: reports
        .filter((report) => report.target_kind === target.target_kind && report.target_id === target.target_id)
        .map((report) => ({ ...reportDto(report), reporterId: report.reporter_id, reporterName: nameOf(report) })),
      firstReportedAt: fromSqlDate(target.first_at),
    }));
    return { items, total, limit: page.limit, offset: page.offset };
  }

  /**
   * An admin's decision on content: applied through the content's module, then written to the
   * audit log with its reports closed and its writer's email in one transaction. Content that is
   * gone can only be dismissed.
   */
  async act(admin: Principal, input: ModerationInputDto): Promise<ModerationEntryDto> {
    const { targetKind: kind, targetId: id, action } = input;
    const content = await this.moderation.content(kind, id);
    if (!content && action !== 'dismiss') throw new NotFoundException(NOT_FOUND[kind]);
    if (action === 'suspend' && input.days === undefined) throw new BadRequestException(CHOOSE_DAYS);
    const until = action === 'suspend' ? new Date(Date.now() + (input.days ?? 0) * 24 * 3600 * 1000) : null;
    if (content) await this.apply(admin, input, content, until);
    const entryId = await this.record(admin.id, input, content, until);
    const [entry] = await this.moderation.entries([entryId]);
    return entryDto(entry);
  }

  private async apply(admin: Principal, input: ModerationInputDto, content: ContentRow, until: Date | null): Promise<void> {
    const { targetKind: kind, action } = input;
    if (action === 'dismiss' && Number(content.hidden) === 1 && (await this.moderation.lastAction(kind, content.id)) === 'auto_hide') {
      await this.effects.setHidden(admin, kind, content, false);
    }
    if (action === 'hide') await this.effects.setHidden(admin, kind, content, true);
    if (action === 'suspend' && until) await this.effects.suspend(content, until);
    if (action === 'delete') await this.effects.remove(admin, kind, content);
  }

  /** The audit log's line, the reports closed (but for content hidden on reports) and the writer's email, in one transaction. */
  private async record(
    adminId: number | null,
    input: Pick<ModerationInputDto, 'targetKind' | 'targetId' | 'reason'> & { action: ModerationLogAction },
    content: ContentRow | undefined,
    until: Date | null,
  ): Promise<number> {
    const { targetKind: kind, targetId: id, action } = input;
    // A deleted profile took its account with it: the log keeps the words, not the link.
    const ownerGone = kind === 'profile' && action === 'delete';
    const told = content && !ownerGone && Number(content.email_verified) === 1 && isTold(action) ? { content, action } : null;
    const entryId = await this.em.fork().transactional(async (tx) => {
      const entry = tx.create(ModerationEntry, {
        admin: adminId,
        action,
        targetKind: kind,
        targetId: id,
        targetUser: content && !ownerGone ? content.owner_id : null,
        summary: content ? summaryOf(kind, content) : '(gone)',
        reason: input.reason,
        suspendedUntil: until,
      });
      if (told) {
        const { content: writer } = told;
        const words = moderationEmail(
          told.action,
          { kind, title: writer.recipe_title, firstName: writer.first_name, language: writer.language },
          input.reason,
          until,
          `${this.config.publicUrl}/contact`,
        );
        this.mail.add(tx, { to: writer.email, ...words });
      }
      await tx.flush();
      if (action !== 'auto_hide') await this.moderation.resolve(tx, kind, id, action);
      return entry.id;
    });
    if (told) this.mail.relaySoon();
    return entryId;
  }

  /** The audit log, newest first. */
  async log(page: PageQueryDto): Promise<ModerationLogPageDto> {
    const { rows, total } = await this.moderation.log(page.limit, page.offset);
    return { items: rows.map(entryDto), total, limit: page.limit, offset: page.offset };
  }
}
