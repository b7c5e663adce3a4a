import { cache } from 'react';
import { z } from 'zod';

import raw from '@/content/jobs.json';
import type { AppLocale } from '@/lib/i18n/locales';

import { localizedText } from './localized';
import { parseOrThrow, loaderValidator } from './validation';

const openingSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a kebab-case slug'),
  department: localizedText,
  title: localizedText,
  summary: localizedText,
  location: z.string().trim().min(1),
  schedule: z.enum(['full-time', 'part-time', 'internship']),
  mode: z.enum(['onsite', 'hybrid', 'remote']),
});

const jobsSchema = z
  .strictObject({ openings: z.array(openingSchema) })
  .refine(
    (jobs) => new Set(jobs.openings.map((o) => o.id)).size === jobs.openings.length,
    'opening ids must be unique',
  );

const load = () => parseOrThrow(jobsSchema, raw, 'content/jobs.json');
// On first use, not at import: a bad file must reach the validator as a problem.
const jobs = cache(load);

/** The job openings' check, for scripts/content/validate.ts. */
export const jobsValidator = loaderValidator('job openings', load);

export type JobOpening = {
  id: string;
  department: string;
  title: string;
  summary: string;
  location: string;
  schedule: z.infer<typeof openingSchema>['schedule'];
  mode: z.infer<typeof openingSchema>['mode'];
};

/** The open positions, in the visitor's language. */
export function getJobOpenings(locale: AppLocale): JobOpening[] {
  return jobs().openings.map((o) => ({
    ...o,
    department: o.department[locale],
    title: o.title[locale],
    summary: o.summary[locale],
  }));
}

/** Position value of a speculative application in the careers form. */
export const OPEN_APPLICATION = 'open';
