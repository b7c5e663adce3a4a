import type { NextRequest, NextResponse } from 'next/server';

/**
 * Whether the visitor reached the site over HTTPS: directly, or through a TLS-terminating reverse
 * proxy that says so in `X-Forwarded-Proto` (its first entry, the hop nearest the visitor).
 */
export function overHttps(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return forwarded ? forwarded === 'https' : new URL(request.url).protocol === 'https:';
}

/**
 * Marks the cookies a response sets as `Secure` when the visit is over HTTPS, so the locale cookie
 * (NEXT_LOCALE, written by next-intl without the flag) never travels over plain HTTP. Over plain
 * HTTP — `next start` on localhost in development and tests — the cookies stay as they are.
 */
export function secureCookies(request: NextRequest, response: NextResponse): NextResponse {
  if (!overHttps(request)) return response;
  for (const cookie of response.cookies.getAll()) {
    if (!cookie.secure) response.cookies.set({ ...cookie, secure: true });
  }
  return response;
}
