import { PRODUCT_NAME, type NotificationKind } from '@plantry/shared';
import { translator, type Language } from '../../common/i18n/index.js';
import { greeting, render, type Email } from '../../infrastructure/mail/templates.js';

/** What a notification speaks of: who did it (a display name, or none) and the recipe's title. */
export interface Subject {
  kind: NotificationKind;
  actor: string | null;
  actorId: number | null;
  recipeId: number | null;
  title: string | null;
}

/** The notification in words, in the reader's language, as the bell's page shows it. */
export function notificationText({ kind, actor, title }: Subject, language: Language): string {
  const t = translator(language);
  const who = actor ?? t('email.notification.formerMember');
  const recipe = title ?? t('email.notification.aRecipe');
  return t(`email.notification.${kind}`, { who, recipe });
}

/** Where the notification leads: the recipe's page (its reviews), or the follower's profile. */
export function notificationLink({ kind, actorId, recipeId }: Subject): string {
  if (kind === 'follower') return actorId ? `/cook/${actorId}` : '/profile';
  if (recipeId === null) return '/';
  return kind === 'review' || kind === 'reply' ? `/recipe/${recipeId}#reviews` : `/recipe/${recipeId}`;
}

/** A header's text on one line: line ends and other control characters become spaces. */
const oneLine = (text: string) => text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();

/**
 * The notification's email to a verified member: what happened, a button to it, and why they get
 * it with a link that stops this kind of email (the same link as its List-Unsubscribe header).
 */
export function notificationEmail(
  subject: Subject,
  reader: { firstName: string | null; language: Language },
  absolute: (path: string) => string,
  unsubscribeUrl: string,
): Email {
  const { language } = reader;
  const t = translator(language);
  const text = notificationText(subject, language);
  return render({
    subject: oneLine(`${text} · ${PRODUCT_NAME}`),
    heading: `${text}.`,
    paragraphs: [greeting(language, reader.firstName)],
    button: { label: t(`email.notification.buttons.${subject.kind}`), url: absolute(notificationLink(subject)) },
    footnote: t('email.notification.footnote', { kind: t(`email.notification.kinds.${subject.kind}`) }),
    unsubscribe: unsubscribeUrl,
    language,
  });
}
