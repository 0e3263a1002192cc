import { NOTIFICATION_KIND_LABELS, PRODUCT_NAME, type NotificationKind } from '@plantry/shared';
import { greeting, render, type Email } from '../../infrastructure/mail/templates.js';

/** What a notification speaks of: who did it (a display name, or none) and the recipe's title. */
export interface Subject {
  kind: NotificationKind;
  actor: string | null;
  actorId: number | null;
  recipeId: number | null;
  title: string | null;
}

const FORMER_MEMBER = 'A former member';

/** The notification in words, as the bell's page shows it. */
export function notificationText({ kind, actor, title }: Subject): string {
  const who = actor ?? FORMER_MEMBER;
  const recipe = title ?? 'a recipe';
  switch (kind) {
    case 'review':
      return `${who} reviewed your recipe ${recipe}`;
    case 'reply':
      return `${who} replied to your review of ${recipe}`;
    case 'follower':
      return `${who} started following you`;
    case 'approved':
      return `Your recipe ${recipe} was approved and is now public`;
    case 'hidden':
      return `Your recipe ${recipe} was sent back to review and is hidden for now`;
  }
}

/** Where the notification leads: the recipe's page (its reviews), or the follower's profile. */
export function notificationLink({ kind, actorId, recipeId }: Subject): string {
  if (kind === 'follower') return actorId ? `/cook/${actorId}` : '/profile';
  if (recipeId === null) return '/';
  return kind === 'review' || kind === 'reply' ? `/recipe/${recipeId}#reviews` : `/recipe/${recipeId}`;
}

const BUTTONS: Readonly<Record<NotificationKind, string>> = {
  review: 'Read the review',
  reply: 'Read the reply',
  follower: 'See their profile',
  approved: 'Open your recipe',
  hidden: 'Open your recipe',
};

/** A header's text on one line: line ends and other control characters become spaces. */
const oneLine = (text: string) => text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();

/**
 * The notification's email to a verified member: what happened, a button to it, and why they get
 * it with a link that stops this kind of email (the same link as its List-Unsubscribe header).
 */
export function notificationEmail(
  subject: Subject,
  firstName: string | null,
  absolute: (path: string) => string,
  unsubscribeUrl: string,
): Email {
  const text = notificationText(subject);
  return render({
    subject: oneLine(`${text} · ${PRODUCT_NAME}`),
    heading: `${text}.`,
    paragraphs: [greeting(firstName)],
    button: { label: BUTTONS[subject.kind], url: absolute(notificationLink(subject)) },
    footnote: `You get this email because '${NOTIFICATION_KIND_LABELS[subject.kind]}' is on in your notification settings (Profile, Notifications).`,
    unsubscribe: unsubscribeUrl,
  });
}
