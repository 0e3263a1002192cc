import { Transform } from 'class-transformer';

/** Trims text input; other values pass through for the validators to refuse. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Emails are compared in lower case without surrounding spaces. */
export const NormaliseEmail = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

/** A boolean in a query string: 'true' and 'false' become booleans; anything else is left for the validators. */
export const QueryBoolean = () =>
  Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value));
