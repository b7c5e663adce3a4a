import fs from 'node:fs';
import path from 'node:path';

import { expect, test, type APIResponse, type Page } from '@playwright/test';

import { consentConfig } from '@/config/consent';
import { localeInfo } from '@/lib/i18n/locales';
import { htmlText, messages, type AppLocale } from '@/scripts/site-facts';
import { recordedViolations, watchViolations } from '@/tests/support/csp';

/*
 * The 404 pages outside the locale layout (app/global-not-found.tsx) and the 404s of paths with a
 * dot: same language, same footer and consent behaviour as every other page. Real files, sitemaps
 * and feeds stay off the locale proxy.
 */

const settingsDialog = (page: Page) => page.locator('#cc-main .pm');

test.describe('cookie settings on a 404 rendered outside the locale layout', () => {
  for (const [locale, missing] of [
    ['es', '/soporte/garantia/no-existe'],
    ['en', '/en/a/b/c'],
  ] as const) {
    test(`${missing}: the box and the footer's "Cookie settings" work, within the CSP`, async ({
      context,
      page,
    }) => {
      const t = messages(locale);
      await watchViolations(context);
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': '198.18.40.4' });
      const response = await page.goto(missing);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t.notFound.heading.replace('{path}', missing),
      );
      // A first visit: the consent box is there, as on every page.
      const box = page.locator(`#${consentConfig.noticeId} [role="dialog"]`);
      await expect(box).toBeVisible();
      await box.getByRole('button', { name: t.consent.acceptNecessary }).click();
      await expect(box).toBeHidden();
      await expect
        .poll(async () => (await context.cookies()).some((c) => c.name === 'cc_cookie'))
        .toBe(true);

      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: t.footer.cookieSettings })
        .click();
      await expect(settingsDialog(page)).toBeVisible();
      await expect(settingsDialog(page)).toContainText(t.footer.cookieSettings);
      await expect(
        settingsDialog(page).getByRole('button', { name: t.consent.preferences.save, exact: true }),
      ).toBeVisible();
      expect(await recordedViolations(page)).toEqual([]);
    });
  }
});

test.describe('a 404 for a path with a dot', () => {
  const cases: Array<[AppLocale, string]> = [
    ['en', '/en/manual.pdf'],
    ['fr', '/fr/soporte/descargas/guide.pdf'],
    ['it', '/it/feed.json'],
    ['pt', '/pt/recambios/peca.html'],
    ['es', '/manual.pdf'],
    ['es', '/downloads.zip'],
  ];
  for (const [locale, missing] of cases) {
    test(`${missing} is a 404 in ${locale} that names the path`, async ({ page }) => {
      const response = await page.goto(missing);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', localeInfo[locale].tag);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        messages(locale).notFound.heading.replace('{path}', missing),
      );
    });
  }
});

/** A file under a folder of public/, the first one found (the folders are filled by the build). */
function firstFile(dir: string): string | undefined {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isFile()) return full;
    const nested = entry.isDirectory() ? firstFile(full) : undefined;
    if (nested) return nested;
  }
  return undefined;
}

/** The locale proxy stamps a page policy (a nonce or the page's hashes) on what it sees. */
function sawTheProxy(response: APIResponse): boolean {
  const csp = response.headers()['content-security-policy'] ?? '';
  return /'nonce-|'sha256-/.test(csp);
}

test.describe('files, sitemaps and feeds stay off the locale proxy', () => {
  test('every top-level entry of public/, a build asset, the sitemaps, feeds and robots.txt', async ({
    request,
  }) => {
    const publicDir = path.resolve('public');
    const files = fs.readdirSync(publicDir).flatMap((name) => {
      const full = path.join(publicDir, name);
      const file = fs.statSync(full).isDirectory() ? firstFile(full) : full;
      return file ? [`/${path.relative(publicDir, file).split(path.sep).join('/')}`] : [];
    });
    expect(files.length).toBeGreaterThan(3);
    const home = await (await request.get('/')).text();
    const asset = /\/_next\/static\/[^"]+\.js/.exec(home)?.[0];
    expect(asset).toBeDefined();
    const paths = [
      ...files,
      asset!,
      '/sitemap.xml',
      '/en/sitemap.xml',
      '/fr/sitemap.xml',
      '/feed.xml',
      '/en/feed.xml',
      '/pt/feed.xml',
      '/robots.txt',
    ];
    for (const file of paths) {
      const response = await request.get(encodeURI(file), { maxRedirects: 0 });
      expect(response.status(), file).toBe(200);
      expect(sawTheProxy(response), `${file} went through the proxy`).toBe(false);
    }
    // The same check sees the proxy on a page and on a dotted 404.
    expect(sawTheProxy(await request.get('/en/manual.pdf'))).toBe(true);
    expect(sawTheProxy(await request.get('/contacto'))).toBe(true);
  });
});

test.describe('paths as a visitor types them', () => {
  const heading = (locale: AppLocale, shown: string) =>
    messages(locale).notFound.heading.replace('{path}', shown);

  for (const [browserLanguage, locale, typed] of [
    ['en-GB', 'en', '/%E0%A4%A'],
    ['es-ES', 'es', '/%E0%A4%A'],
    ['de-DE', 'en', '/en/%E0%A4%A'],
    ['en-GB', 'fr', '/fr/soporte/%E0%A4%A'],
    ['it-IT', 'it', '/noticias/%C3'],
  ] as const) {
    test(`${typed}, an escape that does not decode, is the ${locale} 404 page (${browserLanguage})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ locale: browserLanguage });
      const page = await context.newPage();
      const response = await page.goto(typed);
      expect(response?.status()).toBe(404);
      expect(response?.headers()['content-type']).toMatch(/^text\/html/);
      await expect(page).toHaveURL((url) => url.pathname === typed);
      await expect(page.locator('html')).toHaveAttribute('lang', localeInfo[locale].tag);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading(locale, typed));
      await context.close();
    });
  }

  test('the 404 page names a path in other scripts as typed, not percent-encoded', async ({
    page,
    request,
  }) => {
    for (const [locale, typed] of [
      ['es', '/noticias/españa'],
      ['fr', '/fr/café/crème'],
      ['en', '/en/日本語'],
    ] as const) {
      const response = await page.goto(typed);
      expect(response?.status(), typed).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading(locale, typed));
    }
    // Without JavaScript too: the server-rendered heading.
    const html = await (await request.get(encodeURI('/noticias/españa'))).text();
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
    expect(htmlText(h1, '').trim()).toBe(heading('es', '/noticias/españa'));
  });
});
