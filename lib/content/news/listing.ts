import { newsCategories, type NewsCategory } from './schema';

/** Articles per listing page; the newest article is featured above the first page. */
export const NEWS_PER_PAGE = 12;

type Dated = { date: string; slug: string };

/** Newest first; equal dates fall back to the slug so the order is stable. */
export function sortNewestFirst<T extends Dated>(items: readonly T[]): T[] {
  return [...items].sort((a, b) =>
    a.date === b.date ? a.slug.localeCompare(b.slug) : b.date.localeCompare(a.date),
  );
}

/** The articles of one category, in their original order. */
export function filterByCategory<T extends { category: NewsCategory }>(
  items: readonly T[],
  category: NewsCategory,
): T[] {
  return items.filter((item) => item.category === category);
}

/** Number of listing pages for `total` items; an empty list still has its first page. */
export function pageCount(total: number, perPage: number = NEWS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

export type Paginated<T> = { items: T[]; page: number; pageCount: number };

/** One 1-based page of `items`, or undefined when the page does not exist. */
export function paginate<T>(
  items: readonly T[],
  page: number,
  perPage: number = NEWS_PER_PAGE,
): Paginated<T> | undefined {
  const count = pageCount(items.length, perPage);
  if (!Number.isInteger(page) || page < 1 || page > count) return undefined;
  return { items: items.slice((page - 1) * perPage, page * perPage), page, pageCount: count };
}

export type NewsListing<T> = Paginated<T> & { featured?: T };

/**
 * The news index: the newest article featured on the first page, the others `perPage` per page.
 * `items` must already be sorted newest first.
 */
export function newsListing<T>(
  items: readonly T[],
  page: number,
  perPage: number = NEWS_PER_PAGE,
): NewsListing<T> | undefined {
  const [featured, ...rest] = items;
  const result = paginate(rest, page, perPage);
  if (!result) return undefined;
  return page === 1 && featured !== undefined ? { ...result, featured } : result;
}

/** The categories that have articles, in the site's category order, with their counts. */
export function categoryCounts<T extends { category: NewsCategory }>(
  items: readonly T[],
): Array<{ category: NewsCategory; count: number }> {
  return newsCategories
    .map((category) => ({ category, count: filterByCategory(items, category).length }))
    .filter(({ count }) => count > 0);
}

type Relatable = Dated & { category: NewsCategory; tags: string[] };

/**
 * Up to `limit` articles closest to `article`: same category and shared tags score, newer wins
 * ties; when too few are related the newest others fill the list. `items` sorted newest first.
 */
export function relatedArticles<T extends Relatable>(
  article: Relatable,
  items: readonly T[],
  limit = 3,
): T[] {
  const tags = new Set(article.tags.map((tag) => tag.toLocaleLowerCase()));
  const score = (other: T) =>
    (other.category === article.category ? 2 : 0) +
    other.tags.filter((tag) => tags.has(tag.toLocaleLowerCase())).length;
  return items
    .filter((other) => other.slug !== article.slug)
    .map((other, index) => ({ other, index, score: score(other) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ other }) => other);
}

/** The article published just before (`previous`) and just after (`next`) this one. */
export function adjacentArticles<T extends Dated>(
  slug: string,
  items: readonly T[],
): { previous?: T; next?: T } {
  const sorted = sortNewestFirst(items);
  const index = sorted.findIndex((item) => item.slug === slug);
  if (index === -1) return {};
  return { previous: sorted[index + 1], next: index > 0 ? sorted[index - 1] : undefined };
}
