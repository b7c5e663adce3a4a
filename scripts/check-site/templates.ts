/** A next-intl `pathnames` entry: one path for every locale, or one per locale. */
export type PathnameEntry = string | Partial<Record<string, string>>;

export type RoutingShape = {
  locales: readonly string[];
  defaultLocale: string;
  pathnames: Record<string, PathnameEntry>;
};

type CompiledTemplate = {
  template: string;
  locale: string;
  pattern: RegExp;
  staticSegments: number;
};

function compile(routing: RoutingShape): CompiledTemplate[] {
  const compiled: CompiledTemplate[] = [];
  for (const locale of routing.locales) {
    for (const [template, entry] of Object.entries(routing.pathnames)) {
      const localized = typeof entry === 'string' ? entry : (entry[locale] ?? template);
      const source = localized
        .split('/')
        .map((segment) =>
          /^\[[^\]]+\]$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/');
      compiled.push({
        template,
        locale,
        pattern: new RegExp(`^${source}$`),
        staticSegments: localized.split('/').filter((s) => s && !s.startsWith('[')).length,
      });
    }
  }
  // The most specific template wins: `/recambios` before `/[token]`.
  return compiled.sort((a, b) => b.staticSegments - a.staticSegments);
}

/**
 * Maps public paths (`/en/spare-parts/AB12`) to the route template that renders them
 * (`/recambios/[hash]`) and their locale, from the next-intl routing of the site.
 */
export function createTemplateMatcher(routing: RoutingShape) {
  const compiled = compile(routing);
  return (publicPath: string): { locale: string; template: string } | null => {
    const [, first = '', ...rest] = publicPath.split('/');
    const prefixed = first !== routing.defaultLocale && routing.locales.includes(first);
    const locale = prefixed ? first : routing.defaultLocale;
    const path = prefixed ? `/${rest.join('/')}` : publicPath;
    const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const match = compiled.find((c) => c.locale === locale && c.pattern.test(normalized));
    return match ? { locale, template: match.template } : null;
  };
}
