import { expect } from '@playwright/test';

/** An email as the mail catcher's REST API (maildev, GET /email) lists it. */
export interface CaughtEmail {
  subject: string;
  to: { address: string; name?: string }[];
  text: string;
  html: string;
}

/** The mail catcher's web port: MAILDEV_WEB_PORT of the environment (scripts/lib.sh), 1080 by default. */
const MAIL_CATCHER = `http://127.0.0.1:${process.env.MAILDEV_WEB_PORT ?? '1080'}`;

async function caughtEmails(): Promise<CaughtEmail[]> {
  const response = await fetch(`${MAIL_CATCHER}/email`);
  if (!response.ok) throw new Error(`The mail catcher answered ${response.status}`);
  return (await response.json()) as CaughtEmail[];
}

/**
 * Waits for the newest email that `matches` (the email worker sends them from a queue, so they
 * take a moment to arrive).
 */
export async function waitForEmail(matches: (email: CaughtEmail) => boolean, timeout = 30_000): Promise<CaughtEmail> {
  let found: CaughtEmail | undefined;
  await expect
    .poll(
      async () => {
        found = (await caughtEmails()).filter(matches).at(-1);
        return found !== undefined;
      },
      { message: 'the expected email reached the mail catcher', timeout, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found as CaughtEmail;
}

export const isTo = (address: string) => (email: CaughtEmail) =>
  email.to.some((recipient) => recipient.address.toLowerCase() === address.toLowerCase());

/**
 * The absolute link to `path` (e.g. '/verify-email') in the email's plain-text part, e.g.
 * 'http://localhost:3100/verify-email?token=...'.
 */
export function linkIn(email: CaughtEmail, path: string): string {
  const link = email.text.match(new RegExp(`https?://[^\\s]+${path}\\?token=[^\\s]+`))?.[0];
  if (!link) throw new Error(`No ${path} link in the email '${email.subject}':\n${email.text}`);
  return link;
}

/** Waits for the email to `address` holding a `path` link and gives that link. */
export async function emailedLink(address: string, path: string): Promise<string> {
  const email = await waitForEmail((candidate) => isTo(address)(candidate) && candidate.text.includes(`${path}?token=`));
  return linkIn(email, path);
}
