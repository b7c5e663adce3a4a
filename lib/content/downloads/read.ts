import fs from 'node:fs';
import path from 'node:path';

import { cache } from 'react';

import raw from '@/content/downloads.json';
import type { AppLocale } from '@/lib/i18n/locales';

import type { DownloadCollection, LedCode } from './ids';
import {
  collectionItems,
  latestItems,
  ledReferenceOf,
  pdfsToGenerate,
  type DownloadItem,
  type GeneratedPdf,
} from './items';
import { parseDownloads, type DownloadsData, type LedReference } from './schema';

/** The downloads content, validated once per process. */
export const getDownloadsData = cache((): DownloadsData => parseDownloads(raw));

// Overridable so that tests can measure fixture files.
const PUBLIC_DIR =
  process.env.DOWNLOADS_PUBLIC_DIR ?? path.join(/*turbopackIgnore: true*/ process.cwd(), 'public');

/**
 * Size in bytes of a file under public/, read while pages are prerendered. A missing file fails the
 * build: every link on a downloads page must resolve.
 */
export function publicFileSize(href: string, publicDir = PUBLIC_DIR): number {
  const file = path.join(/*turbopackIgnore: true*/ publicDir, href);
  try {
    return fs.statSync(/*turbopackIgnore: true*/ file).size;
  } catch {
    throw new Error(
      `Download ${href} does not exist (${path.relative(process.cwd(), file)}). ` +
        'Generate the PDFs first: npx tsx scripts/build/prebuild.ts',
    );
  }
}

/** Every PDF to generate from content/documents, in every language. */
export function generatedPdfs(data: DownloadsData = getDownloadsData()): GeneratedPdf[] {
  return pdfsToGenerate(data);
}

/** The files of one collection (an interactive category or an LED reference) in `locale`. */
export function getDownloads(
  collection: DownloadCollection,
  locale: AppLocale,
  sizeOf: (href: string) => number = publicFileSize,
): DownloadItem[] {
  return collectionItems(getDownloadsData(), collection, locale, sizeOf);
}

/** The data of one LED reference. */
export function getLedReference(code: LedCode): LedReference {
  return ledReferenceOf(getDownloadsData(), code);
}

/** The `count` most recently dated files across every collection, each once. */
export function latestDownloads(
  locale: AppLocale,
  count: number,
  sizeOf: (href: string) => number = publicFileSize,
): (DownloadItem & { collection: DownloadCollection })[] {
  return latestItems(getDownloadsData(), locale, count, sizeOf);
}
