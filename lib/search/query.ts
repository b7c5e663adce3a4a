/** Longest query searched; the rest is ignored (a part number or a few words fit well within it). */
export const MAX_QUERY_LENGTH = 120;

/** Results per page of /buscar. */
export const PAGE_SIZE = 20;

type Param = string | string[] | undefined;

const first = (value: Param) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * The query of `?q=` (the first one when repeated), spaces collapsed, length capped, and whether it
 * was longer than what is searched (the page says so).
 */
export function readQuery(value: Param): { query: string; truncated: boolean } {
  const whole = first(value).replace(/\s+/g, ' ').trim();
  return {
    query: whole.slice(0, MAX_QUERY_LENGTH).trim(),
    truncated: whole.length > MAX_QUERY_LENGTH,
  };
}

/** A results page's href, the query kept; page 1 has no `page` parameter. */
export function resultsPageHref(query: string, page: number) {
  return {
    pathname: '/buscar' as const,
    query: page === 1 ? { q: query } : { q: query, page: String(page) },
  };
}

/**
 * The page of `?page=`, between 1 and `pages`: a missing, malformed or out-of-range number shows
 * the nearest page that exists rather than an error.
 */
export function readPage(value: Param, pages: number): number {
  const page = /^\d{1,6}$/.test(first(value)) ? Number(first(value)) : 1;
  return Math.min(Math.max(page, 1), Math.max(pages, 1));
}

/**
 * What is searched of a query: markup removed, with the contents of script and style elements (a
 * query made of markup only searches for nothing rather than for the words of its attributes).
 */
export function searchableText(query: string): string {
  return query
    .replace(/<(script|style)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
    .replace(/<\/?[a-z!][^>]*(>|$)/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
