import { describe, expect, it } from 'vitest';

import { displayIds, productIds, productPageIds } from '@/lib/content/products/ids';

import { footerNav, sectionNav } from './navigation';

describe('navigation', () => {
  it("lists every product's page in the footer's products column", () => {
    const column = footerNav.find((c) => c.key === 'products')!.pages;
    expect(productIds.filter((id) => !column.includes(productPageIds[id]))).toEqual([]);
  });

  it("lists every display's page in the menus of the displays' sections", () => {
    for (const layout of ['educacion', 'taurus'] as const) {
      const menu = sectionNav[layout]!.pages;
      expect(
        displayIds.filter((id) => !menu.includes(productPageIds[id])),
        layout,
      ).toEqual([]);
    }
  });
});
