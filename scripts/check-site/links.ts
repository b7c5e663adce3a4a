export type LinkKind =
  | { kind: 'internal'; url: string; fragment: string | null }
  | { kind: 'external'; url: string }
  | { kind: 'other' };

/**
 * Classifies an `href` found on `pageUrl`. Internal links are those on the server under test or
 * on the public origin the sitemaps use (canonical-style absolute links); they come back on the
 * server under test, without their fragment (returned apart, decoded).
 */
export function classifyLink(
  href: string,
  pageUrl: string,
  origins: { base: string; public: string },
): LinkKind {
  let url: URL;
  try {
    url = new URL(href.trim(), pageUrl);
  } catch {
    return { kind: 'internal', url: href, fragment: null };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'other' };
  if (url.origin !== origins.base && url.origin !== origins.public) {
    return { kind: 'external', url: url.href };
  }
  let fragment: string | null = null;
  if (url.hash.length > 1) {
    try {
      fragment = decodeURIComponent(url.hash.slice(1));
    } catch {
      fragment = url.hash.slice(1);
    }
  }
  return { kind: 'internal', url: `${origins.base}${url.pathname}${url.search}`, fragment };
}
