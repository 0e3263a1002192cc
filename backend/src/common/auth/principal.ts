import type { Role } from '@plantry/shared';

/**
 * Who is asking, as the guards hand it to controllers and services: the signed-in account's id
 * and role, read afresh on every request. A plain value, never the account's entity, so that no
 * module outside users holds (or saves) a managed User.
 */
export interface Principal {
  id: number;
  role: Role;
  /** When the account was created (the guards set it; new accounts post less, see PostingAllowance). */
  joinedAt?: Date;
}
