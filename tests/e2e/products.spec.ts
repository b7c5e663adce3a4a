import fs from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import {
  expectedHeading,
  htmlText,
  localizedPath,
  locales,
  messages,
  pages,
  type AppLocale,
  type PageId,
} from '@/scripts/site-facts';
import { shownSentences, spanishInContent, spanishInMessages } from '@/tests/support/spanish-leaks';

const productPages = [
  { pageId: 'ia', productId: 'ia', name: 'Synetech IA' },
  { pageId: 'taurus', productId: 'taurus', name: 'Synetech Taurus' },
  { pageId: 'shinelink', productId: 'shinelink-plus', name: 'Synetech ShineLink Plus' },
] as const satisfies ReadonlyArray<{ pageId: PageId; productId: string; name: string }>;

for (const { pageId, productId, name } of productPages) {
  for (const locale of ['es', 'en'] as const) {
    test(`${productId} (${locale}): specification, datasheet and Product JSON-LD`, async ({
      page,
      request,
    }) => {
      const t = messages(locale).product;
      await page.goto(localizedPath(locale, pages[pageId].pathname));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        expectedHeading(locale, pageId),
      );

      const specs = page.getByRole('table', { name: t.specsCaption.replace('{name}', name) });
      await expect(specs).toBeVisible();
      expect(await specs.locator('tbody th[scope="row"]').count()).toBeGreaterThanOrEqual(15);

      const datasheet = page.getByRole('link', { name: t.datasheet }).first();
      const href = await datasheet.getAttribute('href');
      expect(href).toBe(`/downloads/datasheets/${productId}-${locale}.pdf`);
      const pdf = await request.get(href!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const product = jsonLd
        .map((text) => JSON.parse(text) as { '@type': string; name?: string; url?: string })
        .find((data) => data['@type'] === 'Product');
      expect(product?.name).toBe(name);
      expect(product?.url).toMatch(new RegExp(`${localizedPath(locale, pages[pageId].pathname)}$`));
    });
  }
}

test('the range page compares the four displays side by side, on a phone too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const t = messages('es').product;
  await page.goto(localizedPath('es', pages.displays.pathname));
  const table = page.getByRole('table', { name: t.compareCaption });
  const headers = table.locator('thead th[scope="col"]');
  await expect(headers).toHaveText([t.specsFeature, 'Taurus', 'IA', 'CYSE', 'Piscis Infinity A1']);
  const rows = table.locator('tbody tr');
  expect(await rows.count()).toBeGreaterThanOrEqual(15);
  for (const row of await rows.all()) {
    await expect(row.locator('th[scope="row"]')).toHaveCount(1);
    await expect(row.locator('td')).toHaveCount(4);
    for (const cell of await row.locator('td').allTextContents()) {
      expect(cell.trim()).not.toBe('');
    }
  }
  // The table is wider than the phone: its region scrolls, the page does not.
  const region = page.getByRole('region', { name: t.compareCaption });
  await expect(region).toHaveAttribute('tabindex', '0');
  const overflow = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(overflow).toBe(true);
  const pageOverflow = await page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth,
  );
  expect(pageOverflow).toBe(false);
});

/** Spanish sentences that read differently in `locale`: none of them may show on its pages. */
function spanishOnly(locale: AppLocale): string[] {
  const files = fs
    .readdirSync('content/products')
    .map((file) => path.join('content/products', file));
  return [
    ...new Set([
      ...spanishInContent([...files, 'content/software.json'], locale),
      ...spanishInMessages(locale),
    ]),
  ];
}

const checkedPages: PageId[] = [
  'home',
  'displays',
  'ia',
  'cyse',
  'taurus',
  'piscis',
  'edsuite',
  'synetechClass',
  'bytello',
  'education',
  'companies',
  'retail',
  'led',
  'shinelink',
];

for (const locale of locales.filter((l) => l !== 'es')) {
  test(`${locale}: product, software and hub pages show no Spanish sentence`, async ({
    request,
  }) => {
    const spanish = spanishOnly(locale);
    expect(spanish.length).toBeGreaterThan(100);
    for (const id of checkedPages) {
      const url = localizedPath(locale, pages[id].pathname);
      const text = htmlText(await (await request.get(url)).text());
      expect(shownSentences(text, spanish), url).toEqual([]);
    }
  });
}
