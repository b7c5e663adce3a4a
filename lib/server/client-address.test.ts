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
