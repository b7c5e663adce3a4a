import { NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';

import { defaultLocale, isAppLocale, toAppLocale } from './locales';
import { REQUESTED_PATH_HEADER } from './requested-path';
import { routing } from './routing';

const handleI18nRouting = createMiddleware(routing);

const REGIONAL_TAG = /^\s*([A-Za-z]{2,3})-[A-Za-z0-9-]+\s*(;\s*q=[0-9.]+)?\s*$/;

/**
 * Accept-Language with the bare language added right after each regional tag of a site language,
 * at the same weight: `es-MX,en;q=0.8` → `es-MX,es,en;q=0.8`. next-intl's best-fit matcher counts
 * `es-MX` as far from `es` (Latin American against European Spanish) and takes the English behind
 * it, while `pt-BR` or `fr-CA` get their language; with the bare tag, whoever's first language is
 * one of the site's gets it. Other parts are kept byte for byte, so a header the matcher refuses
 * is still refused. scripts/front/negotiate.js gives the same verdicts (its unit test compares).
 */
export function withBaseLanguages(header: string): string {
  return header
    .split(',')
    .flatMap((part) => {
      const match = REGIONAL_TAG.exec(part);
      const language = match?.[1]?.toLowerCase();
      if (!isAppLocale(language)) return [part];
      return [part, `${language}${match?.[2]?.replace(/\s+/g, '') ?? ''}`];
    })
    .join(',');
}

/**
 * A redirect of a path whose prefix names a locale other than Spanish made permanent: there the
 * prefix alone decides (`/en/recambios` → `/en/spare-parts`, `/it/spare-parts` → `/it/recambios`),
 * never the cookie or Accept-Language. next-intl answers every redirect 307. Unprefixed paths
 * stay temporary (the visitor's language decides), and so does `/es/…` → `/…`: that redirect
 * stores the choice of Spanish for a visitor without JavaScript, and a cached one would not.
 */
function permanentWhenFixed(request: NextRequest, response: NextResponse): NextResponse {
  const location = response.headers.get('location');
  if (response.status !== 307 || !location) return response;
  const prefix = request.nextUrl.pathname.split('/')[1]?.toLowerCase() ?? '';
  const fixed = prefix !== defaultLocale && isAppLocale(prefix);
  return fixed
    ? NextResponse.redirect(location, { status: 308, headers: response.headers })
    : response;
}

/** Whether a path has an escape that does not decode (`/%E0%A4%A`: a cut UTF-8 sequence). */
function malformed(pathname: string): boolean {
  try {
    decodeURI(pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * The 404 page, in the visitor's language, for a path that does not decode. next-intl passes such
 * a path on untouched, and Next then fails to decode it for routing and answers a bare text/plain
 * 500 (its 400 page does not exist in the App Router). The path is rendered with each `%` escaped,
 * which names no page, under the locale next-intl picks for it; the address stays as typed, and
 * so does the path the 404 page names.
 */
function malformedPathPage(request: NextRequest): NextResponse {
  const escaped = request.nextUrl.clone();
  escaped.pathname = escaped.pathname.replace(/%/g, '%25');
  const decision = handleI18nRouting(new NextRequest(escaped, { headers: request.headers }));
  const decided = new URL(decision.headers.get('location') ?? escaped.pathname, escaped);
  const locale = toAppLocale(decided.pathname.split('/')[1]);
  const [, first = '', ...rest] = escaped.pathname.split('/');
  const unprefixed = isAppLocale(first) ? rest : [first, ...rest];
  // One more segment, so the page rendered is never the route the raw path matches (`/en/%E0`
  // is `/[locale]/[token]`), whose params Next would still decode from the raw path, and fail.
  escaped.pathname = `/${locale}/${[...unprefixed, '%25'].join('/')}`;
  request.headers.set(REQUESTED_PATH_HEADER, escaped.pathname);
  return NextResponse.rewrite(escaped, { request: { headers: request.headers } });
}

/**
 * The locale proxy: next-intl's middleware (prefix, then the `NEXT_LOCALE` cookie, then
 * Accept-Language, then Spanish), with regional tags of a site language counted as that language,
 * and the redirects that never change permanent.
 */
export function localeRouting(request: NextRequest): NextResponse {
  const acceptLanguage = request.headers.get('accept-language');
  if (acceptLanguage) request.headers.set('accept-language', withBaseLanguages(acceptLanguage));
  if (malformed(request.nextUrl.pathname)) return malformedPathPage(request);
  return permanentWhenFixed(request, handleI18nRouting(request));
}
