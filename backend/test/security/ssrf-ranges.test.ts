import { isBlockedAddress } from '../../src/infrastructure/safe-fetch/blocked-addresses.js';

/**
 * Gaps in the outbound fetcher's blocklist (a low finding of the outside review): the hand-written
 * parser let IPv4-translated (::ffff:0:0/96) and Teredo (2001::/32) addresses through, both of
 * which carry an IPv4 address a network may route to a private host. The list now comes from
 * ipaddr.js's named ranges.
 */
describe('addresses the image fetcher never reaches', () => {
  it.each([
    ['IPv4-translated loopback', '::ffff:0:7f00:1'],
    ['IPv4-translated private', '::ffff:0:a00:1'],
    ['IPv4-translated metadata service', '::ffff:0:a9fe:a9fe'],
    ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['Teredo, any', '2001::1'],
    ['NAT64 local-use', '64:ff9b:1::a00:1'],
    ['6to4 of a private address', '2002:c0a8:101::'],
    ['IPv4-compatible loopback', '::7f00:1'],
    ['benchmarking', '198.18.0.1'],
    ['AMT', '2001:3::1'],
    ['ORCHIDv2', '2001:20::1'],
  ])('blocks %s (%s)', (_name, ip) => {
    expect(isBlockedAddress(ip)).toBe(true);
  });

  it.each(['8.8.8.8', '2001:4860:4860::8888', '::ffff:8.8.8.8', '2606:4700::6810:84e5'])('lets the public address %s through', (ip) => {
    expect(isBlockedAddress(ip)).toBe(false);
  });
});
