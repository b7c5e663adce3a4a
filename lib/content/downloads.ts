import fs from 'node:fs';
import path from 'node:path';

import { cache } from 'react';
import { z } from 'zod';

import raw from '@/content/downloads.json';
import { locales, type AppLocale } from '@/lib/i18n/locales';

import { isLedCode, ledCodes, type LedCode } from './led-downloads';
import { isoDate, localizedText, type LocalizedText } from './localized';
import { ContentError, parseOrThrow } from './validation';
import { datasheetPath, productIdSchema } from './products';

export { isLedCode, ledCodes, type LedCode };

/** The interactive-display collections, each with its own downloads page. */
export const interactiveCollections = ['general', 'education', 'companies'] as const;

export type InteractiveCollection = (typeof interactiveCollections)[number];
export type DownloadCollection = InteractiveCollection | LedCode;

export const downloadTypes = [
  'quick-start',
  'manual',
  'guide',
  'datasheet',
  'release-notes',
  'software',
  'firmware',
] as const;

export type DownloadType = (typeof downloadTypes)[number];

/** The documents written under content/documents/<id>/<locale>.md and printed to PDF at build time. */
export const documentIds = [
  'led-manual',
  'led-firmware',
  'interactive-quick-start',
  'interactive-manual',
  'os-release-notes',
  'teacher-guide',
  'ict-guide',
  'meeting-room-guide',
  'it-deployment-guide',
  'dongle-guide',
] as const;

export type DocumentId = (typeof documentIds)[number];

export const ledKinds = ['cabinet', 'controller', 'receiving-card', 'player'] as const;

const version = z.string().regex(/^\d+(\.\d+){1,2}$/, 'must be a version such as 2.1 or 3.0.4');
const bytes = z.number().int().positive();
const localeList = z.array(z.enum(locales));
const ledCode = z.enum(ledCodes);

const onRequestSchema = z
  .object({
    kind: z.literal('on-request'),
    size: bytes,
    languages: localeList,
    platform: z.string().min(3),
    how: localizedText,
  })
  .strict();

const fileSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case'),
    collections: z.array(z.enum(interactiveCollections)).min(1),
    type: z.enum(downloadTypes),
    version,
    date: isoDate,
    title: localizedText,
    summary: localizedText,
    source: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('document'), document: z.enum(documentIds) }).strict(),
      // Every product has a datasheet (scripts/build-datasheets.ts writes one per product id).
      z.object({ kind: z.literal('datasheet'), product: productIdSchema }).strict(),
      onRequestSchema,
    ]),
  })
  .strict();

const releaseSchema = z
  .object({ version, date: isoDate, changes: z.array(z.string()).min(1) })
  .strict();

const ledReferenceSchema = z
  .object({
    code: ledCode,
    kind: z.enum(ledKinds),
    year: z.number().int().min(2015).max(2100),
    service: z.enum(['front', 'rear']),
    compatibleWith: z.array(ledCode),
    summary: localizedText,
    manual: z.object({ version, date: isoDate }).strict(),
    software: z.object({ version, date: isoDate, size: bytes }).strict(),
    firmwarePackageSize: bytes,
    firmware: z.array(releaseSchema).min(1),
  })
  .strict();

const labelKeys = [
  'reference',
  'version',
  'date',
  'page',
  'kind',
  'line',
  'year',
  'compatible',
  'software',
  'firmware',
  'service',
  'frontService',
  'rearService',
] as const;

const downloadsFileSchema = z
  .object({
    labels: z.object(
      Object.fromEntries(labelKeys.map((key) => [key, localizedText])) as Record<
        (typeof labelKeys)[number],
        typeof localizedText
      >,
    ),
    ledKinds: z.object(
      Object.fromEntries(ledKinds.map((kind) => [kind, localizedText])) as Record<
        (typeof ledKinds)[number],
        typeof localizedText
      >,
    ),
    ledFileTitles: z
      .object({
        manual: localizedText,
        'release-notes': localizedText,
        software: localizedText,
        firmware: localizedText,
      })
      .strict(),
    ledFileSummaries: z
      .object({ manual: localizedText, software: localizedText, firmware: localizedText })
      .strict(),
    ledSoftware: z
      .object({
        name: z.string().min(3),
        platform: z.string().min(3),
        languages: localeList.min(1),
        how: localizedText,
        firmwareHow: localizedText,
      })
      .strict(),
    changes: z.record(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), localizedText),
    ledReferences: z.array(ledReferenceSchema),
    files: z.array(fileSchema),
  })
  .strict()
  .superRefine((data, ctx) => {
    const codes = data.ledReferences.map((reference) => reference.code);
    for (const code of ledCodes) {
      if (!codes.includes(code)) {
        ctx.addIssue({ code: 'custom', path: ['ledReferences'], message: `${code} is missing` });
      }
    }
    data.ledReferences.forEach((reference, index) => {
      if (codes.indexOf(reference.code) !== index) {
        ctx.addIssue({
          code: 'custom',
          path: ['ledReferences', index, 'code'],
          message: 'is listed twice',
        });
      }
      reference.compatibleWith.forEach((other, otherIndex) => {
        const back = data.ledReferences.find((candidate) => candidate.code === other);
        if (other === reference.code || !back?.compatibleWith.includes(reference.code)) {
          ctx.addIssue({
            code: 'custom',
            path: ['ledReferences', index, 'compatibleWith', otherIndex],
            message: `${other} must list ${reference.code} back (compatibility is mutual)`,
          });
        }
      });
      reference.firmware.forEach((release, releaseIndex) => {
        const previous = reference.firmware[releaseIndex - 1];
        if (previous && previous.date < release.date) {
          ctx.addIssue({
            code: 'custom',
            path: ['ledReferences', index, 'firmware', releaseIndex, 'date'],
            message: 'releases must be listed newest first',
          });
        }
        release.changes.forEach((change, changeIndex) => {
          if (!(change in data.changes)) {
            ctx.addIssue({
              code: 'custom',
              path: ['ledReferences', index, 'firmware', releaseIndex, 'changes', changeIndex],
              message: `"${change}" is not a key of changes`,
            });
          }
        });
      });
    });
    const ids = new Set<string>();
    data.files.forEach((file, index) => {
      if (ids.has(file.id)) {
        ctx.addIssue({ code: 'custom', path: ['files', index, 'id'], message: 'is used twice' });
      }
      ids.add(file.id);
    });
    for (const collection of interactiveCollections) {
      if (!data.files.some((file) => file.collections.includes(collection))) {
        ctx.addIssue({ code: 'custom', path: ['files'], message: `${collection} has no file` });
      }
    }
  });

