import type { AppPathname } from '@/lib/i18n/routing';

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

type PageEntry = {
  pathname: AppPathname;
  /** The page one level up in the breadcrumb trail (a key of `pages`; checked by a unit test). */
  parent?: string;
  layout: LayoutId;
  /** Excluded from sitemaps (confirmation pages). */
  noindex?: boolean;
};

/**
 * Every static page of the site, with the message namespace `pages.<id>` holding its texts.
 * The sitemap, breadcrumbs and the e2e route walk all read this one table.
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
  spareParts: { pathname: '/recambios', parent: 'home', layout: 'soporte' },

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

  sustainability: { pathname: '/sostenibilidad', parent: 'home', layout: 'proyectos' },
  sustainabilityRequest: {
    pathname: '/sostenibilidad/solicitud',
    parent: 'sustainability',
    layout: 'proyectos',
  },
  sustainabilityAudits: {
    pathname: '/sostenibilidad/auditorias',
    parent: 'sustainability',
    layout: 'proyectos',
  },
} as const satisfies Record<string, PageEntry>;

export type PageId = keyof typeof pages;

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
