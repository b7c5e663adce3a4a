/** Route groups of DESIGN §3: each adds its own section chrome. */
export type LayoutId =
  | 'default'
  | 'documentacion'
  | 'educacion'
  | 'empresas'
  | 'proyectos'
  | 'retail'
  | 'soporte'
  | 'taurus';

/**
 * One route of the site. Its `page.tsx` is `app/[locale]/(<layout>)<pathname>/page.tsx`, a unit
 * test (config/pages.test.ts) fails when a folder and its declaration disagree.
 */
type RouteEntry = {
  /** The internal pathname, which is the Spanish one (DESIGN §2). */
  pathname: string;
  /** The route group whose layout frames the page. */
  layout: LayoutId;
  /** The English pathname, where English translates the slugs; every other locale keeps them. */
  en?: string;
};

type PageEntry = RouteEntry & {
  /** The page one level up in the breadcrumb trail (a key of `pages`; checked by a unit test). */
  parent?: string;
  /** Excluded from sitemaps (confirmation pages). */
  noindex?: boolean;
};

/**
 * Every static page of the site, with the message namespace `pages.<id>` holding its texts.
 * next-intl's `pathnames`, breadcrumbs, navigation, the sitemaps and the e2e route walk all read
 * this table (and `routes` below for the pages of content items and those rendered on request).
 */
export const pages = {
  home: { pathname: '/', layout: 'default' },
  contact: { pathname: '/contacto', parent: 'home', layout: 'default' },
  contactSent: {
    pathname: '/contacto/solicitud-enviada',
    parent: 'contact',
    layout: 'default',
    noindex: true,
  },
  news: { pathname: '/noticias', parent: 'home', layout: 'default' },
  demo: { pathname: '/demo-gratuita-de-pantalla-interactiva', parent: 'home', layout: 'default' },
  careers: { pathname: '/trabaja-con-nosotros', parent: 'home', layout: 'default' },
  privacy: { pathname: '/politica-de-privacidad', parent: 'home', layout: 'default' },

  education: { pathname: '/educacion', parent: 'home', layout: 'educacion' },
  displays: { pathname: '/pantallas-interactivas-educacion', parent: 'home', layout: 'educacion' },
  ia: { pathname: '/pantallas-interactivas-educacion/ia', parent: 'displays', layout: 'educacion' },
  cyse: {
    pathname: '/pantallas-interactivas-educacion/cyse',
    parent: 'displays',
    layout: 'educacion',
  },
  taurus: {
    pathname: '/pantallas-interactivas-educacion/taurus',
    parent: 'displays',
    layout: 'taurus',
  },
  piscis: {
    pathname: '/pantallas-interactivas-educacion/piscis-infinity-a1',
    parent: 'displays',
    layout: 'educacion',
  },
  edsuite: { pathname: '/software-educativo-edsuite', parent: 'home', layout: 'educacion' },
  synetechClass: {
    pathname: '/software-educativo-edsuite/synetech-class',
    parent: 'edsuite',
    layout: 'educacion',
  },
  bytello: { pathname: '/software-bytello-class', parent: 'home', layout: 'educacion' },

  companies: { pathname: '/empresas', parent: 'home', layout: 'empresas' },
  retail: { pathname: '/retail', parent: 'home', layout: 'retail' },
  led: { pathname: '/pantallas-led', parent: 'home', layout: 'retail' },
  shinelink: { pathname: '/pantallas-led/shinelink-plus', parent: 'led', layout: 'retail' },

  support: { pathname: '/soporte', parent: 'home', layout: 'soporte' },
  warranty: { pathname: '/soporte/garantia', parent: 'support', layout: 'soporte' },
  warrantyCountries: {
    pathname: '/soporte/garantia/paises',
    parent: 'warranty',
    layout: 'soporte',
  },
  warrantySummary: {
    pathname: '/soporte/garantia/resumen-garantia',
    parent: 'warranty',
    layout: 'soporte',
  },
  carePlus: {
    pathname: '/soporte/garantia/synetech-care-plus',
    parent: 'warranty',
    layout: 'soporte',
  },
  warrantyLookup: {
    pathname: '/soporte/garantia/consulta-tu-garantia',
    parent: 'warranty',
    layout: 'soporte',
  },
  assistance: { pathname: '/soporte/asistencia-tecnica', parent: 'support', layout: 'soporte' },
  ledRepair: {
    pathname: '/soporte/reparacion-pantallas-led',
    parent: 'support',
    layout: 'soporte',
  },
  spareParts: { pathname: '/recambios', en: '/spare-parts', parent: 'home', layout: 'soporte' },

  downloads: { pathname: '/soporte/descargas', parent: 'support', layout: 'documentacion' },
  downloadsLed: {
    pathname: '/soporte/descargas/pantallas-led',
    parent: 'downloads',
    layout: 'documentacion',
  },
  downloadsInteractive: {
    pathname: '/soporte/descargas/pantallas-interactivas',
    parent: 'downloads',
    layout: 'documentacion',
  },
  downloadsCompanies: {
    pathname: '/soporte/descargas/pantallas-interactivas-empresas',
    parent: 'downloads',
    layout: 'empresas',
  },
  downloadsEducation: {
    pathname: '/soporte/descargas/pantallas-interactivas-educacion',
    parent: 'downloads',
    layout: 'documentacion',
  },

  sustainability: {
    pathname: '/sostenibilidad',
    en: '/sustainability',
    parent: 'home',
    layout: 'proyectos',
  },
  sustainabilityRequest: {
    pathname: '/sostenibilidad/solicitud',
    en: '/sustainability/request',
    parent: 'sustainability',
    layout: 'proyectos',
  },
  sustainabilityAudits: {
    pathname: '/sostenibilidad/auditorias',
    en: '/sustainability/audits',
    parent: 'sustainability',
    layout: 'proyectos',
  },
} as const satisfies Record<string, PageEntry>;

