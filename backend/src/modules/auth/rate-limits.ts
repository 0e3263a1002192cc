import { byAddress, byEmail, type RateLimitRule } from '../../common/rate-limit/rate-limit.js';

const MINUTE = 60;
const HOUR = 3600;

/** Limits per address and, where an email is given, per account (PRODUCT.md 'Accounts and sessions'). */
export const LIMITS = {
  login: [
    { name: 'login-address', limit: 30, windowSeconds: 15 * MINUTE, by: byAddress },
    { name: 'login-account', limit: 10, windowSeconds: 15 * MINUTE, by: byEmail },
  ],
  register: [{ name: 'register-address', limit: 10, windowSeconds: HOUR, by: byAddress }],
  emailLink: [
    { name: 'email-link-address', limit: 10, windowSeconds: HOUR, by: byAddress },
    { name: 'email-link-account', limit: 3, windowSeconds: HOUR, by: byEmail },
  ],
} satisfies Record<string, RateLimitRule[]>;
