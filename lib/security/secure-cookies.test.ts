import { NextRequest, NextResponse } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { overHttps, secureCookies } from './secure-cookies';

function localeResponse() {
  const response = NextResponse.next();
  response.cookies.set('NEXT_LOCALE', 'en', { path: '/', maxAge: 31_536_000, sameSite: 'lax' });
  return response;
}

const request = (headers: Record<string, string> = {}, url = 'http://localhost:3000/en') =>
  new NextRequest(url, { headers });

describe('secureCookies', () => {
  it('adds Secure to the locale cookie behind a TLS-terminating proxy, keeping its attributes', () => {
    const setCookie = secureCookies(
      request({ 'x-forwarded-proto': 'https' }),
      localeResponse(),
    ).headers.get('set-cookie');
    expect(setCookie).toMatch(/^NEXT_LOCALE=en;/);
    expect(setCookie).toMatch(/; Secure/i);
    expect(setCookie).toMatch(/Max-Age=31536000/);
    expect(setCookie).toMatch(/SameSite=lax/i);
  });

  it('adds Secure when the request itself is HTTPS', () => {
    const setCookie = secureCookies(
      request({}, 'https://synetechworld.com/en'),
      localeResponse(),
    ).headers.get('set-cookie');
    expect(setCookie).toMatch(/; Secure/i);
  });

  it('leaves cookies alone over plain HTTP, where a Secure cookie would be dropped', () => {
    const plain = secureCookies(request(), localeResponse()).headers.get('set-cookie');
    expect(plain).not.toMatch(/Secure/i);
    const forwardedHttp = secureCookies(
      request({ 'x-forwarded-proto': 'http' }),
      localeResponse(),
    ).headers.get('set-cookie');
    expect(forwardedHttp).not.toMatch(/Secure/i);
  });
});

describe('overHttps', () => {
  it('reads the hop nearest the visitor in X-Forwarded-Proto, else the request URL', () => {
    const at = (url: string, proto?: string) =>
      overHttps(new Request(url, { headers: proto ? { 'x-forwarded-proto': proto } : {} }));
    expect(at('http://localhost:3000/api/forms/contact', 'https, http')).toBe(true);
    expect(at('http://localhost:3000/api/forms/contact', 'http')).toBe(false);
    expect(at('https://synetechworld.com/api/forms/contact')).toBe(true);
    expect(at('http://localhost:3000/api/forms/contact')).toBe(false);
  });
});

describe('FRONT_TLS_TERMINATED', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('marks cookies Secure behind a front that says X-Forwarded-Proto: http, once TLS ends before it', () => {
    const behindFront = () =>
      secureCookies(request({ 'x-forwarded-proto': 'http' }), localeResponse()).headers.get(
        'set-cookie',
      );
    expect(behindFront()).not.toMatch(/Secure/i);
    vi.stubEnv('FRONT_TLS_TERMINATED', '1');
    expect(behindFront()).toMatch(/; Secure/i);
    expect(overHttps(new Request('http://localhost:3000/api/forms/contact'))).toBe(true);
  });
});
