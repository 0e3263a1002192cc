import type { ModerationAction, ReportTarget } from '@plantry/shared';

/** Each kind of content as the queue and the log name it. */
export const KIND_LABELS: Record<ReportTarget, string> = { recipe: 'Recipe', review: 'Review', reply: 'Reply', profile: 'Profile' };

/** The buttons of the queue, in their order, and what each dialog asks. */
export const ACTIONS: { action: ModerationAction; label: string; title: string; danger?: boolean }[] = [
  { action: 'dismiss', label: 'Dismiss', title: 'Dismiss the reports' },
  { action: 'hide', label: 'Hide', title: 'Hide this content' },
  { action: 'warn', label: 'Warn', title: 'Warn the writer' },
  { action: 'suspend', label: 'Suspend', title: 'Suspend the writer' },
  { action: 'delete', label: 'Delete', title: 'Delete this content', danger: true },
];

/** What the admin is told once an action is done. */
export const DONE: Record<ModerationAction, string> = {
  dismiss: 'The reports were dismissed',
  hide: 'The content is hidden',
  warn: 'The writer was warned',
  suspend: 'The writer is suspended',
  delete: 'The content was deleted',
};
