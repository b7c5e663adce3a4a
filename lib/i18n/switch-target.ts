import type { AppLocale } from './locales';
import { createRouteMatcher, decodePath, getRuntimePathname, splitLocale } from './pathnames';
import { routing, type AppPathname } from './routing';

/**
 * A route's internal pathname with the params it needs, as `Link` takes it, and the query of the
 * page (`q=…` of search results), without its `?`.
 */
export type SwitchTarget = {
  pathname: AppPathname;
  params: Record<string, string>;
  search?: string;
};

const matchRoute = createRouteMatcher(routing);
const HOME: SwitchTarget = { pathname: '/', params: {} };

/**
 * Where the language switcher sends a visitor: the same route with the same params and query. The path is
 * Next's own pathname, which is the internal one while a page is prerendered (`/en/recambios`) and
 * the visible one in the browser (`/en/spare-parts`); both resolve to the same route. A 404 goes to
 * the home page: its path fills no route, or fills a dynamic one (`/[token]`) whose params Next did
 * not give it, and `/en/[token]` would be a broken link; its query is dropped with it.
 */
export function switchTarget(
  locale: AppLocale,
  path: string,
  routeParams: Record<string, string | string[] | undefined> | null,
  search = '',
): SwitchTarget {
  const match = matchRoute(locale, decodePath(splitLocale(routing, path).path), { internal: true });
  if (!match) return HOME;
  const complete = Object.keys(match.params).every(
    (name) => typeof routeParams?.[name] === 'string',
  );
  if (!complete) return HOME;
  const target: SwitchTarget = { pathname: match.pathname as AppPathname, params: match.params };
  return search ? { ...target, search } : target;
}

/**
 * Routes always rendered on request (`dynamic = 'force-dynamic'`), whose query is known on the
 * server: the switcher reads it while rendering them (components/layout/locale-switcher.tsx).
 */
const renderedOnRequest: ReadonlySet<AppPathname> = new Set<AppPathname>([
  '/buscar',
  '/soporte/garantia/consulta-tu-garantia/resultado',
]);

/** Whether the switcher's page is rendered on request, so its query can be read on the server. */
export function isRenderedOnRequest({ pathname }: SwitchTarget): boolean {
  return renderedOnRequest.has(pathname);
}

/**
 * The href of a switcher entry: the route's path in `locale` with the page's query, always with
 * the locale prefix, so the proxy updates the locale cookie on a page load (even for Spanish).
 */
export function switchHref(locale: AppLocale, { pathname, params, search }: SwitchTarget): string {
  const path = getRuntimePathname(locale, { pathname, params }, true);
  return search ? `${path}?${search}` : path;
}
