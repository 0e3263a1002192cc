import type { ConfirmIdentityDto } from '../../../api';

/**
 * What the member typed to confirm it is them, as the API takes it: six digits are a code from the
 * app (no password is that short: 8 characters at least), anything else the password.
 */
export function proofOf(typed: string): ConfirmIdentityDto {
  const digits = typed.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? { code: digits } : { password: typed };
}
