/** Longest query searched; the rest is ignored (a part number or a few words fit well within it). */
export const MAX_QUERY_LENGTH = 120;

/** The query of `?q=` (the first one when repeated), trimmed, spaces collapsed, length capped. */
export function searchQuery(value: string | string[] | undefined): string {
  const first = Array.isArray(value) ? value[0] : value;
  return (first ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
}
