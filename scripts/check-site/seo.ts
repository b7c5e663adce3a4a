import type { HtmlFacts } from './html-facts';

/** One page of a sitemap with what its HTML says about itself. */
export type SeoPage = {
  /** The `<loc>` of the sitemap (absolute, on the public origin). */
  loc: string;
  locale: string;
  /** The `xhtml:link` alternates the sitemap lists for this URL. */
  sitemapAlternates: Record<string, string>;
  facts: Pick<
    HtmlFacts,
    'lang' | 'titles' | 'descriptions' | 'canonicals' | 'alternates' | 'jsonLd'
  >;
};

export type SeoRules = {
  /** BCP 47 tag of each locale code, e.g. `{ es: 'es-ES' }`. */
  tags: Record<string, string>;
  defaultLocale: string;
};

export type Problem = { url: string; message: string };

function sameMap(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

function describeMap(map: Record<string, string>): string {
  return Object.entries(map)
    .map(([tag, href]) => `${tag}=${href}`)
    .join(', ');
}

function jsonLdProblems(blocks: string[]): string[] {
  if (blocks.length === 0) return ['no JSON-LD block'];
  return blocks.flatMap((block, index) => {
    let data: unknown;
    try {
      data = JSON.parse(block);
    } catch (error) {
      return [`JSON-LD block ${index + 1} does not parse: ${(error as Error).message}`];
    }
    const items = Array.isArray(data) ? data : [data];
    return items.flatMap((item: unknown) => {
      const record = (item ?? {}) as Record<string, unknown>;
      const context = JSON.stringify(record['@context'] ?? '');
      const problems: string[] = [];
      if (!context.includes('schema.org')) {
        problems.push(`JSON-LD block ${index + 1} has no schema.org @context`);
      }
      if (!record['@type'] && !record['@graph']) {
        problems.push(`JSON-LD block ${index + 1} has no @type`);
      }
      return problems;
    });
  });
}

/**
 * The SEO invariants of the site over every sitemap page: language, one non-empty title and
 * description unique within the locale (and a description translated from the Spanish one),
 * a self canonical, hreflang for every locale plus x-default that are reciprocal and match the
 * sitemap, and JSON-LD that parses.
 */
export function seoProblems(pages: SeoPage[], rules: SeoRules): Problem[] {
  const problems: Problem[] = [];
  const report = (url: string, message: string) => problems.push({ url, message });
  const expectedTags = [...Object.values(rules.tags), 'x-default'].sort();
  const byLoc = new Map(pages.map((page) => [page.loc, page]));
  const alternatesOf = (page: SeoPage) =>
    Object.fromEntries(page.facts.alternates.map(({ hreflang, href }) => [hreflang, href]));

  for (const page of pages) {
    const { facts, loc, locale } = page;
    const tag = rules.tags[locale];
    if (facts.lang !== tag) report(loc, `<html lang="${facts.lang ?? ''}">, expected "${tag}"`);
    if (facts.titles.length !== 1 || !facts.titles[0]) {
      report(loc, `expected one non-empty <title>, found ${JSON.stringify(facts.titles)}`);
    }
    if (facts.descriptions.length !== 1 || !facts.descriptions[0]?.trim()) {
      report(loc, `expected one non-empty meta description, found ${facts.descriptions.length}`);
    }
    if (facts.canonicals.length !== 1 || facts.canonicals[0] !== loc) {
      report(loc, `canonical ${JSON.stringify(facts.canonicals)} is not the sitemap URL`);
    }

    const tags = facts.alternates.map((alternate) => alternate.hreflang).sort();
    const alternates = alternatesOf(page);
    if (tags.join() !== expectedTags.join()) {
      report(loc, `hreflang tags [${tags.join(', ')}], expected [${expectedTags.join(', ')}]`);
    }
    if (tag && alternates[tag] !== loc) {
      report(loc, `hreflang ${tag} does not point to the page itself`);
    }
    const defaultTag = rules.tags[rules.defaultLocale] ?? '';
    if (alternates['x-default'] !== alternates[defaultTag]) {
      report(loc, `x-default is not the ${defaultTag} page`);
    }
    if (!sameMap(alternates, page.sitemapAlternates)) {
      report(loc, `hreflang differs from the sitemap: page {${describeMap(alternates)}}`);
    }
    for (const [hreflang, href] of Object.entries(alternates)) {
      const target = byLoc.get(href);
      if (!target) {
        report(loc, `hreflang ${hreflang} points to ${href}, which no sitemap lists`);
      } else if (!sameMap(alternatesOf(target), alternates)) {
        report(loc, `hreflang ${hreflang} → ${href} is not reciprocal`);
      }
    }
    for (const message of jsonLdProblems(facts.jsonLd)) report(loc, message);
  }

  for (const [field, label] of [
    ['titles', 'title'],
    ['descriptions', 'description'],
  ] as const) {
    const seen = new Map<string, string[]>();
    for (const page of pages) {
      const value = page.facts[field][0];
      if (!value) continue;
      const key = `${page.locale}\0${value}`;
      seen.set(key, [...(seen.get(key) ?? []), page.loc]);
    }
    for (const [key, locs] of seen) {
      if (locs.length > 1) {
        report(
          locs[0] ?? '',
          `same ${label} "${key.split('\0')[1]}" on ${locs.length} pages: ${locs.join(', ')}`,
        );
      }
    }
  }

  // A description identical to the Spanish page's is untranslated text (titles may be brand names).
  const defaultTag = rules.tags[rules.defaultLocale] ?? '';
  for (const page of pages) {
    if (page.locale === rules.defaultLocale) continue;
    const spanish = byLoc.get(alternatesOf(page)[defaultTag] ?? '');
    const description = page.facts.descriptions[0];
    if (spanish && description && description === spanish.facts.descriptions[0]) {
      report(page.loc, `description is the ${rules.defaultLocale} one, untranslated`);
    }
  }
  return problems;
}
