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
import { ContentError, parseOrThrow } from './validation';

const PRIVACY_DIR =
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
};

const frontmatterSchema = z
  .object({
    updated: isoDate,
    sourceFingerprint: z.string().regex(sourceFingerprintPattern).optional(),
    /** The text's fingerprint on the date `updated` (lib/editorial/privacy-date.ts). */
    updatedFingerprint: z.string().regex(sourceFingerprintPattern).optional(),
  })
  .strict();

/** Parses one language of the policy; throws naming the file when a slot is missing or repeated. */
export function parsePrivacyPolicy(source: string, file: string): PrivacyPolicy {
  const { data, content } = matter(source);
  const { updated } = parseOrThrow(frontmatterSchema, data, file);
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
  return { updated, segments, headings };
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
