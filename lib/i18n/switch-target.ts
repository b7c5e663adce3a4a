import { isAppLocale, type AppLocale } from './locales';
import { routing, type AppPathname } from './routing';

/** A route's internal pathname with the params it needs, as `Link` takes it. */
export type SwitchTarget = { pathname: AppPathname; params: Record<string, string> };

type Template = { internal: AppPathname; pattern: RegExp; names: string[] };

function compile(template: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template
    .split('/')
    .map((segment) => {
      const dynamic = /^\[([^\]]+)\]$/.exec(segment);
      if (!dynamic) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(dynamic[1] ?? '');
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), names };
}

// Static segments win over dynamic ones (`/recambios` before `/[token]`), as in Next's own routing.
const rank = (template: string) =>
  template
    .split('/')
    .map((segment) => (segment.startsWith('[') ? '1' : '0'))
    .join('');

function templatesFor(locale: AppLocale): Template[] {
  const entries = Object.entries(routing.pathnames) as [
    AppPathname,
    string | Partial<Record<AppLocale, string>>,
  ][];
  return entries
    .flatMap(([internal, localized]) => {
      const external = typeof localized === 'string' ? localized : (localized[locale] ?? internal);
      return [...new Set([internal, external])].map((template) => ({
        internal,
        template,
        ...compile(template),
      }));
    })
    .sort((a, b) => rank(a.template).localeCompare(rank(b.template)));
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
  const [, first, ...rest] = path.split('/');
  const local = isAppLocale(first) ? `/${rest.join('/')}` : path;
  const decoded = decodeURI(local.length > 1 ? local.replace(/\/$/, '') : '/');
  for (const { internal, pattern, names } of templatesFor(locale)) {
    const match = pattern.exec(decoded);
    if (match && names.every((name) => typeof routeParams?.[name] === 'string')) {
      const params = Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
      return { pathname: internal, params };
    }
  }
  return { pathname: '/', params: {} };
}
