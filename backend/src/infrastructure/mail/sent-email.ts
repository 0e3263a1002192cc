import type { EmailJobs } from '@plantry/shared';

type Email = EmailJobs['send'];

export const CONTENT_REMOVED = '(The content of this email is not kept once it has left: it may have held a one-time link.)';

/**
 * What is kept of an email once it has left the outbox for the queue, and once it is delivered:
 * whom it was for and what about, never its body. Activation and reset links work until they are
 * used, so no copy of them stays readable (in the outbox table, or in completed jobs on the queue
 * dashboard).
 */
export function withoutContent(email: Email): Email {
  return { to: email.to, subject: email.subject, ...(email.replyTo ? { replyTo: email.replyTo } : {}), text: CONTENT_REMOVED, html: '' };
}
