/** Site-wide constants. The name and description shown to visitors are localized in `messages/*.json` (`site`). */
export const siteConfig = {
  /** Absolute origin used in canonicals, hreflang, sitemaps and feeds; set SITE_URL in production. */
  url: (process.env.SITE_URL ?? 'https://synetechworld.com').replace(/\/+$/, ''),
  name: 'Synetech',
  legalName: 'Synetech',
  email: {
    sales: 'comercial@synetechworld.com',
    support: 'soporte@synetechworld.com',
    privacy: 'privacidad@synetechworld.com',
    careers: 'empleo@synetechworld.com',
  },
  phone: '+34 910 000 000',
  address: {
    streetAddress: 'Calle de la Innovación 12',
    postalCode: '28050',
    addressLocality: 'Madrid',
    addressCountry: 'ES',
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/synetech',
    youtube: 'https://www.youtube.com/@synetech',
  },
} as const;

export type SiteConfig = typeof siteConfig;
