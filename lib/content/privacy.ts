import fs from 'node:fs';
import path from 'node:path';

import GithubSlugger from 'github-slugger';
import matter from 'gray-matter';
import { cache } from 'react';
import { z } from 'zod';

import { retention } from '@/config/retention';
import { catalogues } from '@/lib/i18n/catalogues';
import type { AppLocale } from '@/lib/i18n/locales';

import { isoDate } from './localized';
import { sourceFingerprintPattern } from './source-fingerprint';
import { ContentError, parseOrThrow, type ContentProblem } from './validation';

/** Where the policy's languages are (`PRIVACY_CONTENT_DIR` for a copy, in tests). */
export const PRIVACY_DIR =
  process.env.PRIVACY_CONTENT_DIR ??
  path.join(/*turbopackIgnore: true*/ process.cwd(), 'content', 'privacy');

/** Blocks the page renders from data instead of prose: the controller's identity and the cookie table. */
export const privacySlots = ['controller', 'cookies'] as const;
export type PrivacySlot = (typeof privacySlots)[number];

export type PrivacySegment =
  { kind: 'markdown'; source: string } | { kind: 'slot'; name: PrivacySlot };

export type PrivacyPolicy = {
  updated: string;
  segments: PrivacySegment[];
  /** The `##` headings with the ids rehype-slug gives them, for the table of contents. */
  headings: { id: string; text: string }[];
  /** Which bullet of the text is which purpose of the forms' data (`FormPurpose`), by its bold label. */
  purposes: Record<string, string>;
  /** Which line of the retention list is which period (`FormRetention`), by the words before its colon. */
  periods: Record<string, string>;
};

/** Purpose or period id (lib/forms/forms.ts) → the label its bullet starts with, in this language. */
const labels = z.record(z.string().regex(/^[a-z]+(-[a-z]+)*$/), z.string().min(1)).default({});

const frontmatterSchema = z
  .object({
    updated: isoDate,
    sourceFingerprint: z.string().regex(sourceFingerprintPattern).optional(),
    /** The text's fingerprint on the date `updated` (lib/editorial/privacy-date.ts). */
    updatedFingerprint: z.string().regex(sourceFingerprintPattern).optional(),
    purposes: labels,
    periods: labels,
  })
  .strict();

/** The declared labels that start no bullet of their kind: `- **Label.**` or `- Label:`. */
function unlabelledBullets(
  content: string,
  file: string,
  field: 'purposes' | 'periods',
  declared: Record<string, string>,
): ContentProblem[] {
  const bullets = content.split('\n').filter((line) => line.startsWith('- '));
  const starts = (label: string) =>
    field === 'purposes'
      ? bullets.some((line) => line.startsWith(`- **${label}.**`))
      : bullets.some(
          (line) => line.startsWith(`- ${label}`) && /^\s*:/.test(line.slice(label.length + 2)),
        );
  return Object.entries(declared)
    .filter(([, label]) => !starts(label))
    .map(([id, label]) => ({
      file,
      field: `${field}.${id}`,
      message:
        field === 'purposes'
          ? `no bullet of the text starts "- **${label}.**"`
          : `no line of the retention list starts "- ${label}:"`,
    }));
}

/** Parses one language of the policy; throws naming the file when a slot is missing or repeated. */
export function parsePrivacyPolicy(source: string, file: string): PrivacyPolicy {
  const { data, content } = matter(source);
  const { updated, purposes, periods } = parseOrThrow(frontmatterSchema, data, file);
  const unlabelled = [
    ...unlabelledBullets(content, file, 'purposes', purposes),
    ...unlabelledBullets(content, file, 'periods', periods),
  ];
  if (unlabelled.length > 0) throw new ContentError(unlabelled);
  const segments: PrivacySegment[] = [];
  let markdown: string[] = [];
  const flush = () => {
    if (markdown.join('').trim()) segments.push({ kind: 'markdown', source: markdown.join('\n') });
    markdown = [];
  };
  for (const line of content.split('\n')) {
    const slot = /^\[\[(\w+)\]\]\s*$/.exec(line)?.[1];
    if (slot === undefined) {
      markdown.push(line);
      continue;
    }
    if (!(privacySlots as readonly string[]).includes(slot)) {
      throw new ContentError([
        { file, message: `[[${slot}]] is not one of ${privacySlots.join(', ')}` },
      ]);
    }
    flush();
    segments.push({ kind: 'slot', name: slot as PrivacySlot });
  }
  flush();
  for (const name of privacySlots) {
    const count = segments.filter((s) => s.kind === 'slot' && s.name === name).length;
    if (count !== 1) {
      throw new ContentError([{ file, message: `[[${name}]] must appear once (found ${count})` }]);
    }
  }
  const slugger = new GithubSlugger();
  const headings = [...content.matchAll(/^## (.+)$/gm)].map((match) => {
    const text = match[1]!.trim();
    return { id: slugger.slug(text), text };
  });
  return { updated, segments, headings, purposes, periods };
}

/**
 * The retention figures the code enforces (config/retention.ts) and the contact form's privacy
 * topic as the form labels it, printed where the text says so.
 */
export function withFigures(source: string, locale: AppLocale): string {
  return source
    .replaceAll('{cvMonths}', String(retention.cvMonths))
    .replaceAll('{privacyTopic}', catalogues[locale].forms.options.contactTopics.privacy);
}

/** The privacy policy in `locale`, read from content/privacy/<locale>.md. */
export const getPrivacyPolicy = cache((locale: AppLocale, dir = PRIVACY_DIR): PrivacyPolicy => {
  const file = path.join(/*turbopackIgnore: true*/ dir, `${locale}.md`);
  const source = fs.readFileSync(/*turbopackIgnore: true*/ file, 'utf8');
  return parsePrivacyPolicy(withFigures(source, locale), path.relative(process.cwd(), file));
});