export type DownloadsData = z.infer<typeof downloadsFileSchema>;
export type LedReference = DownloadsData['ledReferences'][number];
type FileEntry = DownloadsData['files'][number];

/** Validates a downloads file (exported for the validation tests). */
export function parseDownloads(data: unknown, file = 'content/downloads.json'): DownloadsData {
  return parseOrThrow(downloadsFileSchema, data, file);
}

/** The downloads content, validated once per process. */
export const getDownloadsData = cache((): DownloadsData => parseDownloads(raw));

/**
 * A PDF this site generates from its own content (scripts/prebuild.ts writes it to `public/`):
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
export function generatedPdfs(data: DownloadsData = getDownloadsData()): GeneratedPdf[] {
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
        'Generate the PDFs first: npx tsx scripts/prebuild.ts',
    );
  }
}

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
  const software = `${data.ledSoftware.name} ${led.software.version}`;
  return [
    {
      id: ledFileId(led.code, 'manual'),
      type: 'manual',
      title: data.ledFileTitles.manual[locale],
      summary: summaries.manual[locale],
      version: led.manual.version,
      date: led.manual.date,
      availability: fileAvailability(
        (l) => documentHref(ledFileId(led.code, 'manual'), l),
        locale,
        sizeOf,
      ),
    },
    {
      id: ledFileId(led.code, 'release-notes'),
      type: 'release-notes',
      title: data.ledFileTitles['release-notes'][locale],
      summary: data.changes[latest.changes[0]!]![locale],
      version: latest.version,
      date: latest.date,
      availability: fileAvailability(
        (l) => documentHref(ledFileId(led.code, 'release-notes'), l),
        locale,
        sizeOf,
      ),
    },
    {
      id: `led-${led.code.toLowerCase()}-software`,
      type: 'software',
      title: data.ledFileTitles.software[locale],
      summary: summaries.software[locale],
      version: led.software.version,
      date: led.software.date,
      availability: onRequest(
        {
          size: led.software.size,
          languages: data.ledSoftware.languages,
          platform: data.ledSoftware.platform,
          how: data.ledSoftware.how,
        },
        locale,
      ),
    },
    {
      id: `led-${led.code.toLowerCase()}-firmware`,
      type: 'firmware',
      title: data.ledFileTitles.firmware[locale],
      summary: summaries.firmware[locale],
      version: latest.version,
      date: latest.date,
      availability: onRequest(
        {
          size: led.firmwarePackageSize,
          languages: [],
          platform: software,
          how: data.ledSoftware.firmwareHow,
        },
        locale,
      ),
    },
  ];
}

/** The files of one collection (an interactive category or an LED reference) in `locale`. */
export function getDownloads(
  collection: DownloadCollection,
  locale: AppLocale,
  sizeOf: (href: string) => number = publicFileSize,
): DownloadItem[] {
  const data = getDownloadsData();
  if (isLedCode(collection)) {
    return ledItems(data, getLedReference(collection), locale, sizeOf);
  }
  return data.files
    .filter((file) => file.collections.includes(collection))
    .map((file) => itemFromFile(file, locale, sizeOf));
}

/** The data of one LED reference. */
export function getLedReference(code: LedCode): LedReference {
  const reference = getDownloadsData().ledReferences.find((led) => led.code === code);
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

/** The `count` most recently dated files across every collection, each once. */
export function latestDownloads(
  locale: AppLocale,
  count: number,
  sizeOf: (href: string) => number = publicFileSize,
): (DownloadItem & { collection: DownloadCollection })[] {
  const collections: DownloadCollection[] = [...interactiveCollections, ...ledCodes];
  const seen = new Set<string>();
  return (
    collections
      .flatMap((collection) =>
        getDownloads(collection, locale, sizeOf).map((item) => ({ ...item, collection })),
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
