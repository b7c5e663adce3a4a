import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { buildCsp, consentedTagHosts, hashSource } from './csp';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('hashSource', () => {
  it('is the base64 sha256 of the UTF-8 text, quoted as a CSP source', () => {
    const text = "console.log('día')";
    const digest = createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64');
    expect(hashSource(text)).toBe(`'sha256-${digest}'`);
    // The CSP3 example: alert('Hello, world.');
    expect(hashSource("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });
});

describe('buildCsp', () => {
  const policy = directives(
    buildCsp({
      scripts: ["'sha256-abc='", "'sha256-abc='"],
      styles: ["'sha256-style='"],
      styleAttributes: ["'sha256-attr='"],
    }),
  );

  it('denies by default and locks framing, plugins, base and form targets', () => {
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it('allows scripts from our origin, the listed hashes (once) and the tag hosts, never inline or eval', () => {
    const script = policy.get('script-src') ?? [];
    expect(script[0]).toBe("'self'");
    expect(script.filter((source) => source === "'sha256-abc='")).toHaveLength(1);
    expect(script).toEqual(expect.arrayContaining([...consentedTagHosts.script]));
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
    expect(script.some((source) => source.startsWith("'nonce-"))).toBe(false);
  });

  it('allows styles from our origin and the listed inline styles only', () => {
    expect(policy.get('style-src')).toEqual([
      "'self'",
      "'sha256-style='",
      "'unsafe-hashes'",
      "'sha256-attr='",
    ]);
    const noAttributes = directives(buildCsp({ styles: ["'sha256-style='"] }));
    expect(noAttributes.get('style-src')).toEqual(["'self'", "'sha256-style='"]);
  });

  it('lets the consented Google tags send, draw and frame what they need', () => {
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
      ]),
    );
    expect(policy.get('img-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://*.google-analytics.com']),
    );
    expect(policy.get('frame-src')).toContain('https://www.googletagmanager.com');
  });

  it('adds a nonce source when given one, and refuses a malformed nonce', () => {
    const withNonce = directives(buildCsp({ nonce: 'bm9uY2U=' }));
    expect(withNonce.get('script-src')).toContain("'nonce-bm9uY2U='");
    expect(withNonce.get('style-src')).toContain("'nonce-bm9uY2U='");
    expect(() => buildCsp({ nonce: "x' 'unsafe-inline" })).toThrow(/nonce/);
  });

  it('relaxes scripts for next dev only, dropping hashes that would disable unsafe-inline', () => {
    const dev = directives(buildCsp({ development: true, scripts: ["'sha256-abc='"] }));
    expect(dev.get('script-src')).toEqual(
      expect.arrayContaining(["'unsafe-eval'", "'unsafe-inline'"]),
    );
    expect(dev.get('script-src')).not.toContain("'sha256-abc='");
    expect(dev.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(dev.get('connect-src')).toContain('ws:');
  });

  it('is one header value: directives separated by semicolons, no newlines', () => {
    const value = buildCsp();
    expect(value).not.toMatch(/[\r\n]/);
    expect(value.split('; ').every((part) => /^[a-z-]+ \S/.test(part))).toBe(true);
  });
});
