import { describe, expect, it, vi } from 'vitest';

import { consentModeDefaultScript } from '@/config/consent';

import { hashSource } from './csp';
import { pageCsp, withPageCsp } from './page-csp';

vi.mock('./prerendered', () => ({
  prerenderedHashes: (internalPath: string) =>
    ({
      '/en/sostenibilidad': { scripts: ["'sha256-page='"], styles: [], styleAttributes: [] },
      '/_global-error': { scripts: [], styles: ["'sha256-error='"], styleAttributes: [] },
    })[internalPath],
}));

function sources(policy: string | null, name = 'script-src'): string[] {
  const directive = policy?.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
  return directive.split(' ').slice(1);
}
const scriptSources = (policy: string | null) => sources(policy);

const rewrite = (target: string) =>
  new Response(null, { headers: { 'x-middleware-rewrite': `http://localhost:3000${target}` } });

describe('withPageCsp', () => {
  it('gives a prerendered page the hashes of its inline scripts, found through the locale rewrite', () => {
    const response = withPageCsp('/en/sustainability', rewrite('/en/sostenibilidad'));
    const script = scriptSources(response.headers.get('Content-Security-Policy'));
    expect(script).toContain("'sha256-page='");
    expect(script).toContain(hashSource(consentModeDefaultScript));
    expect(script.some((source) => source.startsWith("'nonce-"))).toBe(false);
    expect(sources(response.headers.get('Content-Security-Policy'), 'style-src')).toEqual([
      "'self'",
      "'unsafe-hashes'",
      hashSource('color:transparent'),
    ]);
  });

  it('is the same policy on every request of a prerendered page (cacheable with it)', () => {
    expect(pageCsp('/en/sostenibilidad')).toBe(pageCsp('/en/sostenibilidad'));
  });

  it('gives a page rendered on request a fresh nonce on each response', () => {
    const first = scriptSources(
      withPageCsp('/es/nope', new Response(null)).headers.get('Content-Security-Policy'),
    );
    const second = scriptSources(pageCsp('/es/nope'));
    const nonce = (sources: string[]) => sources.find((source) => source.startsWith("'nonce-"));
    expect(nonce(first)).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect(nonce(first)).not.toBe(nonce(second));
    expect(first).not.toContain("'sha256-page='");
    expect(sources(pageCsp('/es/nope'), 'style-src')).toContain("'sha256-error='");
  });

  it('leaves redirects to the site-wide policy of next.config.ts', () => {
    const redirect = new Response(null, { status: 307, headers: { location: '/en' } });
    expect(withPageCsp('/', redirect).headers.has('Content-Security-Policy')).toBe(false);
  });
});
