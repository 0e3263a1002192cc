import type { ModerationLogAction, ReportTarget } from '@plantry/shared';
import { utcDateTime } from '../../common/sql-date.js';
import { greeting, render, type Email } from '../../infrastructure/mail/templates.js';

/** The content as its writer is told of it. */
function whatOf(kind: ReportTarget, title: string | null): string {
  if (kind === 'recipe') return `your recipe “${title}”`;
  if (kind === 'review') return `your review of “${title}”`;
  if (kind === 'reply') return `your reply under a review of “${title}”`;
  return 'your profile';
}

const SENTENCES: Record<Exclude<ModerationLogAction, 'dismiss' | 'auto_hide'>, (what: string, until: string) => string> = {
  hide: (what) => `A moderator has hidden ${what}: nobody else sees it now.`,
  warn: (what) =>
    `A moderator has looked at ${what} after members reported it. This is a warning: please keep to our community guidelines.`,
  suspend: (what, until) => `Because of ${what}, your account is suspended until ${until} UTC. You cannot sign in until then.`,
  delete: (what) => `A moderator has deleted ${what}.`,
};

/**
 * What the writer of moderated content is told (hide, warn, suspend, delete; never a dismissal).
 * The title and the reason are the only words of others in it, escaped by render().
 */
export function moderationEmail(
  action: Exclude<ModerationLogAction, 'dismiss' | 'auto_hide'>,
  target: { kind: ReportTarget; title: string | null; firstName: string | null },
  reason: string,
  until: Date | null,
  contactUrl: string,
): Email {
  const when = until ? utcDateTime(until) : '';
  return render({
    subject: 'A message from the Plantry moderators',
    heading: 'About your content on Plantry',
    paragraphs: [
      greeting(target.firstName),
      SENTENCES[action](whatOf(target.kind, target.title), when),
      `The moderator’s reason: ${reason}`,
    ],
    button: { label: 'Contact Us', url: contactUrl },
    footnote: 'If you think this is a mistake, tell us through the contact page.',
  });
}
