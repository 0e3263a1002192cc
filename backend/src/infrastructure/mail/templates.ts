import type { EmailJobs } from '@plantry/shared';
import { PRODUCT_NAME } from '@plantry/shared';
import { escapeHtml } from '../../common/html.js';
import { SOURCE_LANGUAGE, translator, type Language } from '../../common/i18n/index.js';

export type Email = Omit<EmailJobs['send'], 'to' | 'replyTo' | 'headers'>;

export interface Layout {
  subject: string;
  heading: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  footnote?: string;
  /** An address that stops this kind of email, shown under the footnote. */
  unsubscribe?: string;
  /** The reader's language: the email's own words are in it (its texts in common/i18n). */
  language: Language;
}

/** Every email: a plain-text part, and an HTML part with inline styles that mail apps keep (every text escaped). */
export function render({ subject, heading, paragraphs, button, footnote, unsubscribe, language }: Layout): Email {
  const t = translator(language);
  const p = (text: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2d24">${escapeHtml(text)}</p>`;
  const html = `<!doctype html><html lang="${language}"><body style="margin:0;background:#f3f7f2;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#17703f">🌱 ${PRODUCT_NAME}</p>
<h1 style="margin:0 0 16px;font-size:22px;color:#1f2d24">${escapeHtml(heading)}</h1>
${paragraphs.map(p).join('\n')}
${
  button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(button.url)}" style="display:inline-block;background:#17703f;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(button.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#5b6b60">${escapeHtml(t('email.copyLink'))}<br><a href="${escapeHtml(button.url)}" style="color:#17703f;word-break:break-all">${escapeHtml(button.url)}</a></p>`
    : ''
}
${footnote ? `<p style="margin:16px 0 0;font-size:13px;color:#5b6b60">${escapeHtml(footnote)}</p>` : ''}
${unsubscribe ? `<p style="margin:8px 0 0;font-size:13px;color:#5b6b60"><a href="${escapeHtml(unsubscribe)}" style="color:#17703f">${escapeHtml(t('email.unsubscribe'))}</a></p>` : ''}
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((t) => [t, '']),
    ...(button ? [`${button.label}: ${button.url}`, ''] : []),
    ...(footnote ? [footnote, ''] : []),
    ...(unsubscribe ? [`${t('email.unsubscribe')}: ${unsubscribe}`, ''] : []),
    `— ${PRODUCT_NAME}`,
  ].join('\n');
  return { subject, html, text };
}

/** 'Hi Ada,' in the reader's language; 'Hi,' without a name. */
export const greeting = (language: Language, firstName: string | null) =>
  firstName ? translator(language)('email.greeting', { name: firstName }) : translator(language)('email.greetingNoName');

/** An email carrying one link, its words under email.<kind> in the reader's language. */
function linkEmail(kind: 'verification' | 'passwordReset', language: Language, firstName: string | null, url: string): Email {
  const t = translator(language);
  return render({
    subject: t(`email.${kind}.subject`),
    heading: t(`email.${kind}.heading`),
    paragraphs: [greeting(language, firstName), t(`email.${kind}.body`)],
    button: { label: t(`email.${kind}.button`), url },
    footnote: t(`email.${kind}.footnote`),
    language,
  });
}

/**
 * The activation email. It goes to an address nobody has proved yet, so it carries nothing the
 * registering person wrote (their name could be 'URGENT: visit https://…' sent to a stranger).
 */
export const verificationEmail = (url: string, language: Language): Email => linkEmail('verification', language, null, url);

/** The reset email; pass the name only when the account's address is verified (see verificationEmail). */
export const passwordResetEmail = (firstName: string | null, url: string, language: Language): Email =>
  linkEmail('passwordReset', language, firstName, url);

/** A visitor's message to the team, in English (the team's language). */
export function contactEmail(message: { name: string; email: string; subject: string; message: string }): Email {
  return render({
    language: SOURCE_LANGUAGE,
    subject: `[Contact] ${message.subject}`,
    heading: `Message from ${message.name}`,
    paragraphs: [`From: ${message.name} <${message.email}>`, `Subject: ${message.subject}`, ...message.message.split(/\n{2,}/)],
    footnote: 'Reply to this email to answer the sender.',
  });
}
