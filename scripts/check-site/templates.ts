import { createRouteMatcher, splitLocale, type RoutingShape } from '@/lib/i18n/pathnames';

export type { RoutingShape };

/**
 * Maps public paths (`/en/spare-parts/AB12`) to the route template that renders them
 * (`/recambios/[hash]`) and their locale, from the next-intl routing of the site.
 */
export function createTemplateMatcher(routing: RoutingShape) {
  const matchRoute = createRouteMatcher(routing);
  return (publicPath: string): { locale: string; template: string } | null => {
    const { locale, path } = splitLocale(routing, publicPath);
    const match = matchRoute(locale, path);
    return match ? { locale, template: match.pathname } : null;
  };
}
