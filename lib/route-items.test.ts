import { describe, expect, it } from 'vitest';

import { ledCodes } from '@/lib/content/downloads/ids';
import { getNewsSlugs } from '@/lib/content/news';
import { getSpareParts } from '@/lib/content/spare-parts';
import { locales } from '@/lib/i18n/locales';
import { searchDocuments } from '@/lib/search/documents';
import { sitemapEntries } from '@/lib/sitemap';

import { staticParams } from './route-items';

describe('route items', () => {
  it('give a page to every article, spare part (by hash and by label token) and LED code', () => {
    expect(
      staticParams('newsArticle')
        .map((p) => p.slug)
        .sort(),
    ).toEqual(getNewsSlugs());
    const parts = getSpareParts();
    expect(staticParams('sparePart').map((p) => p.hash)).toEqual(parts.map((p) => p.hash));
    expect(staticParams('token').map((p) => p.token)).toEqual(parts.map((p) => p.token));
    expect(staticParams('ledDownload').map((p) => p.code)).toEqual([...ledCodes]);
  });

  it('are what the sitemap and the search index list, every one of them', () => {
    const listed = new Set(
      sitemapEntries().flatMap(({ href }) =>
        typeof href === 'object' && 'params' in href ? Object.values(href.params) : [],
      ),
    );
    const items = [
      ...staticParams('newsArticle').map((p) => p.slug),
      ...staticParams('sparePart').map((p) => p.hash),
      ...staticParams('ledDownload').map((p) => p.code),
    ];
    expect(items.filter((item) => !listed.has(item))).toEqual([]);
    for (const locale of locales) {
      const ids = new Set(searchDocuments(locale).map((doc) => doc.id));
      expect(staticParams('newsArticle').filter((p) => !ids.has(`article:${p.slug}`))).toEqual([]);
      expect(staticParams('sparePart').filter((p) => !ids.has(`part:${p.hash}`))).toEqual([]);
    }
  });
});
