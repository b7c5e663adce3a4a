import fs from 'node:fs';

import { expect, test } from '@playwright/test';

import { messages } from '@/scripts/site-facts';
import { holdScripts } from '@/tests/support/paint';
import { platformReady } from '@/tests/support/platform';

const es = messages('es');
const en = messages('en');

const firstPart = () =>
  (JSON.parse(fs.readFileSync('content/spare-parts.json', 'utf8')) as Array<{ hash: string }>)[0]!;

test('the language switcher keeps the visitor on the same page, translated paths included', async ({
  page,
}) => {
  await page.goto('/recambios');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.pages.spareParts.heading);
  await page
    .locator('summary')
    .filter({ hasText: es.a11y.chooseLanguage.replace('{language}', 'Español') })
    .click();
  await page.getByRole('link', { name: /English/ }).click();
  await expect(page).toHaveURL(/\/en\/spare-parts$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.pages.spareParts.heading);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
});

test('the language switcher keeps a dynamic page (an article)', async ({ page }) => {
  await page.goto('/it/noticias/que-es-edtech');
  await page
    .locator('summary')
    .filter({ hasText: messages('it').a11y.chooseLanguage.replace('{language}', 'Italiano') })
    .click();
  await page.getByRole('link', { name: /Français/ }).click();
  await expect(page).toHaveURL(/\/fr\/noticias\/que-es-edtech$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
});

test('a switcher opened before the page hydrates stays open through hydration, its links working', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/recambios', { waitUntil: 'commit' });
  const summary = page
    .locator('summary')
    .filter({ hasText: es.a11y.chooseLanguage.replace('{language}', 'Español') });
  await summary.click();
  const english = page.getByRole('link', { name: /English/ });
  await expect(english).toBeVisible();
  release();
  await platformReady(page);
  // Hydration replaced the list (its query-aware links), not the open <details> around it.
  await expect(english).toBeVisible();
  await expect(page.locator('details[open]')).toHaveCount(1);
  await english.click();
  await expect(page).toHaveURL(/\/en\/spare-parts$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.pages.spareParts.heading);
});

test('without JavaScript the switcher links of translated paths and 404s lead to real pages', async ({
  request,
}) => {
  const switcherLinks = async (path: string) => {
    const html = await (await request.get(path)).text();
    const anchors = [...html.matchAll(/<a\s[^>]*>/g)].map((m) => m[0]);
    return Object.fromEntries(
      anchors.flatMap((tag) => {
        const language = /\shrefLang="([a-z]{2})-[A-Z]{2}"/.exec(tag)?.[1];
        const href = /\shref="([^"]+)"/.exec(tag)?.[1];
        return language && href ? [[language, href]] : [];
      }),
    );
  };
  for (const [path, italian] of [
    ['/en/spare-parts', '/it/recambios'],
    ['/en/sustainability', '/it/sostenibilidad'],
    ['/en/spare-parts/' + firstPart().hash, `/it/recambios/${firstPart().hash}`],
    ['/en/pagina-que-no-existe', '/it'],
  ] as const) {
    const links = await switcherLinks(path);
    expect(links.it, path).toBe(italian);
    expect(Object.values(links).join(' '), path).not.toContain('[');
    expect((await request.get(italian)).status(), italian).toBe(200);
  }
});

test('a scanned part label (QR token) opens the part page in the visitor language', async ({
  request,
}) => {
  const parts = JSON.parse(fs.readFileSync('content/spare-parts.json', 'utf8')) as Array<{
    token: string;
    hash: string;
    name: Record<string, string>;
  }>;
  const part = parts[0]!;
  const redirect = await request.get(`/${part.token}`, {
    maxRedirects: 0,
    headers: { 'Accept-Language': 'en-GB,en' },
  });
  expect(redirect.status()).toBe(307);
  expect(redirect.headers()['location']).toMatch(new RegExp(`/en/${part.token}$`));
  const landing = await request.get(`/en/${part.token}`, { maxRedirects: 0 });
  expect(landing.status()).toBe(200);
  const html = await landing.text();
  expect(html).toContain(part.name.en!.replace(/"/g, '&quot;'));
  expect(html).toContain(
    `<link rel="canonical" href="https://synetechworld.com/en/spare-parts/${part.hash}"/>`,
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens, lists the sections and closes after navigating', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel(es.a11y.openMenu).click();
    const menu = page.locator('details[open]');
    await menu.getByRole('link', { name: es.nav.support }).click();
    await expect(page).toHaveURL(/\/soporte$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.pages.support.heading);
    await expect(page.locator('details[open]')).toHaveCount(0);
  });

  test('a menu opened before the page hydrates stays open through hydration, its links working', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByLabel(es.a11y.openMenu).click();
    const support = page.locator('details[open]').getByRole('link', { name: es.nav.support });
    await expect(support).toBeVisible();
    release();
    await platformReady(page);
    await expect(support).toBeVisible();
    await support.click();
    await expect(page).toHaveURL(/\/soporte$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.pages.support.heading);
    await expect(page.locator('details[open]')).toHaveCount(0);
  });
});

test('breadcrumbs trace the page back to home, with BreadcrumbList JSON-LD', async ({ page }) => {
  await page.goto('/en/soporte/garantia/synetech-care-plus');
  const trail = page.getByRole('navigation', { name: en.a11y.breadcrumb });
  await expect(trail.getByRole('listitem')).toHaveText([
    `${en.pages.home.label}/`,
    `${en.pages.support.label}/`,
    `${en.pages.warranty.label}/`,
    en.pages.carePlus.label,
  ]);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const crumbs = ld.map((text) => JSON.parse(text)).find((d) => d['@type'] === 'BreadcrumbList');
  expect(crumbs.itemListElement).toHaveLength(4);
  expect(crumbs.itemListElement[3].item).toBe(
    'https://synetechworld.com/en/soporte/garantia/synetech-care-plus',
  );
});

test('the head carries canonical, five hreflang plus x-default and Open Graph locale', async ({
  page,
}) => {
  await page.goto('/en/sustainability');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://synetechworld.com/en/sustainability',
  );
  const hreflangs = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`),
    );
  expect(hreflangs.sort()).toEqual(
    [
      'en-GB https://synetechworld.com/en/sustainability',
      'es-ES https://synetechworld.com/sostenibilidad',
      'fr-FR https://synetechworld.com/fr/sostenibilidad',
      'it-IT https://synetechworld.com/it/sostenibilidad',
      'pt-PT https://synetechworld.com/pt/sostenibilidad',
      'x-default https://synetechworld.com/sostenibilidad',
    ].sort(),
  );
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB');
  await expect(page).toHaveTitle(`${en.pages.sustainability.title} | Synetech`);
});
