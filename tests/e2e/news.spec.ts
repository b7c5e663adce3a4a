import fs from 'node:fs';

import { expect, test } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import matter from 'gray-matter';

import {
  htmlText,
  localeInfo,
  localizedPath,
  locales,
  messages,
  type AppLocale,
} from '@/scripts/site-facts';

type Source = {
  slug: string;
  title: string;
  date: string;
  updated?: string;
  category: string;
  author: string;
  cover: string;
  coverAlt: string;
  draft?: boolean;
  /** The first words of the body, as a reader sees them (Markdown stripped). */
  opening: string;
};

/** Plain text of the first paragraph of an MDX body. */
function opening(body: string): string {
  const paragraph = body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .find((block) => block && !/^[#<|>-]/.test(block) && !/^\d+\./.test(block))!;
  const text = paragraph
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ');
  return text.split(' ').slice(0, 12).join(' ');
}

function article(slug: string, locale: AppLocale): Source {
  const { data, content } = matter(fs.readFileSync(`content/news/${slug}/${locale}.mdx`, 'utf8'));
  return { ...(data as Omit<Source, 'slug' | 'opening'>), slug, opening: opening(content) };
}

const slugs = fs
  .readdirSync('content/news', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((slug) => !article(slug, 'es').draft);

/** Published articles of a locale, newest first (the site's order). */
function newestFirst(locale: AppLocale): Source[] {
  return slugs
    .map((slug) => article(slug, locale))
    .sort((a, b) =>
      a.date === b.date ? a.slug.localeCompare(b.slug) : b.date.localeCompare(a.date),
    );
}

const articlePath = (locale: AppLocale, slug: string) =>
  localizedPath(locale, '/noticias/[slug]', { slug });

/** Visible text of an HTML document, entities decoded and spaces collapsed. */
test('every article answers 200 in the five languages, with the body in the page’s language', async ({
  request,
}) => {
  test.setTimeout(120_000);
  expect(slugs.length).toBeGreaterThanOrEqual(40);
  // Spanish first: a prefixed page sets the locale cookie, which then redirects unprefixed paths.
  for (const locale of locales) {
    for (const slug of slugs) {
      const path = articlePath(locale, slug);
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${localeInfo[locale].tag}"`);
      const text = htmlText(html, '');
      expect(text, `${path} shows its own opening`).toContain(article(slug, locale).opening);
      if (locale !== 'es') {
        expect(text, `${path} has no Spanish body`).not.toContain(article(slug, 'es').opening);
      }
    }
  }
});

for (const locale of ['es', 'en'] as const) {
  test(`${locale}: an article page, end to end`, async ({ page }) => {
    const t = messages(locale).news;
    const list = newestFirst(locale);
    // A middle article has both neighbours.
    const current = list[5]!;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(articlePath(locale, current.slug));

    await expect(page.locator('html')).toHaveAttribute('lang', localeInfo[locale].tag);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(current.title);
    await expect(page.locator('.prose-site')).toContainText(current.opening);
    await expect(page.getByText(t.byAuthor.replace('{author}', current.author))).toBeVisible();

    // The cover drawing comes with the page (painted with its header), described in the page's language.
    const cover = page.getByRole('img', { name: current.coverAlt, exact: true });
    await expect(cover).toBeVisible();
    const drawn = (await cover.locator('svg').boundingBox())!;
    expect(drawn.width / drawn.height).toBeCloseTo(1200 / 630, 2);
    expect(requested).not.toContain(current.cover);

    // Table of contents: every link targets a heading of the body, and following one scrolls to it.
    const toc = page.getByRole('navigation', { name: t.toc });
    const links = toc.getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(2);
    for (const link of await links.all()) {
      const id = decodeURIComponent((await link.getAttribute('href'))!.slice(1));
      await expect(page.locator(`.prose-site h2[id="${id}"]`)).toHaveText(
        (await link.textContent())!,
      );
    }
    const last = links.last();
    const lastId = decodeURIComponent((await last.getAttribute('href'))!.slice(1));
    await last.click();
    await expect.poll(() => decodeURIComponent(new URL(page.url()).hash.slice(1))).toBe(lastId);
    await expect(page.locator(`h2[id="${lastId}"]`)).toBeInViewport();

    // Previous (older) and next (newer) articles.
    const pager = page.getByRole('navigation', { name: t.moreArticles });
    await expect(pager.locator('a[rel="prev"]')).toHaveAttribute(
      'href',
      articlePath(locale, list[6]!.slug),
    );
    await expect(pager.locator('a[rel="next"]')).toHaveAttribute(
      'href',
      articlePath(locale, list[4]!.slug),
    );

    // Related articles: three others, on the same subject.
    const related = page.getByRole('region', { name: t.related });
    await expect(related.getByRole('article')).toHaveCount(3);
    await expect(related).toContainText(
      t.categories[current.category as keyof typeof t.categories],
    );
    await expect(related.getByRole('link', { name: current.title })).toHaveCount(0);

    // Share links are plain links carrying the page URL; no third-party script is loaded.
    const share = page.getByRole('region', { name: t.share });
    await expect(share.getByRole('link')).toHaveCount(4);
    const encoded = encodeURIComponent(
      `https://synetechworld.com${articlePath(locale, current.slug)}`,
    );
    for (const link of await share.getByRole('link').all()) {
      expect(await link.getAttribute('href')).toContain(encoded);
    }
    const scripts = await page
      .locator('script[src]')
      .evaluateAll((nodes) => nodes.map((node) => new URL((node as HTMLScriptElement).src).host));
    expect(scripts.filter((host) => host !== new URL(page.url()).host)).toEqual([]);

    // The call to action offers the product the Spanish source names (es.mdx `product`), or the range.
    const product = matter(fs.readFileSync(`content/news/${current.slug}/es.mdx`, 'utf8')).data
      .product as keyof typeof t.cta | undefined;
    const cta = t.cta[product ?? 'range'];
    expect(typeof cta).toBe('object');
    await expect(
      page.getByRole('heading', { name: (cta as { title: string }).title }),
    ).toBeVisible();

    // Structured data.
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const articleLd = jsonLd
      .map((json) => JSON.parse(json))
      .find((data) => data['@type'] === 'Article');
    expect(articleLd).toMatchObject({
      headline: current.title,
      datePublished: current.date,
      inLanguage: localeInfo[locale].tag,
    });
  });
}

test('internal links of an article are localized (/sostenibilidad → /en/sustainability)', async ({
  page,
}) => {
  const slug = slugs.find((candidate) =>
    fs.readFileSync(`content/news/${candidate}/en.mdx`, 'utf8').includes('](/sostenibilidad)'),
  )!;
  await page.goto(articlePath('en', slug));
  await expect(page.locator('.prose-site a[href="/en/sustainability"]').first()).toBeVisible();
  await expect(page.locator('.prose-site a[href="/sostenibilidad"]')).toHaveCount(0);
});

test.describe('the listing without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('features the newest article, paginates and filters by category with plain links', async ({
    page,
  }) => {
    const t = messages('es').news;
    const list = newestFirst('es');
    await page.goto('/noticias');
    const listing = page.getByRole('region', { name: t.listLabel });
    await expect(listing.getByRole('article').first()).toContainText(list[0]!.title);
    await expect(listing.getByRole('article').first()).toContainText(t.featured);
    await expect(listing.getByRole('article')).toHaveCount(13);

    const pagination = messages('es').pagination;
    await page.getByRole('link', { name: pagination.nextPage }).click();
    await expect(page).toHaveURL(/\/noticias\/pagina\/2$/);
    await expect(listing.getByRole('article').first()).toContainText(list[13]!.title);
    const pages = String(Math.ceil((list.length - 1) / 12));
    await expect(
      page
        .getByRole('navigation', { name: t.paginationLabel })
        .getByText(
          pagination.pageOf.replace('{page, number}', '2').replace('{count, number}', pages),
        ),
    ).toBeVisible();

    const category = list[0]!.category as keyof typeof t.categories;
    await page
      .getByRole('navigation', { name: t.categoriesLabel })
      .getByRole('link', { name: t.categories[category] })
      .click();
    await expect(page).toHaveURL(new RegExp(`/noticias/categoria/${category}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.categories[category]);
    const expected = list.filter((item) => item.category === category);
    await expect(listing.getByRole('article')).toHaveCount(expected.length);
  });
});

test('trimmed listing URLs redirect to the listing instead of a 404', async ({ request }) => {
  for (const [from, to] of [
    ['/noticias/pagina', '/noticias'],
    ['/noticias/categoria', '/noticias'],
    ['/noticias/pagina/1', '/noticias'],
    ['/en/noticias/categoria', '/en/noticias'],
    ['/fr/noticias/pagina', '/fr/noticias'],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect([307, 308], from).toContain(response.status());
    expect(new URL(response.headers()['location']!, 'http://x').pathname, from).toBe(to);
  }
  expect((await request.get('/noticias/pagina/99', { maxRedirects: 0 })).status()).toBe(404);
});

test('each locale has an RSS feed that parses, linked from the news pages', async ({
  request,
  page,
}) => {
  const parser = new XMLParser({ isArray: (name) => name === 'item' });
  for (const locale of ['es', 'fr'] as const) {
    const feedUrl = locale === 'es' ? '/feed.xml' : `/${locale}/feed.xml`;
    const response = await request.get(feedUrl);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const feed = parser.parse(await response.text()) as {
      rss: { channel: { language: string; item: Array<{ title: string; link: string }> } };
    };
    const list = newestFirst(locale);
    expect(feed.rss.channel.language).toBe(localeInfo[locale].tag);
    expect(feed.rss.channel.item).toHaveLength(list.length);
    expect(feed.rss.channel.item[0]).toMatchObject({
      title: list[0]!.title,
      link: `https://synetechworld.com${articlePath(locale, list[0]!.slug)}`,
    });
    await page.goto(localizedPath(locale, '/noticias'));
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      `https://synetechworld.com${feedUrl}`,
    );
  }
});

test('each article has its own Open Graph image per language', async ({ request }) => {
  const slug = newestFirst('es')[0]!.slug;
  const images = new Set<string>();
  for (const locale of ['es', 'pt'] as const) {
    const html = await (await request.get(articlePath(locale, slug))).text();
    const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(url, locale).toBeDefined();
    const image = await request.get(new URL(url!).pathname, { maxRedirects: 0 });
    expect(image.status(), url).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const bytes = await image.body();
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    images.add(bytes.toString('base64'));
  }
  expect(images.size, 'the Spanish and Portuguese images differ').toBe(2);
});

test('articles are in each sitemap with their lastmod and five alternates', async ({ request }) => {
  const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' });
  const xml = await (await request.get('/it/sitemap.xml')).text();
  const urls = (parser.parse(xml) as { urlset: { url: Array<Record<string, unknown>> } }).urlset
    .url;
  for (const source of newestFirst('es')) {
    const loc = `https://synetechworld.com${articlePath('it', source.slug)}`;
    const entry = urls.find((url) => url.loc === loc);
    expect(entry, loc).toBeDefined();
    expect(entry!.lastmod, loc).toBe(source.updated ?? source.date);
    expect(entry!['xhtml:link'], loc).toHaveLength(6);
  }
});
