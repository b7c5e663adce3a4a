import type { PageId } from '@/config/pages';

/**
 * The products, declared once: every list of products (forms, spare parts, downloads, article
 * components) derives from these. A plain module with no dependencies, because the browser loads it
 * with the forms.
 */

/** The interactive displays, flagship first: the order of every comparison and every list. */
export const displayIds = ['taurus', 'ia', 'cyse', 'piscis-infinity-a1'] as const;
export const ledProductIds = ['shinelink-plus'] as const;
export const productIds = [...displayIds, ...ledProductIds] as const;

export type DisplayId = (typeof displayIds)[number];
export type ProductId = (typeof productIds)[number];

/** Brand names, the same in every language (the data files' `shortName`, checked against these). */
export const productNames = {
  taurus: 'Taurus',
  ia: 'IA',
  cyse: 'CYSE',
  'piscis-infinity-a1': 'Piscis Infinity A1',
  'shinelink-plus': 'ShineLink Plus',
} as const satisfies Record<ProductId, string>;

/** The page of each product in config/pages. */
export const productPageIds = {
  taurus: 'taurus',
  ia: 'ia',
  cyse: 'cyse',
  'piscis-infinity-a1': 'piscis',
  'shinelink-plus': 'shinelink',
} as const satisfies Record<ProductId, PageId>;
