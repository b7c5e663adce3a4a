import type { AppLocale } from './locales';
import { createRouteMatcher, getPathname, splitLocale } from './pathnames';
import { routing, type AppPathname } from './routing';

/** A route's internal pathname with the params it needs, as `Link` takes it. */
export type SwitchTarget = { pathname: AppPathname; params: Record<string, string> };

const matchRoute = createRouteMatcher(routing);
const HOME: SwitchTarget = { pathname: '/', params: {} };

function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    // A malformed escape (`/%E0%A4%A`) names no page; the raw path simply matches nothing.
    return path;
  }
}

/**
 * Where the language switcher sends a visitor: the same route with the same params. The path is
 * Next's own pathname, which is the internal one while a page is prerendered (`/en/recambios`) and
 * the visible one in the browser (`/en/spare-parts`); both resolve to the same route. A 404 goes to
 * the home page: its path fills no route, or fills a dynamic one (`/[token]`) whose params Next did
 * not give it, and `/en/[token]` would be a broken link.
 */
export function switchTarget(
  locale: AppLocale,
  path: string,
  routeParams: Record<string, string | string[] | undefined> | null,
): SwitchTarget {
  const match = matchRoute(locale, decoded(splitLocale(routing, path).path), { internal: true });
  if (!match) return HOME;
  const complete = Object.keys(match.params).every(
    (name) => typeof routeParams?.[name] === 'string',
  );
  return complete ? { pathname: match.pathname as AppPathname, params: match.params } : HOME;
}

/**
 * The href of a switcher entry: the route's path in `locale`, always with the locale prefix, so
 * the proxy updates the locale cookie (even for Spanish).
 */
export function switchHref(locale: AppLocale, { pathname, params }: SwitchTarget): string {
  // @ts-expect-error -- pathname and params come from the same matched route, so they fit.
  return getPathname({ locale, href: { pathname, params }, forcePrefix: true });
}
