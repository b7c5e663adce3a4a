import { locales, type AppLocale } from '@/lib/i18n/locales';

import type { LocalizedText } from '../localized';
import {
  interactiveCollections,
  isLedCode,
  ledCodes,
  type DocumentId,
  type DownloadCollection,
  type DownloadType,
  type LedCode,
} from './ids';
import type { DownloadsData, FileEntry, LedReference } from './schema';
import { datasheetPath } from '../products/localize';
import { ContentError } from '../validation';

/**
 * A PDF this site generates from its own content (scripts/build/prebuild.ts writes it to `public/`):
 * what to print and where.
 */
export type GeneratedPdf = {
  /** Public URL path, e.g. /downloads/docs/teacher-guide-en.pdf. */
  href: string;
  locale: AppLocale;
  document: DocumentId;
  title: string;
  version: string;
  date: string;
  /** The LED reference the document is about, for the {code} placeholders and the specs table. */
  led?: LedReference;
};

function documentHref(fileId: string, locale: AppLocale): string {
  return `/downloads/docs/${fileId}-${locale}.pdf`;
}

function ledFileId(code: LedCode, type: 'manual' | 'release-notes'): string {
  return `led-${code.toLowerCase()}-${type}`;
}

/** Every PDF to generate from content/documents, in every language. */
export function pdfsToGenerate(data: DownloadsData): GeneratedPdf[] {
  const out: GeneratedPdf[] = [];
  for (const locale of locales) {
    for (const led of data.ledReferences) {
      const latest = led.firmware[0]!;
      out.push(
        {
          href: documentHref(ledFileId(led.code, 'manual'), locale),
          locale,
          document: 'led-manual',
          title: data.ledFileTitles.manual[locale],
          version: led.manual.version,
          date: led.manual.date,
          led,
        },
        {
          href: documentHref(ledFileId(led.code, 'release-notes'), locale),
          locale,
          document: 'led-firmware',
          title: data.ledFileTitles['release-notes'][locale],
          version: latest.version,
          date: latest.date,
          led,
        },
      );
    }
    for (const file of data.files) {
      if (file.source.kind !== 'document') continue;
      out.push({
        href: documentHref(file.id, locale),
        locale,
        document: file.source.document,
        title: file.title[locale],
        version: file.version,
        date: file.date,
      });
    }
  }
  return out;
}

/** One row of a downloads page, in the page's language. */
export type DownloadItem = {
  id: string;
  type: DownloadType;
  title: string;
  summary: string;
  version: string;
  date: string;
  availability:
    | {
        kind: 'file';
        href: string;
        size: number;
        language: AppLocale;
        /** The same file in the other languages. */
        alternates: { locale: AppLocale; href: string }[];
      }
    | {
        kind: 'on-request';
        size: number;
        languages: AppLocale[];
        platform: string;
        how: string;
      };
};

function fileAvailability(
  hrefOf: (locale: AppLocale) => string,
  locale: AppLocale,
  sizeOf: (href: string) => number,
): DownloadItem['availability'] {
  const href = hrefOf(locale);
  return {
    kind: 'file',
    href,
    size: sizeOf(href),
    language: locale,
    alternates: locales
      .filter((other) => other !== locale)
      .map((other) => ({ locale: other, href: hrefOf(other) })),
  };
}

function onRequest(
  source: { size: number; languages: AppLocale[]; platform: string; how: LocalizedText },
  locale: AppLocale,
): DownloadItem['availability'] {
  return {
    kind: 'on-request',
    size: source.size,
    languages: source.languages,
    platform: source.platform,
    how: source.how[locale],
  };
}

function itemFromFile(
  file: FileEntry,
  locale: AppLocale,
  sizeOf: (href: string) => number,
): DownloadItem {
  const { source } = file;
  const availability =
    source.kind === 'document'
      ? fileAvailability((l) => documentHref(file.id, l), locale, sizeOf)
      : source.kind === 'datasheet'
        ? fileAvailability((l) => datasheetPath(source.product, l), locale, sizeOf)
        : onRequest(source, locale);
  return {
    id: file.id,
    type: file.type,
    title: file.title[locale],
    summary: file.summary[locale],
    version: file.version,
    date: file.date,
    availability,
  };
}

function ledItems(
  data: DownloadsData,
  led: LedReference,
  locale: AppLocale,
  sizeOf: (href: string) => number,
): DownloadItem[] {
  const latest = led.firmware[0]!;
  const summaries = data.ledFileSummaries;
  const item = (
    type: keyof DownloadsData['ledFileTitles'],
    summary: LocalizedText,
    release: { version: string; date: string },
    availability: DownloadItem['availability'],
  ): DownloadItem => ({
    id: `led-${led.code.toLowerCase()}-${type}`,
    type,
    title: data.ledFileTitles[type][locale],
    summary: summary[locale],
    version: release.version,
    date: release.date,
    availability,
  });
  const printed = (type: 'manual' | 'release-notes') =>
    fileAvailability((l) => documentHref(ledFileId(led.code, type), l), locale, sizeOf);
  return [
    item('manual', summaries.manual, led.manual, printed('manual')),
    item('release-notes', data.changes[latest.changes[0]!]!, latest, printed('release-notes')),
    item(
      'software',
      summaries.software,
      led.software,
      onRequest({ ...data.ledSoftware, size: led.software.size }, locale),
    ),
    item(
      'firmware',
      summaries.firmware,
      latest,
      onRequest(
        {
          size: led.firmwarePackageSize,
          languages: [],
          platform: `${data.ledSoftware.name} ${led.software.version}`,
          how: data.ledSoftware.firmwareHow,
        },
        locale,
      ),
    ),
  ];
}

/** A file size in the page's language, in binary units: "412 kB", "94,2 MB", "1.4 GB". */
export function formatFileSize(bytes: number, tag: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(tag, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  }).format(value);
}

/** One LED reference of `data`. */
export function ledReferenceOf(data: DownloadsData, code: LedCode): LedReference {
  const reference = data.ledReferences.find((led) => led.code === code);
  if (!reference) {
    const problem = {
      file: 'content/downloads.json',
      field: 'ledReferences',
      message: `${code} is missing`,
    };
    throw new ContentError([problem]);
  }
  return reference;
}

/** The files of one collection (an interactive category or an LED reference) in `locale`. */
export function collectionItems(
  data: DownloadsData,
  collection: DownloadCollection,
  locale: AppLocale,
  sizeOf: (href: string) => number,
): DownloadItem[] {
  if (isLedCode(collection)) {
    return ledItems(data, ledReferenceOf(data, collection), locale, sizeOf);
  }
  return data.files
    .filter((file) => file.collections.includes(collection))
    .map((file) => itemFromFile(file, locale, sizeOf));
}

/** The `count` most recently dated files across every collection, each once. */
export function latestItems(
  data: DownloadsData,
  locale: AppLocale,
  count: number,
  sizeOf: (href: string) => number,
): (DownloadItem & { collection: DownloadCollection })[] {
  const collections: DownloadCollection[] = [...interactiveCollections, ...ledCodes];
  const seen = new Set<string>();
  return (
    collections
      .flatMap((collection) =>
        collectionItems(data, collection, locale, sizeOf).map((item) => ({ ...item, collection })),
      )
      .filter((item) => item.availability.kind === 'file')
      .filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)))
      .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id))
      // One file per type and day: a release of five datasheets is one piece of news, not five.
      .filter((item) => {
        const key = `${item.type}:${item.date}`;
        return seen.has(key) ? false : (seen.add(key), true);
      })
      .slice(0, count)
  );
}
