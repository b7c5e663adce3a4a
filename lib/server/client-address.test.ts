import { describe, expect, it } from 'vitest';

import { clientKey } from '@/lib/http/client';

import { settleForwardedFor, trustedProxies } from './client-address';

function keyFor(forwarded: string | undefined, peer: string, trusted = trustedProxies('')) {
  const headers: Record<string, string | undefined> = { 'x-forwarded-for': forwarded };
  settleForwardedFor(headers, peer, trusted);
  return clientKey({ headers: { get: (name: string) => headers[name] ?? null } });
}

describe('settleForwardedFor', () => {
  it('gives a client talking to Node directly the socket address, whatever X-Forwarded-For it wrote', () => {
    expect(keyFor('203.0.113.9', '198.51.100.7')).toBe('198.51.100.7');
    expect(keyFor('1.1.1.1, 2.2.2.2', '::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(keyFor(undefined, '198.51.100.7')).toBe('198.51.100.7');
  });

  it('keeps the address a trusted front says it saw, and only that front’s', () => {
    const front = trustedProxies('127.0.0.1, ::1');
    expect(keyFor('203.0.113.9', '127.0.0.1', front)).toBe('203.0.113.9');
    expect(keyFor('203.0.113.9', '::ffff:127.0.0.1', front)).toBe('203.0.113.9');
    expect(keyFor('203.0.113.9', '10.0.0.5', front)).toBe('10.0.0.5');
    // A trusted front that sent no header is itself the client.
    expect(keyFor(undefined, '::1', front)).toBe('::1');
  });
});

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
});
