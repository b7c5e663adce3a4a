import fs from 'node:fs';

import { expect, test, type Browser, type Page } from '@playwright/test';
import matter from 'gray-matter';

import { PAGE_SIZE } from '@/lib/search/query';
import { localizedPath, locales, messages, type AppLocale } from '@/scripts/site-facts';
import { axeViolations } from '@/tests/support/axe';
import { holdScripts } from '@/tests/support/paint';
import { platformReady } from '@/tests/support/platform';

type Part = { hash: string; partNumber: string; name: Record<AppLocale, string> };
type DownloadFile = { id: string; title: Record<AppLocale, string> };

const parts = JSON.parse(fs.readFileSync('content/spare-parts.json', 'utf8')) as Part[];
const downloads = JSON.parse(fs.readFileSync('content/downloads.json', 'utf8')) as {
  files: DownloadFile[];
};
const taurus = JSON.parse(fs.readFileSync('content/products/taurus.json', 'utf8')) as {
  shortName: string;
};

const part = parts[1]!;
const quickStart = downloads.files.find((file) => file.id === 'interactive-quick-start')!;
const ARTICLE = 'gamificacion-en-el-aula';
const NONSENSE = 'xqzvvk';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * A page label the catalogue writes with an accent, typed without it. English labels have no
 * accent: there the visitor types one the word does not have (a Spanish keyboard).
 */
const accented: Record<AppLocale, 'warranty' | 'sustainability' | 'assistance' | 'downloads'> = {
  es: 'warranty',
  en: 'warranty',
  it: 'sustainability',
  pt: 'assistance',
  fr: 'downloads',
};
const accentedPath = {
  warranty: '/soporte/garantia',
  sustainability: '/sostenibilidad',
  assistance: '/soporte/asistencia-tecnica',
  downloads: '/soporte/descargas',
} as const;

/** The plural of the warranty page's label (singular in every catalogue). */
const plural: Record<AppLocale, string> = {
  es: 'garantías',
  en: 'warranties',
  it: 'garanzie',
  pt: 'garantias',
  fr: 'garanties',
};

type Case = { name: string; query: string; href: string; title: string };

function cases(locale: AppLocale): Case[] {
  const t = messages(locale);
  const article = matter(fs.readFileSync(`content/news/${ARTICLE}/${locale}.mdx`, 'utf8')).data as {
    title: string;
  };
  const label = t.pages[accented[locale]].label;
  const taurusPage = {
    href: localizedPath(locale, '/pantallas-interactivas-educacion/taurus'),
    title: t.pages.taurus.title,
  };
  return [
    { name: 'a product name', query: taurus.shortName, ...taurusPage },
    {
      name: 'a part number',
      query: part.partNumber,
      href: localizedPath(locale, '/recambios/[hash]', { hash: part.hash }),
      title: `${part.name[locale]} · ${part.partNumber}`,
    },
    {
      name: 'a document title',
      query: quickStart.title[locale],
      href: `${localizedPath(locale, '/soporte/descargas/pantallas-interactivas')}#${quickStart.id}`,
      title: quickStart.title[locale],
    },
    {
      name: 'a word of an article title',
      query: article.title.split(/[\s:]/)[0]!,
      href: localizedPath(locale, '/noticias/[slug]', { slug: ARTICLE }),
      title: article.title,
    },
    {
      name: 'a spelling without accents',
      query: locale === 'en' ? 'wárranty' : fold(label).toLowerCase(),
      href: localizedPath(locale, accentedPath[accented[locale]]),
      title: t.pages[accented[locale]].title,
    },
    {
      name: 'a plural',
      query: plural[locale],
      href: localizedPath(locale, '/soporte/garantia'),
      title: t.pages.warranty.title,
    },
    { name: 'a typo', query: `${taurus.shortName.slice(0, -2)}ys`, ...taurusPage },
  ];
}

/** "Page 2 of 3", as the catalogue writes it. */
function pageOf(t: { pageOf: string }, page: number, count: number): string {
  return t.pageOf.replace('{page, number}', String(page)).replace('{count, number}', String(count));
}

function resultsUrl(locale: AppLocale, query: string): string {
  return `${localizedPath(locale, '/buscar')}?q=${encodeURIComponent(query)}`;
}

async function withoutJavaScript<T>(browser: Browser, run: (page: Page) => Promise<T>) {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'es-ES' });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

