import { cache } from 'react';
import { z } from 'zod';

import raw from '@/content/audits.json';
import type { AppLocale } from '@/lib/i18n/locales';

import { localizedText } from './localized';
import { parseOrThrow } from './validation';

export const auditResults = ['certified', 'verified', 'completed'] as const;

export type AuditResult = (typeof auditResults)[number];

const auditSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case'),
    year: z.number().int().min(2000).max(new Date().getFullYear()),
    /** The standard or scheme audited against, e.g. ISO 14001:2015. */
    standard: z.string().trim().min(3),
    certifier: z.string().trim().min(2),
    result: z.enum(auditResults),
    scope: localizedText,
    summary: localizedText,
  })
  .strict();

const auditsFileSchema = z
  .array(auditSchema)
  .min(1)
  .superRefine((audits, ctx) => {
    audits.forEach((audit, index) => {
      if (audits.findIndex((other) => other.id === audit.id) !== index) {
        ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'is used twice' });
      }
      const previous = audits[index - 1];
      if (previous && previous.year < audit.year) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'year'],
          message: 'audits must be listed newest first',
        });
      }
    });
  });

export type Audit = z.infer<typeof auditSchema>;

/** Validates an audits file (exported for the validation tests). */
export function parseAudits(data: unknown, file = 'content/audits.json'): Audit[] {
  return parseOrThrow(auditsFileSchema, data, file);
}

/** Every published audit, newest first. */
export const getAudits = cache((): Audit[] => parseAudits(raw));

/** An audit's texts in `locale`. */
export function localizeAudit(audit: Audit, locale: AppLocale) {
  return { ...audit, scope: audit.scope[locale], summary: audit.summary[locale] };
}

/** Audits grouped by year, newest year first. */
export function auditsByYear<T extends { year: number }>(audits: T[]): [number, T[]][] {
  const years = [...new Set(audits.map((audit) => audit.year))].sort((a, b) => b - a);
  return years.map((year) => [year, audits.filter((audit) => audit.year === year)]);
}
