import { cache } from 'react';

import accessoriesRaw from '@/content/products/accessories.json';
import cyseRaw from '@/content/products/cyse.json';
import iaRaw from '@/content/products/ia.json';
import piscisRaw from '@/content/products/piscis-infinity-a1.json';
import shinelinkRaw from '@/content/products/shinelink-plus.json';
import taurusRaw from '@/content/products/taurus.json';
import type { AppLocale } from '@/lib/i18n/locales';

import { ContentError } from '../validation';
import { productIds, productNames, type ProductId } from './ids';
import { compareProducts, type Comparison } from './localize';
import {
  accessoryIds,
  displayComparisonKeys,
  parseAccessories,
  parseProduct,
  type Accessory,
  type AccessoryId,
  type Display,
  type Product,
} from './schema';

const productFiles: Record<ProductId, unknown> = {
  taurus: taurusRaw,
  ia: iaRaw,
  cyse: cyseRaw,
  'piscis-infinity-a1': piscisRaw,
  'shinelink-plus': shinelinkRaw,
};

/** Every product, in the order of `productIds`, validated once per process. */
export const getProducts = cache((): Product[] =>
  productIds.map((id) => {
    const file = `content/products/${id}.json`;
    const product = parseProduct(productFiles[id], file);
    if (product.id !== id) {
      throw new ContentError([{ file, field: 'id', message: `must be "${id}" (the file's name)` }]);
    }
    if (product.shortName !== productNames[id]) {
      const message = `must be "${productNames[id]}" (the brand name in lib/content/products/ids.ts)`;
      throw new ContentError([{ file, field: 'shortName', message }]);
    }
    return product;
  }),
);

export function getProduct(id: ProductId): Product {
  return getProducts().find((product) => product.id === id)!;
}

/** The four interactive displays, flagship first. */
export function getDisplays(): Display[] {
  return getProducts().filter((product): product is Display => product.kind === 'display');
}

/** Every accessory, in the order of `accessoryIds`. */
export const getAccessories = cache((): Accessory[] => {
  const entries = parseAccessories(accessoriesRaw);
  return accessoryIds.map((id) => entries.find((entry) => entry.id === id)!);
});

export function getAccessory(id: AccessoryId): Accessory {
  return getAccessories().find((entry) => entry.id === id)!;
}

/** The comparison of the whole interactive range, as shown on the range page. */
export function displayComparison(locale: AppLocale): Comparison {
  return compareProducts(getDisplays(), displayComparisonKeys, locale);
}
