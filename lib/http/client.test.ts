import { describe, expect, it } from 'vitest';

import { clientKey } from './client';

describe('clientKey', () => {
  const key = (address: string) =>
    clientKey({ headers: { get: () => `198.51.100.1, ${address}` } });

  it('counts an IPv6 client by its /64, whatever way the address is written', () => {
    expect(key('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(key('2001:0DB8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(key('[2001:db8:1:2::ffff]')).toBe('2001:db8:1:2::/64');
    expect(key('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(key('2001:db8:1:3::1')).not.toBe(key('2001:db8:1:2::1'));
  });

  it('keeps IPv4 addresses whole, IPv4-mapped ones included', () => {
    expect(key('203.0.113.9')).toBe('203.0.113.9');
    expect(key('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(key('203.0.113.10')).not.toBe(key('203.0.113.9'));
  });

  it('counts loopback as one host, and a request without the header as one unknown client', () => {
    expect(key('::1')).toBe('::1');
    expect(key('[fe80::1%eth0]:443')).toBe('fe80:0:0:0::/64');
    expect(clientKey({ headers: { get: () => null } })).toBe('unknown');
  });
});