for (const locale of locales) {
  const t = messages(locale).search;

  test.describe(`search (${locale})`, () => {
    test('without JavaScript: the results page finds each query among the first three', async ({
      browser,
    }) => {
      await withoutJavaScript(browser, async (page) => {
        for (const { name, query, href } of cases(locale)) {
          const response = await page.goto(resultsUrl(locale, query));
          expect(response?.status(), name).toBe(200);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(
            t.resultsHeading.replace('{query}', query),
          );
          const links = page.getByRole('list', { name: t.resultsLabel }).locator('h2 a');
          const top = (
            await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))
          ).slice(0, 3);
          expect(top, `${name}: "${query}"`).toContain(href);
        }
      });
    });

    test('without JavaScript: the header form opens the results page', async ({ browser }) => {
      await withoutJavaScript(browser, async (page) => {
        await page.goto(localizedPath(locale, '/soporte'));
        const field = page.getByRole('searchbox', { name: t.label }).first();
        await field.fill(taurus.shortName);
        await field.press('Enter');
        await expect(page).toHaveURL(resultsUrl(locale, taurus.shortName).replace('%20', '+'));
        await expect(
          page.getByRole('list', { name: t.resultsLabel }).getByRole('link').first(),
        ).toHaveAttribute(
          'href',
          localizedPath(locale, '/pantallas-interactivas-educacion/taurus'),
        );
      });
    });

    test('without JavaScript: every result is reachable, twenty a page, the query kept', async ({
      browser,
    }) => {
      // The brand is in most documents: more than one page of results in every language.
      const query = 'Synetech';
      await withoutJavaScript(browser, async (page) => {
        await page.goto(resultsUrl(locale, query));
        const nav = page.getByRole('navigation', { name: t.paginationLabel });
        const seen: string[] = [];
        let pages = 1;
        for (; ; pages++) {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(
            t.resultsHeading.replace('{query}', query),
          );
          await expect(page.locator('#search-page-query')).toHaveValue(query);
          const hrefs = await page
            .getByRole('list', { name: t.resultsLabel })
            .locator('h2 a')
            .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
          seen.push(...hrefs);
          const next = nav.locator('a[rel="next"]');
          if ((await next.count()) === 0) break;
          expect(hrefs, `page ${pages}`).toHaveLength(PAGE_SIZE);
          await next.click();
          await expect(page).toHaveURL(
            `${resultsUrl(locale, query)}&page=${pages + 1}`.replace('%20', '+'),
          );
        }
        expect(pages).toBeGreaterThan(1);
        expect(new Set(seen).size, 'no result twice').toBe(seen.length);
        // The count is the true one, in the plural form of the language.
        const plural = /other \{([^}]*)\}/.exec(t.count)![1]!.replace('#', String(seen.length));
        await expect(page.locator('#search-count')).toHaveText(plural);
        await expect(
          nav.getByText(pageOf(messages(locale).pagination, pages, pages)),
        ).toBeVisible();
        await nav.locator('a[rel="prev"]').click();
        await expect(
          nav.getByText(pageOf(messages(locale).pagination, pages - 1, pages)),
        ).toBeVisible();
      });
    });

    test('without JavaScript: a query cut to its first 120 characters says so', async ({
      browser,
    }) => {
      const long = `${taurus.shortName} ${'a'.repeat(130)}`;
      await withoutJavaScript(browser, async (page) => {
        await page.goto(resultsUrl(locale, long));
        await expect(page.getByText(t.truncated.replace('{max, number}', '120'))).toBeVisible();
        await expect(page.locator('#search-page-query')).toHaveValue(long.slice(0, 120));
        await page.goto(resultsUrl(locale, taurus.shortName));
        await expect(page.locator('[data-search-truncated]')).toHaveCount(0);
      });
    });

    test('a query without results says so and offers support and contact', async ({ browser }) => {
      await withoutJavaScript(browser, async (page) => {
        await page.goto(resultsUrl(locale, NONSENSE));
        await expect(page.getByText(t.noResults.replace('{query}', NONSENSE))).toBeVisible();
        const main = page.locator('main');
        await expect(main.getByRole('link', { name: t.supportLink })).toHaveAttribute(
          'href',
          localizedPath(locale, '/soporte'),
        );
        await expect(main.getByRole('link', { name: t.contactLink })).toHaveAttribute(
          'href',
          localizedPath(locale, '/contacto'),
        );
      });
    });

    test('with JavaScript: live results while typing, in the page language', async ({ page }) => {
      await page.goto(localizedPath(locale, '/'));
      // A searchbox until the search code loads, a combobox after: found by its label.
      const field = page.getByLabel(t.label, { exact: true }).first();
      for (const { name, query, title } of cases(locale)) {
        await field.fill(query);
        const options = page.getByRole('listbox', { name: t.resultsLabel }).getByRole('option');
        await expect(options.last(), name).toHaveText(t.seeAll.replace('{query}', query));
        await expect
          .poll(async () => (await options.allTextContents()).slice(0, 3).join('\n'), {
            message: `${name}: "${query}"`,
          })
          .toContain(title);
      }
      await field.fill(NONSENSE);
      await expect(
        page.getByRole('status').filter({ hasText: t.noResults.replace('{query}', NONSENSE) }),
      ).toHaveCount(1);
    });

    test('the results page passes axe', async ({ page }) => {
      for (const query of [taurus.shortName, NONSENSE]) {
        await page.goto(resultsUrl(locale, query));
        expect(await axeViolations(page), query).toEqual([]);
      }
    });
  });
}

