import ipaddr from 'ipaddr.js';

/**
 * Whether an address is one an outbound fetch must never reach. ipaddr.js (maintained, and the
 * classifier behind Express's `trust proxy`) names the special ranges of both families: private,
 * loopback, link-local, carrier-grade NAT, multicast, broadcast, reserved, documentation,
 * benchmarking, and IPv6's unique-local, NAT64 (64:ff9b::/96), IPv4-translated (::ffff:0:0/96),
 * 6to4 (2002::/16) and Teredo (2001::/32) forms, which can carry a private IPv4 address. Only
 * ordinary ('unicast') addresses pass; an IPv4-mapped IPv6 address (::ffff:a.b.c.d) is judged as
 * the IPv4 address it is, and the deprecated IPv4-compatible form (::a.b.c.d) never passes.
 * Anything that is not an IP address at all counts as blocked.
 */
export function isBlockedAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return true;
  const address = ipaddr.parse(ip);
  if (address.kind() === 'ipv4') return address.range() !== 'unicast';
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() !== 'unicast';
  // ::/96 holds ::, ::1 and the IPv4-compatible addresses, which ipaddr.js calls unicast.
  if (v6.parts.slice(0, 6).every((part) => part === 0)) return true;
  return v6.range() !== 'unicast';
}
