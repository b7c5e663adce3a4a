import { pages, routes, type PageId } from '@/config/pages';
import {
  getDownloads,
  interactiveCollections,
  isLedCode,
  type DownloadCollection,
  type InteractiveCollection,
} from '@/lib/content/downloads';
import { getArticlesWithBodies, type Article } from '@/lib/content/news';
import { getDisplays, getProducts, localizeProduct, productPageIds } from '@/lib/content/products';
import {
  getSoftwareList,
  localizeSoftware,
  softwareHref,
  softwarePageIds,
} from '@/lib/content/software';
import { localizePart, modelNames } from '@/lib/content/spare-parts';
import { catalogues as messages } from '@/lib/i18n/catalogues';
import type { AppLocale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/pathnames';
import type { AppPathname } from '@/lib/i18n/routing';
import { routeItems } from '@/lib/route-items';

import { shorten } from './rank';
import type { SearchDocument, SearchKind } from './types';

/** What the index reads of a catalogue (the catalogues' own types differ by their literal texts). */
type Messages = {
  pages: object;
  news: { categories: Record<string, string> };
  parts: { categories: Record<string, string> };
};
const catalogues: Record<AppLocale, Messages> = messages;

type PageTexts = {
  title: string;
  description: string;
  heading?: string;
  intro?: string;
  label?: string;
  sections?: Record<string, { title?: string; body?: string }>;
};

/** Pages a search should not offer: the home page and confirmations. */
const skippedPages: readonly PageId[] = ['home', 'contactSent'];

/** The range pages, each product's page and each software page. */
const productPages: readonly PageId[] = [
  'displays',
  'led',
  ...Object.values(productPageIds),
  ...Object.values(softwarePageIds),
];

/** A registered page's kind: products, the support and documentation sections, or a page. */
function pageKind(id: PageId): SearchKind {
  if (productPages.includes(id)) return 'product';
  const { layout } = pages[id];
  return layout === 'soporte' || layout === 'documentacion' || id.startsWith('downloads')
    ? 'support'
    : 'page';
}

const collectionPage = {
  general: '/soporte/descargas/pantallas-interactivas',
  education: '/soporte/descargas/pantallas-interactivas-educacion',
  companies: '/soporte/descargas/pantallas-interactivas-empresas',
} as const satisfies Record<InteractiveCollection, AppPathname>;

/** Plain text of an MDX body: no code, tags, link targets or Markdown marks. */
export function mdxText(body: string): string {
  return body
    .replace(/^(import|export)\s.*$/gm, ' ')
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|~]+/g, ' ')
    .replace(/-{3,}/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Words of an article's body that are indexed: its opening, where it says what it is about. The
 * whole text would make the index that the header box downloads too large (issue 16: ≤ 150 KB gzip).
 */
const ARTICLE_WORDS = 180;

export function firstWords(text: string, count: number): string {
  return text.split(' ').slice(0, count).join(' ');
}

function sectionsText(texts: PageTexts): string {
  return Object.values(texts.sections ?? {})
    .flatMap((section) => [section.title, section.body])
    .filter(Boolean)
    .join(' ');
}

function pageDocuments(locale: AppLocale, messages: Messages): SearchDocument[] {
  const products = getProducts().map((product) => localizeProduct(product, locale));
  const software = getSoftwareList().map((entry) => localizeSoftware(entry, locale));
  const catalogue = messages.pages as unknown as Record<PageId, PageTexts>;
  // A label is a page's name unless another page has it too: "Pantallas LED" is the range's
  // label and, within the downloads section, the label of its downloads page.
  const labels = (Object.keys(pages) as PageId[]).map((id) => catalogue[id].label);
  const shared = new Set(labels.filter((label, index) => labels.indexOf(label) !== index));
  return (Object.keys(pages) as PageId[])
    .filter((id) => !skippedPages.includes(id))
    .map((id) => {
      const texts = catalogue[id];
      const product = products.find((entry) => entry.pageId === id);
      const program = software.find(
        (entry) => softwareHref(entry.id).pageId === id && !softwareHref(entry.id).hash,
      );
      return {
        id: `page:${id}`,
        kind: pageKind(id),
        title: texts.title,
        name: texts.label && !shared.has(texts.label) ? texts.label : undefined,
        excerpt: shorten(texts.description),
        href: getPathname({ locale, href: pages[id].pathname }),
        keywords: [texts.label, texts.heading, product?.name, program?.name, product?.tagline]
          .filter(Boolean)
          .join(' '),
        body: [
          texts.intro,
          sectionsText(texts),
          product?.summary,
          ...(product?.benefits.flatMap((b) => [b.title, b.body]) ?? []),
          program?.tagline,
          program?.summary,
          ...(program?.features ?? []),
        ]
          .filter(Boolean)
          .join(' '),
        codes: product ? product.sizes.map((size) => size.model) : [],
      };
    });
}

function articleDocuments(locale: AppLocale, messages: Messages): SearchDocument[] {
  const categories = messages.news.categories;
  const articles = new Map(getArticlesWithBodies(locale).map((article) => [article.slug, article]));
  return routeItems.newsArticle().flatMap(({ params }) => {
    const meta = articles.get(params.slug);
    return meta ? [articleDocument(locale, meta, categories)] : [];
  });
}

function articleDocument(
  locale: AppLocale,
  meta: Article,
  categories: Messages['news']['categories'],
): SearchDocument {
  return {
    id: `article:${meta.slug}`,
    kind: 'article',
    title: meta.title,
    excerpt: shorten(meta.description),
    href: getPathname({
      locale,
      href: { pathname: routes.newsArticle.pathname, params: { slug: meta.slug } },
    }),
    keywords: [...meta.tags, categories[meta.category]].join(' '),
    body: firstWords(mdxText(meta.body), ARTICLE_WORDS),
    codes: [],
  };
}

function partDocuments(locale: AppLocale, messages: Messages): SearchDocument[] {
  const categories = messages.parts.categories;
  return routeItems.sparePart().map(({ params, part }) => {
    const local = localizePart(part, locale);
    return {
      id: `part:${part.hash}`,
      kind: 'part',
      title: `${local.name} · ${part.partNumber}`,
      name: local.name,
      excerpt: shorten(local.description),
      href: getPathname({
        locale,
        href: { pathname: routes.sparePart.pathname, params },
      }),
      keywords: [categories[part.category], ...modelNames(part)].join(' '),
      body: '',
      codes: [part.partNumber, part.token],
    };
  });
}

function downloadDocuments(locale: AppLocale): SearchDocument[] {
  const collections: DownloadCollection[] = [
    ...interactiveCollections,
    ...routeItems.ledDownload().map(({ params }) => params.code),
  ];
  const seen = new Set<string>();
  // The interactive range's documents (manual, guides, notes) serve every display: "manual Taurus".
  const displays = getDisplays()
    .map((display) => display.shortName)
    .join(' ');
  return collections.flatMap((collection) => {
    const page = isLedCode(collection)
      ? getPathname({
          locale,
          href: {
            pathname: routes.ledDownload.pathname,
            params: { code: collection },
          },
        })
      : getPathname({ locale, href: collectionPage[collection] });
    // Sizes are not shown in results: no need to read the files.
    return getDownloads(collection, locale, () => 0)
      .filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)))
      .map((item) => ({
        id: `download:${item.id}`,
        kind: 'download' as const,
        title: isLedCode(collection) ? `${item.title} · ${collection}` : item.title,
        excerpt: shorten(item.summary),
        href: `${page}#${item.id}`,
        keywords: isLedCode(collection)
          ? item.version
          : item.id.startsWith('datasheet-')
            ? item.version
            : `${item.version} ${displays}`,
        body: '',
        codes: isLedCode(collection) ? [collection] : [],
      }));
  });
}

/** Every searchable document of one language, from the same loaders the pages use. */
export function searchDocuments(locale: AppLocale): SearchDocument[] {
  const messages = catalogues[locale];
  return [
    ...pageDocuments(locale, messages),
    ...articleDocuments(locale, messages),
    ...partDocuments(locale, messages),
    ...downloadDocuments(locale),
  ];
}
