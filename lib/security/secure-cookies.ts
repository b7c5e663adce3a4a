import type { NextRequest, NextResponse } from 'next/server';

/** Whether the visitor reached the site over HTTPS (directly, or through a TLS-terminating proxy). */
function overHttps(request: NextRequest): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return forwarded ? forwarded === 'https' : request.nextUrl.protocol === 'https:';
}

/**
 * Marks the cookies a response sets as `Secure` when the visit is over HTTPS, so the locale cookie
 * (NEXT_LOCALE, written by next-intl without the flag) never travels over plain HTTP. Over plain
 * HTTP — `next start` on localhost in development and tests — the cookies stay as they are.
 */
export function secureCookies<T extends NextResponse | Response>(
  request: NextRequest,
  response: T,
): T {
  if (!overHttps(request) || !('cookies' in response)) return response;
  for (const cookie of response.cookies.getAll()) {
    if (!cookie.secure) response.cookies.set({ ...cookie, secure: true });
  }
  return response;
}
