import { isIPv4, isIPv6 } from 'node:net';

/** IPv4 ranges no outbound fetch may reach: private, loopback, link-local, shared, reserved. */
const BLOCKED_V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

const v4ToNumber = (ip: string): number => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);

function blockedV4(ip: string): boolean {
  const n = v4ToNumber(ip);
  return BLOCKED_V4.some(([base, bits]) => {
    const size = 2 ** (32 - bits);
    const start = v4ToNumber(base);
    return n >= start && n < start + size;
  });
}

/** The eight 16-bit groups of an IPv6 address (with an embedded dotted IPv4 tail expanded). */
function v6Groups(ip: string): number[] {
  let text = ip.toLowerCase().split('%')[0];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const n = v4ToNumber(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parse = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const start = parse(head);
  const end = parse(tail);
  const middle = tail === undefined ? [] : new Array<number>(8 - start.length - end.length).fill(0);
  return [...start, ...middle, ...end];
}

const v4FromGroups = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

function blockedV6(ip: string): boolean {
  const g = v6Groups(ip);
  const zeroPrefix = (count: number) => g.slice(0, count).every((x) => x === 0);
  if (zeroPrefix(7) && (g[7] === 0 || g[7] === 1)) return true; // :: and ::1
  if (zeroPrefix(5) && g[5] === 0xffff) return blockedV4(v4FromGroups(g[6], g[7])); // ::ffff:a.b.c.d (mapped)
  if (zeroPrefix(6)) return blockedV4(v4FromGroups(g[6], g[7])); // ::a.b.c.d (compatible, deprecated)
  if (g[0] === 0x64 && g[1] === 0xff9b) return blockedV4(v4FromGroups(g[6], g[7])); // NAT64
  if (g[0] === 0x2002) return blockedV4(v4FromGroups(g[1], g[2])); // 6to4
  if ((g[0] & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local
  if ((g[0] & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  if ((g[0] & 0xffc0) === 0xfec0) return true; // fec0::/10 site-local (deprecated)
  if ((g[0] & 0xff00) === 0xff00) return true; // multicast
  if (g[0] === 0x2001 && g[1] === 0x0db8) return true; // documentation
  if (g[0] === 0x0100 && g[1] === 0 && g[2] === 0 && g[3] === 0) return true; // 100::/64 discard-only
  return false;
}

/**
 * Whether an address is one an outbound fetch must never reach: anything private, loopback,
 * link-local, multicast or reserved, IPv4-mapped and translated IPv6 forms included. Anything that
 * is not an IP address at all counts as blocked.
 */
export function isBlockedAddress(ip: string): boolean {
  if (isIPv4(ip)) return blockedV4(ip);
  if (isIPv6(ip)) return blockedV6(ip);
  return true;
}
