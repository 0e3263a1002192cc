import { z } from 'zod';

/**
 * Which proxies in front of the API may tell it the client's address (X-Forwarded-For) and
 * protocol (X-Forwarded-Proto), in the forms Express's `trust proxy` takes: every one or none
 * (true, false), the number of proxy hops to trust from the right (1 for one proxy), or the
 * proxies' addresses and CIDR ranges (also proxy-addr's names loopback, linklocal, uniquelocal).
 */
export type TrustProxy = boolean | number | string[];

const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'] as const;
const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.enum(RANGE_NAMES)]);
const MAX_HOPS = 32;

export const TRUST_PROXY_FORMS =
  'must be true, false, a number of proxy hops (such as 1) or comma-separated proxy addresses and CIDR ranges (such as 10.0.0.1, 172.16.0.0/12, loopback)';

/** The setting's value for Express, or undefined when the text is none of its forms. */
export function parseTrustProxy(text: string): TrustProxy | undefined {
  const value = text.trim().toLowerCase();
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value) <= MAX_HOPS ? Number(value) : undefined;
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every((entry) => proxyAddress.safeParse(entry).success) ? entries : undefined;
}

/** TRUST_PROXY: blank or unset means false (not behind a proxy); anything unreadable stops the process at boot. */
export const trustProxySetting = z.preprocess(
  (value) => (value === undefined || value === '' ? 'false' : value),
  z.string().transform((text, ctx): TrustProxy => {
    const parsed = parseTrustProxy(text);
    if (parsed === undefined) {
      ctx.addIssue({ code: 'custom', message: `${TRUST_PROXY_FORMS}, not '${text}'` });
      return z.NEVER;
    }
    return parsed;
  }),
);
