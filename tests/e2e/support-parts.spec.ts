import fs from 'node:fs';

import { expect, test } from '@playwright/test';

import { localizedPath, messages } from '@/scripts/site-facts';

type Part = {
  hash: string;
  token: string;
  partNumber: string;
  name: Record<'es' | 'en' | 'it' | 'pt' | 'fr', string>;
};

const parts = JSON.parse(fs.readFileSync('content/spare-parts.json', 'utf8')) as Part[];
const part = parts.find((candidate) => candidate.partNumber === 'SY-PSU-T75')!;
const es = messages('es');
const en = messages('en');

test.describe('the QR-token route', () => {
  test('sends a visitor who scans a label to the part in their language', async ({ request }) => {
    const scan = await request.get(`/${part.token}`, {
      maxRedirects: 0,
      headers: { 'Accept-Language': 'it-IT,it;q=0.9' },
    });
    expect(scan.status()).toBe(307);
    expect(new URL(scan.headers()['location']!, 'http://x').pathname).toBe(`/it/${part.token}`);

    const landing = await request.get(`/it/${part.token}`, { maxRedirects: 0 });
    expect(landing.status()).toBe(200);
    const html = await landing.text();
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
    expect(h1).toBe(part.name.it!.replace(/"/g, '&quot;'));
    expect(html).toContain(
      `<link rel="canonical" href="https://synetechworld.com/it/recambios/${part.hash}"/>`,
    );
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
  });

  test('keeps Spanish visitors at the root and follows the language cookie', async ({
    request,
  }) => {
    const spanish = await request.get(`/${part.token}`, {
      maxRedirects: 0,
      headers: { 'Accept-Language': 'es-ES' },
    });
    expect(spanish.status()).toBe(200);
    expect(await spanish.text()).toContain(part.name.es.replace(/"/g, '&quot;'));

    const byCookie = await request.get(`/${part.token}`, {
      maxRedirects: 0,
      headers: { 'Accept-Language': 'es-ES', Cookie: 'NEXT_LOCALE=pt' },
    });
    expect(byCookie.status()).toBe(307);
    expect(byCookie.headers()['location']).toMatch(new RegExp(`/pt/${part.token}$`));
  });

  test('answers 404 for a token printed on no label', async ({ request }) => {
    const response = await request.get('/ZZZZ99', { maxRedirects: 0 });
    expect(response.status()).toBe(404);
  });

  test('tells the scanning visitor where they came from and offers the request', async ({
    page,
  }) => {
    await page.goto(`/en/${part.token}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(part.name.en);
    await expect(page.getByRole('status')).toHaveText(en.pages.sparePart.scannedLabel);
    await expect(page.locator('[data-slot="spare-part-request"]')).toBeVisible();
  });
});

test.describe('the spare parts catalogue', () => {
  test('is grouped by model and category and navigable without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'es-ES' });
    const page = await context.newPage();
    await page.goto('/recambios');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.pages.spareParts.heading);
    await expect(page.getByLabel(es.parts.catalogue.searchLabel)).toHaveCount(0);
    await page
      .getByRole('navigation', { name: es.parts.catalogue.jumpTo })
      .getByRole('link', { name: /^Taurus/ })
      .click();
    await expect(page).toHaveURL(/#recambios-taurus$/);
    const taurus = page.locator('#recambios-taurus');
    await expect(taurus.getByRole('heading', { level: 2 })).toHaveText('Taurus');
    await expect(
      taurus.getByRole('heading', { level: 3, name: es.parts.categories.power }),
    ).toBeVisible();
    await taurus.getByRole('link', { name: part.name.es }).click();
    await expect(page).toHaveURL(new RegExp(`/recambios/${part.hash}$`));
    await context.close();
  });

  test('lists every part of the content once', async ({ page }) => {
    await page.goto(localizedPath('en', '/recambios'));
    await expect(page.locator('#catalogo [data-part]')).toHaveCount(parts.length);
  });

  test('narrows the list as the visitor types a part number (with JavaScript)', async ({
    page,
  }) => {
    await page.goto('/en/spare-parts');
    const search = page.getByLabel(en.parts.catalogue.searchLabel);
    await search.fill('SY-PSU');
    const shown = parts.filter((candidate) => candidate.partNumber.startsWith('SY-PSU')).length;
    await expect(page.locator('#catalogo [data-part]:visible')).toHaveCount(shown);
    await expect(
      page.getByText(en.parts.catalogue.resultsOther.replace('#', String(shown))),
    ).toBeVisible();
    await expect(page.locator('#recambios-shinelink-plus')).toBeHidden();
    await search.fill('');
    await expect(page.locator('#catalogo [data-part]:visible')).toHaveCount(parts.length);
  });
});

test.describe('a spare part page', () => {
  test('shows the facts, the label with its QR code and a request form for the part', async ({
    page,
  }) => {
    await page.goto(`/en/spare-parts/${part.hash}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(part.name.en);
    await expect(page.getByText(part.partNumber).first()).toBeVisible();
    await expect(
      page.getByRole('img', { name: new RegExp(`${part.partNumber}.*${part.token}`) }),
    ).toBeVisible();
    const request = page.locator('#solicitar [data-slot="spare-part-request"]');
    await expect(request.locator('form')).toBeVisible();
    await expect(request.getByLabel(en.forms.fields.partNumber.label)).toHaveValue(part.partNumber);
    await expect(
      request.getByRole('button', { name: en.forms.submit['spare-part'] }),
    ).toBeVisible();
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = ld.map((text) => JSON.parse(text)).find((d) => d['@type'] === 'Product');
    expect(product).toMatchObject({ sku: part.partNumber, brand: { name: 'Synetech' } });
  });
});
