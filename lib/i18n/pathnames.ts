import type { createNavigation } from 'next-intl/navigation';

import { defaultLocale } from './locales';
import { routing } from './routing';

/*
 * The paths of the site's routes, both ways: a route with its params to its path in a locale
 * (`getPathname`, as next-intl's), and a path back to its route (`createRouteMatcher`, for the
 * language switcher, article links and the site check). Pure: no request, no React.
 */

/** A next-intl `pathnames` entry: one path for every locale, or one per locale. */
export type PathnameEntry = string | Partial<Record<string, string>>;

/** The part of a next-intl routing config that route matching reads. */
export type RoutingShape = {
  locales: readonly string[];
  defaultLocale: string;
  pathnames: Record<string, PathnameEntry>;
};

/** The path template of a route in `locale`: its own entry, or the internal pathname. */
export function localizedTemplate(
  entry: PathnameEntry | undefined,
  locale: string,
  pathname: string,
): string {
  if (entry === undefined) return pathname;
  return typeof entry === 'string' ? entry : (entry[locale] ?? pathname);
}

/** A route's internal pathname (`/recambios/[hash]`) and the params read from the path. */
export type RouteMatch = { pathname: string; params: Record<string, string> };

type CompiledRoute = {
  pathname: string;
  internalOnly: boolean;
  pattern: RegExp;
  names: string[];
  dynamic: number;
};

function compile(pathname: string, template: string, internalOnly: boolean): CompiledRoute {
  const names: string[] = [];
  const source = template
    .split('/')
    .map((segment) => {
      const param = /^\[([^\]]+)\]$/.exec(segment)?.[1];
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param);
      return '([^/]+)';
    })
    .join('/');
  return {
    pathname,
    internalOnly,
    pattern: new RegExp(`^${source}$`),
    names,
    dynamic: names.length,
  };
}

/**
 * A path as the visitor typed it (`/noticias/españa`, not `/noticias/espa%C3%B1a`); escapes of
 * reserved characters (`%2F`, `%3F`) stay, so it still names the same path. A malformed escape
 * (`/%E0%A4%A`) decodes to nothing: the path is kept as it came.
 */
export function decodePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** Splits a path into its locale (from the prefix, or the default) and the path without prefix. */
export function splitLocale(routing: RoutingShape, path: string): { locale: string; path: string } {
  const [, first = '', ...rest] = path.split('/');
  if (!routing.locales.includes(first)) return { locale: routing.defaultLocale, path };
  return { locale: first, path: `/${rest.join('/')}` };
}

/**
 * Matches paths without locale prefix to the routes of `routing`, by their public path in a locale
 * and, with `internal`, by their internal path too (Next reports the internal one while a page is
 * prerendered). The route with the fewest dynamic segments wins: `/recambios` before `/[token]`.
 */
export function createRouteMatcher(routing: RoutingShape) {
  const compiled = new Map<string, CompiledRoute[]>();
  const routesOf = (locale: string) => {
    let routes = compiled.get(locale);
    if (!routes) {
      routes = Object.entries(routing.pathnames)
        .flatMap(([pathname, entry]) => {
          const localized = localizedTemplate(entry, locale, pathname);
          const route = compile(pathname, localized, false);
          return localized === pathname ? [route] : [route, compile(pathname, pathname, true)];
        })
        .sort((a, b) => a.dynamic - b.dynamic);
      compiled.set(locale, routes);
    }
    return routes;
  };

  return (
    locale: string,
    path: string,
    options: { internal?: boolean } = {},
  ): RouteMatch | null => {
    const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
    for (const route of routesOf(locale)) {
      if (route.internalOnly && !options.internal) continue;
      const match = route.pattern.exec(normalized);
      if (match) {
        const params = Object.fromEntries(route.names.map((name, i) => [name, match[i + 1] ?? '']));
        return { pathname: route.pathname, params };
      }
    }
    return null;
  };
}

type Navigation = ReturnType<
  typeof createNavigation<(typeof routing)['locales'], 'as-needed', (typeof routing)['pathnames']>
>;

type LooseHref = {
  pathname: string;
  params?: Record<string, string | number>;
  query?: Record<string, string>;
};

/**
 * next-intl's `getPathname`, typed by next-intl, written out here: importing `createNavigation`
 * anywhere on the server makes the bundler ship next-intl's client `Link` (and use-intl with it,
 * 12 KB gzip) to every page, rendered or not. A test keeps it equal to next-intl's for every route.
 */
export const getPathname: Navigation['getPathname'] = ({ locale, href, forcePrefix }) => {
  const {
    pathname,
    params = {},
    query,
  } = (typeof href === 'string' ? { pathname: href } : href) as LooseHref;
  const pathnames: Record<string, PathnameEntry> = routing.pathnames;
  const template = localizedTemplate(pathnames[pathname], locale, pathname);
  const filled = template.replace(/\[([^\]]+)\]/g, (segment, name: string) =>
    name in params ? String(params[name]) : segment,
  );
  if (filled.includes('[')) {
    throw new Error(`Missing params for ${template}: ${JSON.stringify(params)}`);
  }
  const search = query ? new URLSearchParams(query).toString() : '';
  // As next-intl: an explicit `forcePrefix` decides; otherwise only Spanish goes without one.
  const prefix = forcePrefix ?? locale !== defaultLocale;
  const prefixed = prefix ? `/${locale}${filled === '/' ? '' : filled}` : filled;
  return encodeURI(prefixed) + (search ? `?${search}` : '');
};

/** The `href` next-intl's `getPathname` takes: a route with params that fit it, checked by tsc. */
type TypedHref = Parameters<Navigation['getPathname']>[0]['href'];

/**
 * `getPathname` for a route known only at runtime: matched from a path (`createRouteMatcher`, so
 * its params fit its pathname by construction, which tsc cannot see), or held as plain strings by
 * scripts and tests. The one place the typed href is given up; an unknown pathname comes back as
 * it is, as in next-intl.
 */
export function getRuntimePathname(
  locale: (typeof routing)['locales'][number],
  href: LooseHref,
  forcePrefix?: boolean,
): string {
  return getPathname({ locale, href: href as TypedHref, forcePrefix });
}
