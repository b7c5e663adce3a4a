import { describe, expect, it } from 'vitest';

import { securityHeaders } from './headers';

describe('securityHeaders', () => {
  const headers = new Map(securityHeaders(false).map(({ key, value }) => [key, value]));

  it('sets HSTS for two years with subdomains and preload', () => {
    expect(headers.get('Strict-Transport-Security')).toBe(
      'max-age=63072000; includeSubDomains; preload',
    );
  });

  it('sets nosniff, the referrer policy and framing protection', () => {
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
  });

  it('switches off camera, microphone and geolocation in the Permissions-Policy', () => {
    const policy = headers.get('Permissions-Policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy.split(', ')).toContain(`${feature}=()`);
    }
  });

  it('lets no inline script run on responses the proxy does not see', () => {
    const policy = headers.get('Content-Security-Policy') ?? '';
    const script = policy.split('; ').find((part) => part.startsWith('script-src ')) ?? '';
    expect(script).not.toMatch(/'unsafe-inline'|'unsafe-eval'|'sha256-|'nonce-/);
  });
});
