import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ModerationAction, ModerationLogAction, ReportTarget } from '@plantry/shared';

/** Each kind of content as the queue and the log name it. */
export const KIND_LABELS: Record<ReportTarget, MessageDescriptor> = {
  recipe: msg`Recipe`,
  review: msg`Review`,
  reply: msg`Reply`,
  profile: msg`Profile`,
};

/** The same kinds inside a sentence ('Hide: review by Rex'). */
export const KIND_WORDS: Record<ReportTarget, MessageDescriptor> = {
  recipe: msg`recipe`,
  review: msg`review`,
  reply: msg`reply`,
  profile: msg`profile`,
};

/** The buttons of the queue, in their order, and what each dialog asks. */
export const ACTIONS: { action: ModerationAction; label: MessageDescriptor; title: MessageDescriptor; danger?: boolean }[] = [
  { action: 'dismiss', label: msg`Dismiss`, title: msg`Dismiss the reports` },
  { action: 'hide', label: msg`Hide`, title: msg`Hide this content` },
  { action: 'warn', label: msg`Warn`, title: msg`Warn the writer` },
  { action: 'suspend', label: msg`Suspend`, title: msg`Suspend the writer` },
  { action: 'delete', label: msg`Delete`, title: msg`Delete this content`, danger: true },
];

/** What the admin is told once an action is done. */
export const DONE: Record<ModerationAction, MessageDescriptor> = {
  dismiss: msg`The reports were dismissed`,
  hide: msg`The content is hidden`,
  warn: msg`The writer was warned`,
  suspend: msg`The writer is suspended`,
  delete: msg`The content was deleted`,
};

/** What the log calls each action (MODERATION_ACTION_LABELS' words). */
export const LOGGED: Record<ModerationLogAction, MessageDescriptor> = {
  dismiss: msg`Dismissed`,
  hide: msg`Hidden`,
  warn: msg`Warned`,
  suspend: msg`Suspended`,
  delete: msg`Deleted`,
  auto_hide: msg`Hidden on reports`,
};
