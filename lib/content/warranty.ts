import { cache } from 'react';
import { z } from 'zod';

import rawCountries from '@/content/warranty-countries.json';
import rawTerms from '@/content/warranty-terms.json';
import { locales, type AppLocale } from '@/lib/i18n/locales';

import { localizedText } from './localized';
import { parseOrThrow } from './validation';

export const warrantyPlans = ['care', 'care-plus'] as const;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time written HH:MM');

const countrySchema = z
  .object({
    code: z
      .string()
      .regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code')
      .refine(
        (code) => new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(code),
        'is not a known country',
      ),
    plans: z
      .array(z.enum(warrantyPlans))
      .min(1)
      .refine((plans) => plans.includes('care'), 'must include care, the standard plan'),
    /**
     * Who carries out Care+ on-site visits, our technicians or an authorised partner; "" until the
     * company confirms it (content/README.md, "Facts to confirm"), and always "" without Care+.
     */
    onSiteBy: z.enum(['', 'synetech', 'partner']),
    /**
     * Working days for an advance replacement unit to arrive: a deadline promise, so null (and not
     * shown) until the company confirms it (content/README.md, "Facts to confirm").
     */
    advanceReplacementDays: z.number().int().min(1).max(10).nullable(),
    channel: z
      .object({
        // Who answers, the address and the hours stay "" / null, and render nothing, until confirmed.
        kind: z.enum(['', 'synetech', 'partner']),
        email: z.union([z.literal(''), z.email()]),
        hours: z
          .object({
            days: z.enum(['mon-fri', 'mon-sat']),
            from: time,
            to: time,
            timeZone: z.string().refine((zone) => {
              try {
                new Intl.DateTimeFormat('en', { timeZone: zone });
                return true;
              } catch {
                return false;
              }
            }, 'is not an IANA time zone'),
          })
          .refine((hours) => hours.from < hours.to, { message: 'must end after it starts' })
          .nullable(),
        // The languages support answers in: empty, and not stated anywhere, until confirmed.
        languages: z.array(z.enum(locales)),
      })
      .strict(),
  })
  .strict()
  .superRefine((country, ctx) => {
    if (!country.plans.includes('care-plus') && country.onSiteBy) {
      ctx.addIssue({
        code: 'custom',
        path: ['onSiteBy'],
        message: 'must be empty where Care+ is not sold',
      });
    }
  });

const countriesFileSchema = z
  .array(countrySchema)
  .min(1)
  .superRefine((countries, ctx) => {
    const seen = new Set<string>();
    countries.forEach((country, index) => {
      if (seen.has(country.code)) {
        ctx.addIssue({ code: 'custom', path: [index, 'code'], message: 'is listed twice' });
      }
      seen.add(country.code);
    });
  });

const serviceSchema = z
  .object({
    id: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
    care: z.boolean(),
    carePlus: z.boolean(),
    name: localizedText,
    summary: localizedText,
  })
  .strict()
  .refine((service) => !service.care || service.carePlus, {
    message: 'Care+ includes everything in Care',
    path: ['carePlus'],
  });

const termsSchema = z
  .object({
    durationYears: z.number().int().positive(),
    advanceReturnDays: z.number().int().positive(),
    services: z.array(serviceSchema).min(1),
    exclusions: z.array(localizedText).min(1),
  })
  .strict();

export type WarrantyCountry = z.infer<typeof countrySchema>;

/** Validates a warranty countries file (exported for the validation tests). */
export function parseWarrantyCountries(
  data: unknown,
  file = 'content/warranty-countries.json',
): WarrantyCountry[] {
  return parseOrThrow(countriesFileSchema, data, file);
}

/** Validates the warranty terms file (exported for the validation tests). */
export function parseWarrantyTerms(data: unknown, file = 'content/warranty-terms.json') {
  return parseOrThrow(termsSchema, data, file);
}

/** The countries where the warranty is provided, validated once per process. */
export const getWarrantyCountries = cache(() => parseWarrantyCountries(rawCountries));

/** Plans, services and exclusions of the warranty. */
export const getWarrantyTerms = cache(() => parseWarrantyTerms(rawTerms));

/** The name of a time zone in a language ("hora de Europa central"), for opening hours. */
export function timeZoneName(timeZone: string, tag: string): string {
  return (
    new Intl.DateTimeFormat(tag, { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date(Date.UTC(2026, 0, 15)))
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}

/** The support line of the company's home country, the one the support hub shows. */
export const HOME_COUNTRY = 'ES';

/** Countries sorted by their name in `locale`, with that name. */
export function countriesByName(countries: WarrantyCountry[], locale: AppLocale) {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return countries
    .map((country) => ({ ...country, name: names.of(country.code) ?? country.code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
