/**
 * Site-wide constants. The name and description shown to visitors are localized in `messages/*.json`
 * (`site`). The legal entity, postal address, phone numbers and the sales and careers addresses are in
 * `content/company.json`, and so are the support and privacy addresses, where the company confirms them.
 */
export const siteConfig = {
  /** Absolute origin used in canonicals, hreflang, sitemaps and feeds; set SITE_URL in production. */
  url: (process.env.SITE_URL ?? 'https://synetechworld.com').replace(/\/+$/, ''),
  name: 'Synetech',
  social: {
    linkedin: 'https://www.linkedin.com/company/synetech',
    youtube: 'https://www.youtube.com/@synetech',
  },
} as const;
