import { cache } from 'react';
import { z } from 'zod';

import type { PageId } from '@/config/pages';
import raw from '@/content/software.json';
import type { AppLocale } from '@/lib/i18n/locales';

import { illustrationSchema, listOfEachId, localizedText, localizeIllustration } from './localized';
import { parseOrThrow } from './validation';

export const softwareIds = [
  'edsuite',
  'synetech-class',
  'synetech-os',
  'synetech-share',
  'synetech-dms',
  'bytello-class',
] as const;

export type SoftwareId = (typeof softwareIds)[number];

/** The interface drawings of components/illustrations/interface-illustration.tsx. */
export const interfaceVariants = ['suite', 'class', 'os', 'share', 'dms', 'bytello'] as const;

/** Software with a page of its own; the other EdSuite members have a section on the EdSuite page. */
export const softwarePageIds = {
  edsuite: 'edsuite',
  'synetech-class': 'synetechClass',
  'bytello-class': 'bytello',
} as const satisfies Partial<Record<SoftwareId, PageId>>;

const textBlock = z.object({ title: localizedText, body: localizedText }).strict();

const softwareSchema = z
  .object({
    id: z.enum(softwareIds),
    name: z.string().trim().min(2),
    /** A member of the EdSuite bundle (EdSuite itself is the bundle). */
    edsuite: z.boolean(),
    /** Sold separately rather than preinstalled. */
    optional: z.boolean(),
    tagline: localizedText,
    summary: localizedText,
    /** What a teacher does with it, in the teacher's own terms. */
    teacherTasks: z.array(textBlock).min(3).max(6),
    features: z.array(localizedText).min(3).max(8),
    /** Where it runs; product and operating-system names only, never sentences. */
    platforms: z.array(z.string().trim().min(2)).min(1),
    illustration: illustrationSchema(interfaceVariants),
  })
  .strict();

const softwareFileSchema = listOfEachId(softwareSchema, softwareIds);

export type Software = z.infer<typeof softwareSchema>;

/** Validates a software file (exported for the validation tests). */
export function parseSoftware(data: unknown, file = 'content/software.json'): Software[] {
  return parseOrThrow(softwareFileSchema, data, file);
}

/** Every software entry, in the order of `softwareIds`, validated once per process. */
export const getSoftwareList = cache((): Software[] => {
  const entries = parseSoftware(raw);
  return softwareIds.map((id) => entries.find((entry) => entry.id === id)!);
});

/** One software entry (its id is checked by the type system and the file schema). */
export function getSoftware(id: SoftwareId): Software {
  return getSoftwareList().find((entry) => entry.id === id)!;
}

/** The members of EdSuite, in display order. */
export function getEdsuiteMembers(): Software[] {
  return getSoftwareList().filter((entry) => entry.edsuite && entry.id !== 'edsuite');
}

/** Where a software entry is presented: its own page, or its section of the EdSuite page. */
export function softwareHref(id: SoftwareId) {
  if (id in softwarePageIds) {
    const pageId = softwarePageIds[id as keyof typeof softwarePageIds];
    return { pageId, hash: undefined };
  }
  return { pageId: 'edsuite' as const, hash: id };
}

/** A software entry's texts in `locale`. */
export function localizeSoftware(entry: Software, locale: AppLocale) {
  return {
    id: entry.id,
    name: entry.name,
    optional: entry.optional,
    tagline: entry.tagline[locale],
    summary: entry.summary[locale],
    teacherTasks: entry.teacherTasks.map((task) => ({
      title: task.title[locale],
      body: task.body[locale],
    })),
    features: entry.features.map((feature) => feature[locale]),
    platforms: entry.platforms,
    illustration: localizeIllustration(entry.illustration, locale),
  };
}

export type LocalizedSoftware = ReturnType<typeof localizeSoftware>;
