import { cache } from 'react';
import { z } from 'zod';

import rawFacts from '@/content/facts.json';
import { localeInfo, type AppLocale } from '@/lib/i18n/locales';

import { getDisplays, localizeValue, type Display } from './products';
import { parseOrThrow } from './validation';
import { getWarrantyCountries, type WarrantyCountry } from './warranty';

const roomSizeSchema = z
  .object({
    /** The deepest room (metres to the back row) this size serves; null for "beyond the last". */
    maxDepthMetres: z.number().positive().nullable(),
    inches: z.number().int().positive(),
    /** Beyond the largest display, a second screen (or an LED wall) is advised with it. */
    plusSecondScreen: z.boolean().optional(),
  })
  .strict();

const factsSchema = z
  .object({
    roomSizes: z
      .array(roomSizeSchema)
      .min(2)
      .superRefine((rows, ctx) => {
        rows.forEach((row, index) => {
          const previous = rows[index - 1];
          const last = index === rows.length - 1;
          if ((row.maxDepthMetres === null) !== last) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'maxDepthMetres'],
              message: 'only the last row is open-ended (null)',
            });
          }
          if (previous?.maxDepthMetres && row.maxDepthMetres !== null) {
            if (row.maxDepthMetres <= previous.maxDepthMetres) {
              ctx.addIssue({
                code: 'custom',
                path: [index, 'maxDepthMetres'],
                message: 'must be deeper than the row before',
              });
            }
          }
          if (previous && row.inches < previous.inches) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'inches'],
              message: 'a deeper room never gets a smaller display',
            });
          }
        });
      }),
  })
  .strict();

export type Facts = z.infer<typeof factsSchema>;

/** A row of the size guide: from `minDepth` (exclusive) to `maxDepth` metres, or beyond `minDepth`. */
export type RoomSizeRow = {
  minDepth?: number;
  maxDepth?: number;
  inches: number;
  plusSecondScreen: boolean;
};

/** Validates a facts file (exported for the tests). */
export function parseFacts(data: unknown, file = 'content/facts.json'): Facts {
  return parseOrThrow(factsSchema, data, file);
}

/** The shared facts file, validated once per process. */
export const getFacts = cache(() => parseFacts(rawFacts));

/**
 * The one rule for the display size a room needs, by its depth to the back row. The displays hub
 * and the buying guide both render it, so they cannot disagree.
 */
export function roomSizeGuide(facts: Facts = getFacts()): RoomSizeRow[] {
  return facts.roomSizes.map((row, index) => ({
    minDepth: facts.roomSizes[index - 1]?.maxDepthMetres ?? undefined,
    maxDepth: row.maxDepthMetres ?? undefined,
    inches: row.inches,
    plusSecondScreen: row.plusSecondScreen ?? false,
  }));
}

/** Height of a 16:9 picture of that diagonal, in centimetres, rounded. */
export function imageHeightCm(inches: number): number {
  return Math.round(((inches * 9) / Math.hypot(16, 9)) * 2.54);
}

/** Whether a display runs AI features, read from its own specification (`aiFeatures`). */
export function hasAi(display: Display): boolean {
  const value = display.specs.aiFeatures;
  return value !== undefined && localizeValue(value, 'en') !== 'No';
}

/** Whether a display's AI licence is an option bought apart (Taurus: «AI licence optional»). */
export function hasOptionalAiLicence(display: Display): boolean {
  const value = display.specs.aiFeatures;
  return value !== undefined && /\boptional\b/i.test(localizeValue(value, 'en'));
}

/** The displays whose AI is built in and ready: AI features with no optional licence. */
export function builtInAiDisplays(displays: Display[] = getDisplays()): Display[] {
  return displays.filter((display) => hasAi(display) && !hasOptionalAiLicence(display));
}

/**
 * The names of the displays with AI built in, joined for a sentence in `locale` ("IA"); a display
 * whose AI licence is optional is not among them, so the home page cannot call its AI built in.
 */
export function aiModelNames(locale: AppLocale, displays: Display[] = getDisplays()): string {
  const names = builtInAiDisplays(displays)
    .map((display) => display.shortName)
    .sort((a, b) => a.length - b.length || a.localeCompare(b));
  return new Intl.ListFormat(localeInfo[locale].tag, { type: 'conjunction' }).format(names);
}

/**
 * Every language support answers in, somewhere, from the country table; the reader's first.
 * The support hub states this list, so it cannot contradict the table; "" while the table names
 * none (the languages wait to be confirmed).
 */
export function supportLanguages(
  locale: AppLocale,
  countries: WarrantyCountry[] = getWarrantyCountries(),
): string {
  const served = new Set(countries.flatMap((country) => country.channel.languages));
  if (served.size === 0) return '';
  const codes = new Set([locale]);
  if (!served.has(locale)) codes.delete(locale);
  for (const code of served) codes.add(code);
  const tag = localeInfo[locale].tag;
  const names = new Intl.DisplayNames([tag], { type: 'language' });
  return new Intl.ListFormat(tag, { type: 'conjunction' }).format(
    [...codes].map((code) => names.of(code) ?? code),
  );
}

/** Features the printed guides mention that only some displays have, read from their data. */
const displayFeatures = {
  /** A dual-tip pen in the box. */
  dualTipModels: (display: Display) =>
    display.inTheBox.some((entry) => /dual-tip/i.test(entry.item.en)),
  /** Erasing with the palm (`writingTools`). */
  palmModels: (display: Display) =>
    /palm/i.test(localizeValue(display.specs.writingTools ?? '', 'en')),
  /** A USB-C video input: one cable for picture, touch and sound. */
  usbCModels: (display: Display) =>
    /USB-C/.test(localizeValue(display.specs.videoInputs ?? '', 'en')),
} as const;

export type DisplayFeature = keyof typeof displayFeatures;
export const displayFeatureNames = Object.keys(displayFeatures) as DisplayFeature[];

/** The displays with a feature, joined for a sentence in `locale` ("Taurus, IA y CYSE"). */
export function displaysWith(
  feature: DisplayFeature,
  locale: AppLocale,
  displays: Display[] = getDisplays(),
): string {
  const names = displays.filter(displayFeatures[feature]).map((display) => display.shortName);
  return new Intl.ListFormat(localeInfo[locale].tag, { type: 'conjunction' }).format(names);
}

/**
 * What comes in the box of every display, then what each model adds or has instead, from the
 * products' `inTheBox`: the printed guides list this, never a hand-written copy.
 */
export function displayBoxContents(locale: AppLocale, displays: Display[] = getDisplays()) {
  const line = (entry: Display['inTheBox'][number]) =>
    entry.quantity > 1 ? `${entry.quantity} × ${entry.item[locale]}` : entry.item[locale];
  const key = (entry: Display['inTheBox'][number]) => `${entry.quantity}:${entry.item.en}`;
  const everywhere = (entry: Display['inTheBox'][number]) =>
    displays.every((display) => display.inTheBox.some((other) => key(other) === key(entry)));
  return {
    common: (displays[0]?.inTheBox ?? []).filter(everywhere).map(line),
    byModel: displays.map((display) => ({
      name: display.shortName,
      items: display.inTheBox.filter((entry) => !everywhere(entry)).map(line),
    })),
  };
}
