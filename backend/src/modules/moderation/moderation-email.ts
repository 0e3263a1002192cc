import type { ModerationLogAction, ReportTarget } from '@plantry/shared';
import { translator, type Language } from '../../common/i18n/index.js';
import { utcDateTime } from '../../common/sql-date.js';
import { greeting, render, type Email } from '../../infrastructure/mail/templates.js';

/**
 * What the writer of moderated content is told (hide, warn, suspend, delete; never a dismissal).
 * The title and the reason are the only words of others in it, escaped by render().
 */
export function moderationEmail(
  action: Exclude<ModerationLogAction, 'dismiss' | 'auto_hide'>,
  target: { kind: ReportTarget; title: string | null; firstName: string | null; language: Language },
  reason: string,
  until: Date | null,
  contactUrl: string,
): Email {
  const { language } = target;
  const t = translator(language);
  // The content as its writer is told of it ('your recipe “…”').
  const what = t(`email.moderation.${target.kind}`, { title: target.title });
  return render({
    subject: t('email.moderation.subject'),
    heading: t('email.moderation.heading'),
    paragraphs: [
      greeting(language, target.firstName),
      t(`email.moderation.${action}`, { what, until: until ? utcDateTime(until, language) : '' }),
      t('email.moderation.reason', { reason }),
    ],
    button: { label: t('email.moderation.button'), url: contactUrl },
    footnote: t('email.moderation.footnote'),
    language,
  });
}
