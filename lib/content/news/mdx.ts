import type { Root as HastRoot } from 'hast';
import { toString } from 'hast-util-to-string';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import { z } from 'zod';

import { locales, type AppLocale } from '@/lib/i18n/locales';
import { createRouteMatcher, getRuntimePathname } from '@/lib/i18n/pathnames';
import { routing, type AppPathname } from '@/lib/i18n/routing';

import { newsCategories, slugPattern } from './schema';
import { productIds } from '../products/ids';

/** A `##` section of an article, as the table of contents links to it. */
export type TocItem = { id: string; text: string };

export const calloutVariants = ['info', 'tip', 'warning'] as const;

/**
 * The components an article may use and the attributes each accepts. Attributes are plain strings:
 * the renderer drops `{expressions}` (blockJS), so numbers are written in quotes too.
 */
export const mdxComponentProps = {
  Callout: z.object({ variant: z.enum(calloutVariants).optional(), title: z.string().optional() }),
  Stat: z.object({ value: z.string().min(1), label: z.string().min(3) }),
  /** `product` is a product id; the card opens its page. */
  ProductCard: z.object({ product: z.enum(productIds) }),
  /** The size guide by room depth, from content/facts.json (never a table typed by hand). */
  RoomSizeTable: z.object({}),
  Figure: z.object({
    src: z.string().regex(/^\/images\/[a-z0-9/-]+\.(svg|png|jpg|webp)$/, 'must be /images/…'),
    alt: z.string().min(5, 'must describe the image'),
    caption: z.string().optional(),
    width: z.coerce.number().int().positive(),
    height: z.coerce.number().int().positive(),
  }),
} as const;

export type MdxComponentName = keyof typeof mdxComponentProps;

/** Records the id (set by rehype-slug) and the text of every `h2`, in document order. */
export function rehypeCollectHeadings(target: TocItem[]) {
  return () => (tree: HastRoot) => {
    visit(tree, 'element', (node) => {
      const id = node.properties.id;
      if (node.tagName === 'h2' && typeof id === 'string') {
        target.push({ id, text: toString(node).trim() });
      }
    });
  };
}

/** The remark and rehype plugins of every article body; the page and the validator share them. */
export function articleMdxOptions(headings: TocItem[] = []) {
  return {
    remarkPlugins: [remarkGfm],
    rehypePlugins: [rehypeSlug, rehypeCollectHeadings(headings)],
  };
}

export type InternalHref = {
  pathname: AppPathname;
  params?: Record<string, string>;
  hash?: string;
};

const matchRoute = createRouteMatcher(routing);

/**
 * Maps an internal path written in an article (`/recambios`, `/noticias/x#part`) to the route it
 * names, so the locale-aware Link can translate it; undefined when no route has that shape.
 * `/[token]` would take any one-segment path: articles link spare parts by their `/recambios` page.
 */
export function resolveInternalHref(url: string): InternalHref | undefined {
  const [withoutHash, hash] = url.split('#', 2) as [string, string | undefined];
  const target = withoutHash.split('?', 1)[0]!;
  const match = matchRoute(routing.defaultLocale, target);
  if (!match || match.pathname === '/[token]' || (target !== '/' && target.endsWith('/'))) {
    return undefined;
  }
  return {
    pathname: match.pathname as AppPathname,
    ...(Object.keys(match.params).length > 0 ? { params: match.params } : {}),
    ...(hash ? { hash } : {}),
  };
}

/** An article's internal link in the page's language (`/recambios` → `/en/spare-parts`), fragment kept. */
export function localizedArticleHref(href: string, locale: AppLocale): string | undefined {
  const internal = href.startsWith('/') ? resolveInternalHref(href) : undefined;
  if (!internal) return undefined;
  const { hash, ...route } = internal;
  const path = getRuntimePathname(locale, route);
  return hash ? `${path}#${hash}` : path;
}

/** A path that starts with a locale's prefix (`/en/…`, `/es`). */
const LOCALE_PREFIX = new RegExp(`^/(${locales.join('|')})(/|$)`);

/** Why an internal link written in an article is wrong, or undefined when it leads somewhere. */
export function internalLinkProblem(
  url: string,
  knownSlugs: readonly string[],
): string | undefined {
  const href = resolveInternalHref(url);
  const prefix = LOCALE_PREFIX.exec(url)?.[1];
  if (prefix) return `write the Spanish path without /${prefix}: links are localized on each page`;
  if (url.length > 1 && url.endsWith('/')) return 'remove the trailing slash';
  if (!href) return 'no page has this path';
  const params = href.params ?? {};
  if (href.pathname === '/noticias/[slug]' && !knownSlugs.includes(params.slug ?? '')) {
    return `no article has the slug "${params.slug}"`;
  }
  if (
    href.pathname === '/noticias/categoria/[category]' &&
    !(newsCategories as readonly string[]).includes(params.category ?? '')
  ) {
    return `"${params.category}" is not a news category`;
  }
  if (href.pathname === '/noticias/pagina/[page]' && !/^[2-9]\d*$|^1\d+$/.test(params.page ?? '')) {
    return 'listing pages are numbered from 2 (page 1 is /noticias)';
  }
  if (Object.values(params).some((value) => !slugPattern.test(value) && !/^\w+$/.test(value))) {
    return 'the path has characters no page uses';
  }
  return undefined;
}
