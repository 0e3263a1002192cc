import { poll } from './processes.js';

export interface CaughtEmail {
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  replyTo?: { address: string }[];
  headers: Record<string, string>;
}

const webPort = () => Number(process.env.MAILDEV_WEB_PORT ?? 1080);

export async function listEmails(port = webPort()): Promise<CaughtEmail[]> {
  const res = await fetch(`http://127.0.0.1:${port}/email`);
  return (await res.json()) as CaughtEmail[];
}

/** The emails to this address, once at least `count` have arrived. */
export function waitForEmails(to: string, count = 1, port = webPort(), timeoutMs = 20000): Promise<CaughtEmail[]> {
  return poll(
    `${count} email(s) to ${to}`,
    async () => {
      const emails = (await listEmails(port)).filter((e) => e.to.some((t) => t.address === to));
      return emails.length >= count ? emails : undefined;
    },
    timeoutMs,
  );
}

/** The token of the link in the email's text part, e.g. /verify-email?token=... */
export function linkToken(email: CaughtEmail, path: string): string {
  const match = email.text.match(new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`));
  if (!match) throw new Error(`no ${path} link in: ${email.text}`);
  return match[1];
}

let counter = 0;
/** An address no earlier run has used. */
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${process.pid}-${++counter}@example.com`;
