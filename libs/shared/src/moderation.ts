/**
 * Reporting and moderation (issue 23 part 6, docs/decisions/community.md "Reporting and
 * moderation"): what members report, why, and what admins do about it.
 */

/** What a member can report. */
export const REPORT_TARGETS = ['recipe', 'review', 'reply', 'profile'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

export const REPORT_REASONS = ['spam', 'offensive', 'harassment', 'not_vegan', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What an admin can do about reported content. */
export const MODERATION_ACTIONS = ['dismiss', 'hide', 'warn', 'suspend', 'delete'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** What the audit log records: the admins' actions, and content hidden on trusted members' reports. */
export const MODERATION_LOG_ACTIONS = [...MODERATION_ACTIONS, 'auto_hide'] as const;
export type ModerationLogAction = (typeof MODERATION_LOG_ACTIONS)[number];

export const MODERATION_ACTION_LABELS: Readonly<Record<ModerationLogAction, string>> = {
  dismiss: 'Dismissed',
  hide: 'Hidden',
  warn: 'Warned',
  suspend: 'Suspended',
  delete: 'Deleted',
  auto_hide: 'Hidden on reports',
};

export const MODERATION_LIMITS = {
  /** Characters of a reporter's note. */
  noteMax: 500,
  /** Characters of the reason an admin gives for an action (the audit log's 'why'). */
  reasonMax: 500,
  /** The lengths of a suspension an admin can choose, in days. */
  suspendDays: [1, 7, 30] as readonly number[],
  /** Trusted members whose open reports hide a recipe, review or reply until an admin decides. */
  autoHideReporters: 3,
  /** A trusted member's account is at least this old (and verified, with some standing). */
  trustedAccountDays: 30,
  /** Reviews of a trusted member who has no approved recipe. */
  trustedReviews: 3,
} as const;

/** What new accounts may post in a day (admins excepted). */
export const POSTING_LIMITS = {
  /** An account is new for this many days after it was created. */
  newAccountDays: 7,
  recipesPerDay: 3,
  reviewsPerDay: 5,
} as const;