export type PageId = keyof typeof pages;

/** The other routes: one page per content item, or rendered on request (not in sitemaps). */
export const routes = {
  newsArticle: { pathname: '/noticias/[slug]', layout: 'default' },
  newsPage: { pathname: '/noticias/pagina/[page]', layout: 'default' },
  newsCategory: { pathname: '/noticias/categoria/[category]', layout: 'default' },
  sparePart: { pathname: '/recambios/[hash]', en: '/spare-parts/[hash]', layout: 'soporte' },
  ledDownload: { pathname: '/soporte/descargas/pantallas-led/[code]', layout: 'documentacion' },
  // A product's short link (`/taurus`): a redirect page per token.
  token: { pathname: '/[token]', layout: 'default' },
  // Rendered on request: a JavaScript-free form that needs changes.
  contactReview: { pathname: '/contacto/revisar', layout: 'default' },
  // Rendered on request: the results of a site search, `?q=…`.
  search: { pathname: '/buscar', layout: 'default' },
  // Rendered on request: the answer of the JavaScript-free warranty lookup.
  warrantyResult: {
    pathname: '/soporte/garantia/consulta-tu-garantia/resultado',
    layout: 'soporte',
  },
} as const satisfies Record<string, RouteEntry>;

/**
 * Page folders no link leads to, kept out of the locale routing: the error probe exists only
 * with ENABLE_ERROR_PROBE=1, for operators and the e2e suite to see the 500 page.
 */
export const unroutedPages = [{ pathname: '/prueba-de-error', layout: 'default' }] as const;

type Routed = (typeof pages)[PageId] | (typeof routes)[keyof typeof routes];

/** next-intl's `pathnames`, typed with every route's literal paths so `Link` checks its `href`. */
type LocalizedPathnames = {
  [R in Routed as R['pathname']]: R extends { en: string }
    ? { es: R['pathname']; en: R['en'] }
    : R['pathname'];
};

/** Every route under `[locale]`, derived from `pages` and `routes` for `defineRouting`. */
export const localizedPathnames = Object.fromEntries(
  [...Object.values(pages), ...Object.values(routes)].map((entry: RouteEntry) => [
    entry.pathname,
    entry.en ? { es: entry.pathname, en: entry.en } : entry.pathname,
  ]),
) as LocalizedPathnames;

/** The internal pathname of a registered (non-parameterised) page. */
export type PagePathname = (typeof pages)[PageId]['pathname'];

export const pageIds = Object.keys(pages) as PageId[];

/** The trail from home to `id`, home first. */
export function breadcrumbTrail(id: PageId): PageId[] {
  const trail: PageId[] = [];
  let current: PageId | undefined = id;
  while (current) {
    trail.unshift(current);
    const entry: PageEntry = pages[current];
    current = entry.parent as PageId | undefined;
  }
  return trail;
}