test.describe('search box behaviour', () => {
  const es = messages('es').search;

  test('keyboard: / focuses the field, arrows pick a result, Enter opens it', async ({ page }) => {
    await page.goto('/soporte');
    // The `/` shortcut is the enhancer's: before hydration the key does nothing.
    await platformReady(page);
    await page.locator('body').press('/');
    const field = page.getByRole('combobox', { name: es.label });
    await expect(field).toBeFocused();
    await page.keyboard.type(taurus.shortName);
    const first = page.getByRole('option').first();
    await expect(first).toContainText(messages('es').pages.taurus.title);
    await page.keyboard.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await expect(first.locator('mark').first()).toHaveText(taurus.shortName);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pantallas-interactivas-educacion\/taurus$/);
  });

  test('keyboard: Enter without a picked result opens the results page; Escape closes', async ({
    page,
  }) => {
    await page.goto('/en/soporte');
    const en = messages('en').search;
    const field = page.getByLabel(en.label, { exact: true }).first();
    await field.click();
    await field.pressSequentially('garanzia');
    await expect(page.getByRole('option').first()).toBeVisible();
    await field.press('Escape');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await field.press('Enter');
    await expect(page).toHaveURL('/en/buscar?q=garanzia');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      en.resultsHeading.replace('{query}', 'garanzia'),
    );
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    /** The opened phone field: focused, a combobox, and it finds the warranty page. */
    async function expectFieldFindsWarranty(page: Page) {
      const field = page.getByRole('combobox', { name: es.label });
      await expect(field).toBeFocused();
      await field.pressSequentially('garantia');
      await expect
        .poll(async () => (await page.getByRole('option').allTextContents()).slice(0, 3).join('\n'))
        .toContain(messages('es').pages.warranty.title);
    }

    test('the header button opens the field, results appear and pass axe', async ({ page }) => {
      await page.goto('/');
      await page.getByLabel(es.open).click();
      await expectFieldFindsWarranty(page);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('a search opened before the page hydrates gets its field focused once it does', async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await page.goto('/', { waitUntil: 'commit' });
      await page.getByLabel(es.open).click();
      await expect(page.locator('details[data-site-search][open]')).toHaveCount(1);
      release();
      await platformReady(page);
      await expectFieldFindsWarranty(page);
    });
  });

  test('a query of markup only finds nothing, and shows the markup as text', async ({
    browser,
  }) => {
    const markup = '<script>alert(1)</script>';
    await withoutJavaScript(browser, async (page) => {
      await page.goto(resultsUrl('es', markup));
      await expect(page.getByText(es.noResults.replace('{query}', markup))).toBeVisible();
      await expect(page.getByRole('list', { name: es.resultsLabel })).toHaveCount(0);
    });
  });

  test('the results page is never kept by a shared cache and keeps the strict CSP', async ({
    request,
  }) => {
    const response = await request.get('/buscar?q=Taurus');
    expect(response.headers()['cache-control']).toMatch(/private|no-store/);
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(await response.text()).toContain('<meta name="robots" content="noindex, follow"/>');
  });

  test('the search code and index load only when the field is used', async ({ page }) => {
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await page.goto('/soporte', { waitUntil: 'networkidle' });
    expect(loaded.filter((path) => path.startsWith('/search/'))).toEqual([]);
    await page.getByRole('searchbox', { name: es.label }).first().focus();
    await expect
      .poll(() => loaded.filter((path) => path.startsWith('/search/')))
      .toEqual(['/search/es.json']);
  });
});
