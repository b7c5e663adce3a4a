import { cache } from 'react';
import { z } from 'zod';

import rawCompany from '@/content/company.json';

import { parseOrThrow } from './validation';

/**
 * A value the product team has not confirmed yet is written as "" and comes out as `undefined`, so
 * every page renders nothing for it instead of an invented number or name a visitor could act on.
 */
const pending = <T extends z.ZodType<string>>(filled: T) =>
  z.union([z.literal('').transform(() => undefined), filled]);

const phone = pending(
  z.string().regex(/^\+\d[\d ]{6,}$/, 'must be an international number, +CC …'),
);
const text = pending(z.string().trim().min(1));
const email = pending(z.email('must be an email address'));

const companySchema = z
  .object({
    legalEntity: z
      .object({
        /** Registered name with its company form, as in the commercial register. */
        legalName: text,
        /** Spanish tax number (NIF/CIF). */
        taxId: text,
        address: z
          .object({
            streetAddress: text,
            postalCode: text,
            addressLocality: text,
            addressCountry: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code'),
          })
          .strict(),
      })
      .strict(),
    phones: z
      .object({
        /** The switchboard shown in the footer, on the support hub and in the privacy policy. */
        main: phone,
        /** The support line of each country of `warranty-countries.json`. */
        byCountry: z.record(z.string().regex(/^[A-Z]{2}$/), phone),
      })
      .strict(),
    emails: z
      .object({
        /** Shown in the footer and the search engines' data; the contact form otherwise. */
        sales: email,
        /** Shown on the careers page beside the form. */
        careers: email,
        /** Shown on the support hub and beside the support pages' forms. */
        support: email,
        /** Shown in the privacy policy and the cookie settings; the contact form otherwise. */
        privacy: email,
      })
      .strict(),
    /** The reply time the contact pages promise, in working days; null promises nothing. */
    replyWorkingDays: z.number().int().min(1).max(10).nullable(),
    demo: z
      .object({
        /** Countries where the free demo can be given at the school (ISO codes); video elsewhere. */
        onSiteCountries: z.array(
          z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code'),
        ),
      })
      .strict(),
    /** For how many years the displays receive system updates; null states no term. */
    systemUpdatesYears: z.number().int().min(1).max(15).nullable(),
  })
  .strict();

type ParsedCompany = z.infer<typeof companySchema>;

export type PostalAddress = {
  streetAddress: string;
  postalCode: string;
  addressLocality: string;
  addressCountry: string;
};

/** The company's identity and phone lines; a field left empty in the file is `undefined`. */
export type Company = {
  legalName?: string;
  taxId?: string;
  /** Only when street, postal code and town are all filled in: half an address is not one. */
  address?: PostalAddress;
  phones: { main?: string; byCountry: Partial<Record<string, string>> };
  emails: { sales?: string; careers?: string; support?: string; privacy?: string };
  replyWorkingDays?: number;
  demo: { onSiteCountries: string[] };
  systemUpdatesYears?: number;
};

function toCompany({
  legalEntity,
  phones,
  emails,
  replyWorkingDays,
  demo,
  systemUpdatesYears,
}: ParsedCompany): Company {
  const { streetAddress, postalCode, addressLocality, addressCountry } = legalEntity.address;
  return {
    legalName: legalEntity.legalName,
    taxId: legalEntity.taxId,
    address:
      streetAddress && postalCode && addressLocality
        ? { streetAddress, postalCode, addressLocality, addressCountry }
        : undefined,
    phones: {
      main: phones.main,
      byCountry: Object.fromEntries(
        Object.entries(phones.byCountry).filter((entry): entry is [string, string] =>
          Boolean(entry[1]),
        ),
      ),
    },
    emails,
    replyWorkingDays: replyWorkingDays ?? undefined,
    demo,
    systemUpdatesYears: systemUpdatesYears ?? undefined,
  };
}

/** Validates a company file (exported for the tests). */
export function parseCompany(data: unknown, file = 'content/company.json'): Company {
  return toCompany(parseOrThrow(companySchema, data, file));
}

/** The company file, validated once per process. */
export const getCompany = cache(() => parseCompany(rawCompany));

/** The `tel:` link of a number written with spaces. */
export function telHref(number: string): string {
  return `tel:${number.replace(/\s+/g, '')}`;
}
