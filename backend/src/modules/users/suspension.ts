import { utcDateTime } from '../../common/sql-date.js';
import type { UserDto } from './dto/user.dto.js';

/** Whether a moderator's suspension keeps the account signed out now. */
export function isSuspended(account: Pick<UserDto, 'suspendedUntil'>, now = new Date()): boolean {
  return account.suspendedUntil !== null && new Date(account.suspendedUntil) > now;
}

/** What signing in answers a suspended account. */
export function suspendedMessage(until: Date): string {
  return `This account is suspended until ${utcDateTime(until)} UTC. Please read the email we sent about it.`;
}
