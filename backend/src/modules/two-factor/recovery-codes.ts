import { createHmac, randomInt } from 'node:crypto';

/** How many recovery codes a member gets at a time. */
export const RECOVERY_CODE_COUNT = 10;

/** Letters and digits that cannot be mistaken for one another when copied by hand (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;

/** A new recovery code, `xxxx-xxxx-xxxx`: 12 characters of 31, about 59 bits. */
export function newRecoveryCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

/** A code as typed (any case, spaces or dashes anywhere) in its stored form, or null when it cannot be one. */
export function normalRecoveryCode(typed: string): string | null {
  const plain = typed.toLowerCase().replace(/[\s-]/g, '');
  return plain.length === GROUPS * GROUP_LENGTH && [...plain].every((c) => ALPHABET.includes(c)) ? plain : null;
}

/**
 * The stored form of a code: HMAC-SHA256 with the recovery-code key, bound to its member. Keyed, so
 * that a copy of the table alone does not allow guessing codes offline.
 */
export const recoveryCodeHash = (key: Buffer, userId: number, normal: string): string =>
  createHmac('sha256', key).update(`${userId}:${normal}`).digest('hex');
