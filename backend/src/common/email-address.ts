import { domainToASCII } from 'node:url';

/**
 * The one form in which an email address is stored, compared and counted (sign-in, registration,
 * emailed links, rate limits): trimmed, its local part in lower case, its domain as the ASCII
 * (punycode) name that mail servers use, after Unicode's IDNA mapping (UTS #46, as browsers and
 * Node's URL parser apply it: full-width letters and dots become plain ones, letters lower case).
 * So `user@EXÁMPLE.test`, `user@exámple.test` and `user@xn--exmple-qta.test` are one address,
 * and `user@example.test` another.
 *
 * Local parts must be ASCII: a Unicode one (`śec@…`, full-width `ｓｅｃ@…`) is refused, not
 * folded (few mail systems deliver to them, and they are the look-alikes). Answers undefined for
 * anything that is not an address of that shape; the validators then say so.
 */
export function canonicalEmail(input: string): string | undefined {
  const text = input.trim();
  const at = text.lastIndexOf('@');
  if (at <= 0 || at === text.length - 1) return undefined;
  const local = text.slice(0, at);
  // Printable ASCII only: no spaces, controls or Unicode look-alikes.
  if (!/^[\x21-\x7e]+$/.test(local)) return undefined;
  const domain = domainToASCII(text.slice(at + 1));
  if (!domain) return undefined;
  return `${local.toLowerCase()}@${domain}`;
}
