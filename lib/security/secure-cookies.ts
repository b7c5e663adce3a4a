import type { NextRequest, NextResponse } from 'next/server';

/**
 * `FRONT_TLS_TERMINATED=1`: the deployment says TLS ends in front of the serving front (a load
 * balancer or CDN speaking HTTPS to visitors and HTTP to nginx), so every visit is over HTTPS even
 * though the front, talking plain HTTP itself, tells Node `X-Forwarded-Proto: http`.
 */
export function tlsTerminatedInFront(): boolean {
  return /^(1|true|yes)$/i.test(process.env.FRONT_TLS_TERMINATED?.trim() ?? '');
}

/**
 * Whether the visitor reached the site over HTTPS: as the deployment says ({@link
 * tlsTerminatedInFront}), directly, or through a TLS-terminating reverse proxy that says so in
 * `X-Forwarded-Proto` (its first entry, the hop nearest the visitor).
 */
export function overHttps(request: Request): boolean {
  if (tlsTerminatedInFront()) return true;
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
