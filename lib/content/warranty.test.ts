import { describe, expect, it } from 'vitest';

import rawCountries from '@/content/warranty-countries.json';
import rawTerms from '@/content/warranty-terms.json';

import {
  countriesByName,
  getWarrantyCountries,
  getWarrantyTerms,
  parseWarrantyCountries,
  parseWarrantyTerms,
} from './warranty';

const spain = rawCountries.find((country) => country.code === 'ES')!;
// The shape of confirmed opening hours; the file keeps them null until the company confirms them.
const hours = { days: 'mon-fri', from: '09:00', to: '18:00', timeZone: 'Europe/Madrid' };

describe('warranty content', () => {
  it('covers Spain, Portugal, Italy and France with both plans', () => {
    const countries = getWarrantyCountries();
    for (const code of ['ES', 'PT', 'IT', 'FR']) {
      expect(countries.find((country) => country.code === code)?.plans).toEqual([
        'care',
        'care-plus',
      ]);
    }
  });

  it('states the facts of the plans: five years, 15 days, on-site only with Care+', () => {
    const terms = getWarrantyTerms();
    expect(terms.durationYears).toBe(5);
    expect(terms.advanceReturnDays).toBe(15);
    const onSite = terms.services.filter((service) => service.id.startsWith('on-site'));
    expect(onSite.length).toBeGreaterThan(0);
    expect(onSite.every((service) => !service.care && service.carePlus)).toBe(true);
  });

  it('sorts countries by their name in the reader’s language', () => {
    const names = countriesByName(getWarrantyCountries(), 'en').map((country) => country.name);
    expect(names[0]).toBe('Andorra');
    expect(names).toContain('Germany');
    expect(countriesByName(getWarrantyCountries(), 'es').map((c) => c.name)).toContain('Alemania');
  });
});

describe('parseWarrantyCountries', () => {
  it('names the file and field of an unknown country or a repeated one', () => {
    expect(() => parseWarrantyCountries([{ ...spain, code: 'XX' }], 'content/c.json')).toThrow(
      'content/c.json: 0.code: is not a known country',
    );
    expect(() => parseWarrantyCountries([spain, spain])).toThrow('1.code: is listed twice');
  });

  it('names who visits only where Care+ is sold, and accepts it unconfirmed', () => {
    expect(parseWarrantyCountries([{ ...spain, onSiteBy: '' }])[0]!.onSiteBy).toBe('');
    expect(parseWarrantyCountries([{ ...spain, onSiteBy: 'partner' }])[0]!.onSiteBy).toBe(
      'partner',
    );
    expect(() =>
      parseWarrantyCountries([{ ...spain, plans: ['care'], onSiteBy: 'partner' }]),
    ).toThrow('0.onSiteBy: must be empty where Care+ is not sold');
  });

  it('accepts the advance-replacement delay and the languages unconfirmed, and checks them once set', () => {
    expect(parseWarrantyCountries([{ ...spain, advanceReplacementDays: null }])).toHaveLength(1);
    expect(parseWarrantyCountries([{ ...spain, advanceReplacementDays: 3 }])[0]).toMatchObject({
      advanceReplacementDays: 3,
    });
    expect(() => parseWarrantyCountries([{ ...spain, advanceReplacementDays: 0 }])).toThrow(
      '0.advanceReplacementDays',
    );
    const languages = (codes: string[]) => [
      { ...spain, channel: { ...spain.channel, languages: codes } },
    ];
    expect(parseWarrantyCountries(languages([]))[0]!.channel.languages).toEqual([]);
    expect(() => parseWarrantyCountries(languages(['de']))).toThrow('0.channel.languages.0');
  });

  it('checks the service channel: email, hours and time zone, and keeps phones out', () => {
    const channel = (change: object) => [{ ...spain, channel: { ...spain.channel, ...change } }];
    expect(() => parseWarrantyCountries(channel({ email: 'soporte' }))).toThrow('0.channel.email');
    expect(parseWarrantyCountries(channel({ email: '', hours: null, kind: '' }))).toHaveLength(1);
    expect(parseWarrantyCountries(channel({ hours }))[0]!.channel.hours).toEqual(hours);
    // Phone numbers live in content/company.json, where they stay empty until confirmed.
    expect(() => parseWarrantyCountries(channel({ phone: '+34 910 000 000' }))).toThrow(
      '0.channel: Unrecognized key: "phone"',
    );
    expect(() => parseWarrantyCountries(channel({ hours: { ...hours, from: '19:00' } }))).toThrow(
      'must end after it starts',
    );
    expect(() =>
      parseWarrantyCountries(channel({ hours: { ...hours, timeZone: 'Mars/Base' } })),
    ).toThrow('is not an IANA time zone');
  });
});

describe('parseWarrantyTerms', () => {
  it('rejects a service in Care that Care+ lacks, and a missing translation', () => {
    const service = rawTerms.services[0]!;
    expect(() =>
      parseWarrantyTerms({ ...rawTerms, services: [{ ...service, carePlus: false }] }),
    ).toThrow('services.0.carePlus: Care+ includes everything in Care');
    expect(() =>
      parseWarrantyTerms({ ...rawTerms, exclusions: [{ ...rawTerms.exclusions[0], it: '' }] }),
    ).toThrow('content/warranty-terms.json: exclusions.0.it');
  });
});
