import { describe, expect, it } from 'vitest';

import { seoProblems, type SeoPage } from './seo';

const rules = { tags: { es: 'es-ES', en: 'en-GB' }, defaultLocale: 'es' };
const O = 'https://example.com';
const alternates = (es: string, en: string) => ({ 'es-ES': es, 'en-GB': en, 'x-default': es });

function page(
  loc: string,
  locale: string,
  map: Record<string, string>,
  extra: Partial<SeoPage['facts']> = {},
): SeoPage {
  return {
    loc,
    locale,
    sitemapAlternates: map,
    facts: {
      lang: rules.tags[locale as 'es' | 'en'],
      titles: [`Title ${loc}`],
      descriptions: [`Description ${loc}`],
      canonicals: [loc],
      alternates: Object.entries(map).map(([hreflang, href]) => ({ hreflang, href })),
      jsonLd: ['{"@context":"https://schema.org","@type":"Organization"}'],
      ...extra,
    },
  };
}

const home = alternates(`${O}/`, `${O}/en`);
const parts = alternates(`${O}/recambios`, `${O}/en/spare-parts`);
const good = [
  page(`${O}/`, 'es', home),
  page(`${O}/en`, 'en', home),
  page(`${O}/recambios`, 'es', parts),
  page(`${O}/en/spare-parts`, 'en', parts),
];

describe('seoProblems', () => {
  it('accepts pages that meet every invariant', () => {
    expect(seoProblems(good, rules)).toEqual([]);
  });

  it('reports a wrong language, a missing title, a second description and a foreign canonical', () => {
    const [first, ...rest] = good;
    const bad = page(first!.loc, 'es', home, {
      lang: 'en',
      titles: [],
      descriptions: ['a', 'b'],
      canonicals: [`${O}/en`],
    });
    const messages = seoProblems([bad, ...rest], rules).map((p) => p.message);
    expect(messages).toEqual([
      '<html lang="en">, expected "es-ES"',
      'expected one non-empty <title>, found []',
      'expected one non-empty meta description, found 2',
      `canonical ["${O}/en"] is not the sitemap URL`,
    ]);
  });

  it('reports duplicated titles and descriptions within a locale, not across locales', () => {
    const same = { titles: ['Same'], descriptions: ['Same text'] };
    const pages = [
      page(`${O}/`, 'es', home, same),
      page(`${O}/en`, 'en', home, { titles: ['Same'] }),
      page(`${O}/recambios`, 'es', parts, same),
      page(`${O}/en/spare-parts`, 'en', parts),
    ];
    const messages = seoProblems(pages, rules).map((p) => p.message);
    expect(messages).toEqual([
      `same title "Same" on 2 pages: ${O}/, ${O}/recambios`,
      `same description "Same text" on 2 pages: ${O}/, ${O}/recambios`,
    ]);
  });

  it('reports missing and non-reciprocal hreflang, and a mismatch with the sitemap', () => {
    const broken = { ...home, 'en-GB': `${O}/en/spare-parts` };
    const pages = [page(`${O}/`, 'es', broken), ...good.slice(1)];
    pages[0]!.sitemapAlternates = home;
    const messages = seoProblems(pages, rules).map((p) => `${p.url} ${p.message}`);
    expect(messages).toContain(
      `${O}/ hreflang differs from the sitemap: page {es-ES=${O}/, en-GB=${O}/en/spare-parts, x-default=${O}/}`,
    );
    expect(messages).toContain(`${O}/ hreflang en-GB → ${O}/en/spare-parts is not reciprocal`);
    expect(messages).toContain(`${O}/en hreflang es-ES → ${O}/ is not reciprocal`);

    const missing = page(`${O}/`, 'es', { 'es-ES': `${O}/` });
    const [first] = seoProblems([missing], rules).map((p) => p.message);
    expect(first).toBe('hreflang tags [es-ES], expected [en-GB, es-ES, x-default]');
  });

  it('reports JSON-LD that does not parse or is not schema.org', () => {
    const pages = [
      page(`${O}/`, 'es', home, { jsonLd: ['{"@type":', '{"@context":"https://schema.org"}'] }),
      ...good.slice(1),
    ];
    const messages = seoProblems(pages, rules).map((p) => p.message);
    expect(messages[0]).toMatch(/^JSON-LD block 1 does not parse/);
    expect(messages[1]).toBe('JSON-LD block 2 has no @type');
  });

  it('reports a description left in Spanish on a translated page', () => {
    const pages = [...good];
    pages[1] = page(`${O}/en`, 'en', home, { descriptions: [`Description ${O}/`] });
    expect(seoProblems(pages, rules).map((p) => p.message)).toEqual([
      'description is the es one, untranslated',
    ]);
  });
});
