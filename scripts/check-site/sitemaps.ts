import { XMLParser } from 'fast-xml-parser';

export type SitemapUrl = {
  loc: string;
  /** hreflang → href from the `xhtml:link` alternates. */
  alternates: Record<string, string>;
};

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => name === 'url' || name === 'xhtml:link',
});

type RawUrl = {
  loc?: string;
  'xhtml:link'?: { '@_rel'?: string; '@_hreflang'?: string; '@_href'?: string }[];
};

/** The `<url>` entries of a sitemap document. Throws when it is not a `urlset`. */
export function parseSitemap(xml: string): SitemapUrl[] {
  const document = parser.parse(xml) as { urlset?: { url?: RawUrl[] } };
  if (!document.urlset) throw new Error('not a <urlset> sitemap');
  return (document.urlset.url ?? []).map((entry) => ({
    loc: String(entry.loc ?? '').trim(),
    alternates: Object.fromEntries(
      (entry['xhtml:link'] ?? [])
        .filter((link) => link['@_rel'] === 'alternate' && link['@_hreflang'])
        .map((link) => [link['@_hreflang'] as string, link['@_href'] ?? '']),
    ),
  }));
}
