import { ConfigError, loadConfig } from './app-config.js';
import { parseTrustProxy } from './trust-proxy.js';

const required = {
  SESSION_SECRET: 'a-test-secret-that-is-long-enough-1234',
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'long-enough',
};
const trustProxyOf = (value: string | undefined) => loadConfig({ ...required, TRUST_PROXY: value }, '/nonexistent/.env').trustProxy;

describe('TRUST_PROXY', () => {
  it('keeps true and false, in any case, and is false when unset or blank', () => {
    expect(trustProxyOf('true')).toBe(true);
    expect(trustProxyOf('FALSE')).toBe(false);
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('')).toBe(false);
  });

  it('reads a whole number as the count of proxy hops to trust', () => {
    expect(trustProxyOf('1')).toBe(1);
    expect(trustProxyOf(' 2 ')).toBe(2);
    expect(trustProxyOf('0')).toBe(0);
  });

  it('reads comma-separated addresses, CIDR ranges and proxy-addr range names', () => {
    expect(trustProxyOf('10.0.0.1')).toEqual(['10.0.0.1']);
    expect(trustProxyOf('10.0.0.1, 172.16.0.0/12,fd00::/8 , ::1,loopback')).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
    expect(trustProxyOf('LinkLocal,uniquelocal')).toEqual(['linklocal', 'uniquelocal']);
  });

  it.each([
    'yes',
    'on',
    '1.5',
    '-1',
    '999',
    '10.0.0.256',
    '10.0.0.0/33',
    'fd00::/129',
    'proxy.example.com',
    '10.0.0.1,',
    ',',
    '10.0.0.1 10.0.0.2',
    'loopback;rm -rf',
  ])('refuses %j at boot, naming the setting and its forms', (value) => {
    expect(parseTrustProxy(value)).toBeUndefined();
    let message = '';
    try {
      trustProxyOf(value);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain(
      `TRUST_PROXY: must be true, false, a number of proxy hops (such as 1) or comma-separated proxy addresses and CIDR ranges`,
    );
    expect(message).toContain(`not '${value}'`);
  });
});
