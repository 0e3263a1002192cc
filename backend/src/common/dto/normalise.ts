import { Transform } from 'class-transformer';
import { canonicalEmail } from '../email-address.js';

/** Trims text input; other values pass through for the validators to refuse. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/**
 * An email address in its canonical form (canonicalEmail): what is stored and compared. Text that
 * has none (a Unicode local part, no domain) becomes '' for the email validator to refuse.
 */
export const NormaliseEmail = () => Transform(({ value }) => (typeof value === 'string' ? (canonicalEmail(value) ?? '') : value));

/** A boolean in a query string: 'true' and 'false' become booleans; anything else is left for the validators. */
export const QueryBoolean = () => Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value));

/** Empty form fields mean 'none'; text is trimmed. */
export const EmptyToNull = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text === '' ? null : text;
  });

/** A whole number from JSON or a form field ('' and null mean none). */
export const ToOptionalInt = () =>
  Transform(({ value }) => {
    if (value === '' || value === null) return null;
    return typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  });

/**
 * Text of a plain, multi-line field (a bio, a reply): line ends as '\n', tabs as spaces, other
 * control characters removed, half a surrogate pair made U+FFFD (as the database would store it),
 * trimmed.
 */
export const plainLines = (text: string): string =>
  text
    .replace(/\p{Cs}/gu, '\uFFFD')
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(/(?!\n)\p{Cc}/gu, '')
    .trim();

/** A multi-line plain text field as plainLines keeps it. */
export const PlainLines = () => Transform(({ value }) => (typeof value === 'string' ? plainLines(value) : value));

/** A one-line plain text field (a name): as plainLines, with its line ends and runs of spaces made one space. */
export const PlainLine = () => Transform(({ value }) => (typeof value === 'string' ? plainLines(value).replace(/\s+/g, ' ') : value));
