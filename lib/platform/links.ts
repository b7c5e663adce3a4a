import { platform } from './constants';

/** What the visitor clicked: the anchor's resolved href and the facts that make a click the browser's business. */
export type LinkClick = {
  href: string;
  target: string | null;
  download: boolean;
  button: number;
  modified: boolean;
  optOut: boolean;
};

/** The facts of a link that come from its own markup (the rest come from the click). */
export type AnchorFacts = Pick<LinkClick, 'href' | 'target' | 'download' | 'optOut'>;

/** Reads `AnchorFacts` off an anchor: the same for a click and for a link coming into view. */
export function anchorFacts(anchor: HTMLAnchorElement): AnchorFacts {
  return {
    href: anchor.href,
    target: anchor.getAttribute('target'),
    download: anchor.hasAttribute('download'),
    optOut: anchor.closest('[data-native-navigation]') !== null,
  };
}

/** `page`: another document of the site (client navigation); `hash`: a new fragment of this document. */
export type LinkDecision =
  { kind: 'ignore' } | { kind: 'page'; url: URL } | { kind: 'hash'; url: URL; id: string };

const IGNORE: LinkDecision = { kind: 'ignore' };

/** Paths served by route handlers or as files: the browser loads them, the router must not. */
function isFileOrEndpoint(pathname: string): boolean {
  if (pathname.startsWith('/api/') || pathname.startsWith('/_next/')) return true;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last.includes('.');
}

/** The fragment id of a URL, percent-decoded, or '' when there is none. */
export function fragmentId(url: URL): string {
  const raw = url.hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Decides whether the platform handles a link click and how, relative to the current URL. */
export function classifyLinkClick(click: LinkClick, current: URL): LinkDecision {
  if (click.button !== 0 || click.modified || click.download || click.optOut) return IGNORE;
  if (click.target && click.target !== '_self') return IGNORE;
  let url: URL;
  try {
    url = new URL(click.href, current);
  } catch {
    return IGNORE;
  }
  if (url.origin !== current.origin || isFileOrEndpoint(url.pathname)) return IGNORE;
  const sameDocument = url.pathname === current.pathname && url.search === current.search;
  if (!sameDocument) return { kind: 'page', url };
  // `href="#"` is a script hook (dialog openers and the like), not a destination.
  if (click.href.endsWith('#')) return IGNORE;
  const id = fragmentId(url);
  if (!id) return { kind: 'page', url };
  if (platform.nativeHashTargets.includes(id)) return IGNORE;
  return { kind: 'hash', url, id };
}

/** What decides whether a link in view is prefetched. */
export type LinkInView = AnchorFacts & {
  /** The link says it is rarely followed (`data-no-prefetch`: the language switcher). */
  noPrefetch: boolean;
};

/**
 * The page (path + query) to prefetch for a link that came into view, or null: only links a click
 * would turn into a client navigation to another page, as next/link did in production.
 */
export function prefetchTarget(link: LinkInView, current: URL): string | null {
  if (link.noPrefetch) return null;
  const decision = classifyLinkClick({ ...link, button: 0, modified: false }, current);
  if (decision.kind !== 'page') return null;
  const page = decision.url.pathname + decision.url.search;
  return page === current.pathname + current.search ? null : page;
}
