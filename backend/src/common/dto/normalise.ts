import { Transform } from 'class-transformer';
import { canonicalEmail } from '../email-address.js';

/** Trims text input; other values pass through for the validators to refuse. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/**
 * An email address in its canonical form (canonicalEmail): what is stored and compared. Text that
 * has none (a Unicode local part, no domain) becomes '' for the email validator to refuse.
 */
export const NormaliseEmail = () =>
  Transform(({ value }) => (typeof value === 'string' ? (canonicalEmail(value) ?? '') : value));

/** A boolean in a query string: 'true' and 'false' become booleans; anything else is left for the validators. */
export const QueryBoolean = () =>
  Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value));
