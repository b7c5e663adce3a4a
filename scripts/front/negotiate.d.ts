import type { AcceptLanguageTable, CompactTable } from './locale-table';

/** Inputs of a request the cache key is made of (see negotiate.js). */
export type KeyRequest = {
  method: string;
  uri: string;
  host: string;
  scheme: string;
  build: string;
  cookie?: string;
  acceptLanguage?: string;
  secFetchDest?: string;
  rsc?: string;
  routerPrefetch?: string;
  routerStateTree?: string;
};

export function acceptLanguage(
  header: string | undefined,
  table: AcceptLanguageTable | CompactTable,
  defaultLocale: string,
): string | null;
export function invalidTag(tag: string): boolean;
export function localeCookie(header: string | undefined, locales: readonly string[]): string | null;
export function cacheKey(
  request: KeyRequest,
  table: AcceptLanguageTable | CompactTable,
  locales: readonly string[],
  defaultLocale: string,
): string;
export function contentEncoding(header: string | undefined): '' | 'br' | 'gzip';
