import type { Request } from 'express';
import '../../common/auth/session-data.js';
import { byAddress, byEmail, type RateLimitRule } from '../../common/rate-limit/rate-limit.js';

const MINUTE = 60;
const HOUR = 3600;

/** Per account whose sign-in waits for its second step (the session names it; none without one). */
const byPendingAccount = (req: Request) => req.session?.pendingSignIn?.userId?.toString();

/** Limits per address and, where an email is given, per account (PRODUCT.md 'Accounts and sessions'). */
export const LIMITS = {
  login: [
    { name: 'login-address', limit: 30, windowSeconds: 15 * MINUTE, by: byAddress },
    { name: 'login-account', limit: 10, windowSeconds: 15 * MINUTE, by: byEmail },
  ],
  // A code has a million values: 10 tries per account in 15 minutes, as for passwords.
  secondStep: [
    { name: 'second-step-address', limit: 30, windowSeconds: 15 * MINUTE, by: byAddress },
    { name: 'second-step-account', limit: 10, windowSeconds: 15 * MINUTE, by: byPendingAccount },
  ],
  // A passkey answer is a signature: nothing to guess, so the address alone is limited, as for logins.
  passkeySignIn: [{ name: 'passkey-sign-in-address', limit: 30, windowSeconds: 15 * MINUTE, by: byAddress }],
  passkeyOptions: [{ name: 'passkey-options-address', limit: 60, windowSeconds: 15 * MINUTE, by: byAddress }],
  register: [{ name: 'register-address', limit: 10, windowSeconds: HOUR, by: byAddress }],
  // Starting and finishing a sign-in at the provider: as many as password sign-ins.
  provider: [{ name: 'provider-sign-in-address', limit: 30, windowSeconds: 15 * MINUTE, by: byAddress }],
  emailLink: [
    { name: 'email-link-address', limit: 10, windowSeconds: HOUR, by: byAddress },
    { name: 'email-link-account', limit: 3, windowSeconds: HOUR, by: byEmail },
  ],
} satisfies Record<string, RateLimitRule[]>;
