import { z } from 'zod';

import { locales } from '@/lib/i18n/locales';

import { isoDate, localizedText } from '../localized';
import { productIdSchema } from '../products/schema';
import { parseOrThrow } from '../validation';
import { documentIds, downloadTypes, interactiveCollections, ledCodes, ledKinds } from './ids';

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
      // Every product has a datasheet (scripts/build/datasheets.ts writes one per product id).
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
export type FileEntry = DownloadsData['files'][number];

/** Validates a downloads file (exported for the validation tests). */
export function parseDownloads(data: unknown, file = 'content/downloads.json'): DownloadsData {
  return parseOrThrow(downloadsFileSchema, data, file);
}
