import { cache } from 'react';
import { z } from 'zod';

import raw from '@/content/audits.json';
import type { AppLocale } from '@/lib/i18n/locales';

import { localizedText } from './localized';
import { parseOrThrow } from './validation';

export const auditResults = ['certified', 'verified', 'completed'] as const;

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

const publishedSchema = z.array(auditSchema).superRefine((audits, ctx) => {
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

/** What the sustainability documents cover: the page stays useful while no audit is published. */
const topicSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case'),
    title: localizedText,
    body: localizedText,
  })
  .strict();

const auditsFileSchema = z
  .object({
    topics: z.array(topicSchema).min(1),
    /**
     * Audits and certificates the company has confirmed (a certifier's name is its word about the
     * outside world): empty until then, and the pages show none while it is.
     */
    published: publishedSchema,
  })
  .strict();

export type Audit = z.infer<typeof auditSchema>;
export type AuditsFile = z.infer<typeof auditsFileSchema>;

/** Validates an audits file (exported for the validation tests). */
export function parseAudits(data: unknown, file = 'content/audits.json'): AuditsFile {
  return parseOrThrow(auditsFileSchema, data, file);
}

const auditsFile = cache(() => parseAudits(raw));

/** Every published audit, newest first; none until one is confirmed. */
export const getAudits = (): Audit[] => auditsFile().published;

/** The topics of the sustainability documents, in `locale`. */
export function getAuditTopics(locale: AppLocale) {
  return auditsFile().topics.map((topic) => ({
    id: topic.id,
    title: topic.title[locale],
    body: topic.body[locale],
  }));
}

/** An audit's texts in `locale`. */
export function localizeAudit(audit: Audit, locale: AppLocale) {
  return { ...audit, scope: audit.scope[locale], summary: audit.summary[locale] };
}

/** Audits grouped by year, newest year first. */
export function auditsByYear<T extends { year: number }>(audits: T[]): [number, T[]][] {
  const years = [...new Set(audits.map((audit) => audit.year))].sort((a, b) => b - a);
  return years.map((year) => [year, audits.filter((audit) => audit.year === year)]);
}
