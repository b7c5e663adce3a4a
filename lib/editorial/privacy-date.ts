import fs from 'node:fs';
import path from 'node:path';

import matter from 'gray-matter';

import { withFigures } from '@/lib/content/privacy';
import {
  fingerprint,
  sourceFingerprintPattern,
  writeFrontmatterField,
} from '@/lib/content/source-fingerprint';
import type { ContentProblem, ContentValidator } from '@/lib/content/validation';
import { locales, type AppLocale } from '@/lib/i18n/locales';

/**
 * The policy's "last updated" date follows its text: each language records, next to `updated`, the
 * fingerprint of the text as it read on that date (`updatedFingerprint`). A text that changed
 * while the date did not fails the content checks until `npm run content:privacy-stamp` dates it.
 */
export const DATED_FIELD = 'updatedFingerprint';

export const STAMP_COMMAND = 'npm run content:privacy-stamp';

export type PolicySource = { file: string; locale: AppLocale; source: string };

/** The fingerprint of one language's policy as readers get it (figures and topic label filled in). */
export function policyTextFingerprint(source: string, locale: AppLocale): string {
  return fingerprint([['body', withFigures(matter(source).content, locale)]]);
}

/** The source dated `date`, with the fingerprint of its current text. */
export function stampPolicy(source: string, locale: AppLocale, date: string): string {
  const dated = writeFrontmatterField(source, 'updated', date);
  return writeFrontmatterField(dated, DATED_FIELD, policyTextFingerprint(source, locale));
}

/** Every language whose text changed since the date it shows, or that records no fingerprint. */
export function privacyDateProblems(sources: PolicySource[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { file, locale, source } of sources) {
    const data = matter(source).data as Record<string, unknown>;
    const recorded = data[DATED_FIELD];
    const updated = String(data.updated ?? '');
    if (typeof recorded !== 'string' || !sourceFingerprintPattern.test(recorded)) {
      problems.push({
        file,
        field: DATED_FIELD,
        message: `is missing: date the policy with ${STAMP_COMMAND}`,
      });
    } else if (recorded !== policyTextFingerprint(source, locale)) {
      problems.push({
        file,
        field: 'updated',
        message: `the text changed since it was dated ${updated}: once the change is final, date it with ${STAMP_COMMAND}`,
      });
    }
  }
  return problems;
}

/** The five languages of the policy under `dir` (content/privacy by default). */
export function readPolicySources(dir = path.join(process.cwd(), 'content', 'privacy')) {
  return locales.map((locale) => {
    const full = path.join(dir, `${locale}.md`);
    return {
      file: path.relative(process.cwd(), full),
      locale,
      source: fs.readFileSync(full, 'utf8'),
    };
  });
}

/** The policy's date against its text, for scripts/content/validate.ts. */
export const privacyDateValidator: ContentValidator = {
  name: 'privacy policy date follows its text',
  validate: () => privacyDateProblems(readPolicySources()),
};
