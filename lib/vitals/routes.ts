import { pages, routes } from '@/config/pages';
import { defaultLocale, isAppLocale, type AppLocale } from '@/lib/i18n/locales';

/** A page the registry does not know (a 404), or one that failed (5xx). */
export const fallbackRoutes = ['notFound', 'error'] as const;

/** What a beacon may name as its route: a declared page or route id of config/pages.ts. */
export const routeIds = [
  ...Object.keys(pages),
  ...Object.keys(routes),
  ...fallbackRoutes,
] as readonly string[];

type Matcher = { id: string; pattern: RegExp };

function matcherOf(id: string, pathname: string): Matcher {
  const source = pathname
    .split('/')
    .map((segment) =>
      /^\[.+\]$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return { id, pattern: new RegExp(`^${source === '' ? '/' : source}$`) };
}

/** Per locale, static paths before patterns, so `/contacto` is never taken for a `/[token]`. */
function matchersOf(locale: AppLocale): Matcher[] {
  const entries: Array<[string, { pathname: string; en?: string }]> = [
    ...Object.entries(pages),
    ...Object.entries(routes),
  ];
  return entries
    .map(([id, entry]) => matcherOf(id, (locale === 'en' && entry.en) || entry.pathname))
    .sort(
      (a, b) =>
        Number(a.pattern.source.includes('[^/]+')) - Number(b.pattern.source.includes('[^/]+')),
    );
}

/**
 * The declared route and locale of a pathname (never the pathname itself: a news slug or a
 * spare part's hash is not sent). `status` is the document's HTTP status where the browser tells it.
 */
export function routeOf(pathname: string, status = 200): { route: string; locale: AppLocale } {
  const [, first = '', ...rest] = pathname.split('/');
  const prefixed = first !== defaultLocale && isAppLocale(first);
  const locale: AppLocale = prefixed ? first : defaultLocale;
  const path = (prefixed ? `/${rest.join('/')}` : pathname).replace(/(.)\/$/, '$1');
  if (status >= 500) return { route: 'error', locale };
  const match = status >= 400 ? undefined : matchersOf(locale).find((m) => m.pattern.test(path));
  return { route: match?.id ?? 'notFound', locale };
}
