import { describe, expect, it } from 'vitest';

import rawCompany from '@/content/company.json';

import { parseCompany, telHref } from './company';
import { getWarrantyCountries } from './warranty';

const filled = {
  legalEntity: {
    legalName: 'Synetech Soluciones, S.L.',
    taxId: 'B00000000',
    address: {
      streetAddress: 'Calle Mayor 1',
      postalCode: '28013',
      addressLocality: 'Madrid',
      addressCountry: 'ES',
    },
  },
  phones: { main: '+34 900 000 000', byCountry: { ES: '+34 900 000 000', PT: '' } },
  emails: { sales: 'ventas@example.com', careers: '', support: 'ayuda@example.com', privacy: '' },
  replyWorkingDays: 2,
  demo: { onSiteCountries: ['ES', 'PT'] },
  systemUpdatesYears: 5,
};

describe('parseCompany', () => {
  it('turns every value left empty into nothing, so no page shows it', () => {
    const empty = parseCompany({
      ...filled,
      legalEntity: {
        legalName: '',
        taxId: '',
        address: { ...filled.legalEntity.address, streetAddress: '' },
      },
      phones: { main: '', byCountry: { ES: '' } },
      emails: { sales: '', careers: '', support: '', privacy: '' },
      replyWorkingDays: null,
      demo: { onSiteCountries: [] },
      systemUpdatesYears: null,
    });
    expect(empty).toEqual({
      legalName: undefined,
      taxId: undefined,
      address: undefined,
      phones: { main: undefined, byCountry: {} },
      emails: { sales: undefined, careers: undefined, support: undefined, privacy: undefined },
      replyWorkingDays: undefined,
      demo: { onSiteCountries: [] },
      systemUpdatesYears: undefined,
    });
  });

  it('keeps the values the product team filled in', () => {
    const company = parseCompany(filled);
    expect(company.legalName).toBe('Synetech Soluciones, S.L.');
    expect(company.address?.addressLocality).toBe('Madrid');
    expect(company.phones.byCountry).toEqual({ ES: '+34 900 000 000' });
    expect(company.emails.sales).toBe('ventas@example.com');
    expect(company.emails.support).toBe('ayuda@example.com');
    expect(company.replyWorkingDays).toBe(2);
    expect(company.demo).toEqual({ onSiteCountries: ['ES', 'PT'] });
    expect(company.systemUpdatesYears).toBe(5);
  });

  it('names the field of a number written without its country code', () => {
    expect(() =>
      parseCompany({ ...filled, phones: { main: '910 000 000', byCountry: {} } }, 'c.json'),
    ).toThrow('c.json: phones.main');
  });

  it('gives a phone line only to countries of the warranty table', () => {
    const countries = new Set(getWarrantyCountries().map((country) => country.code));
    expect(Object.keys(rawCompany.phones.byCountry).filter((code) => !countries.has(code))).toEqual(
      [],
    );
  });
});

describe('telHref', () => {
  it('drops the spaces of a number written for people', () => {
    expect(telHref('+34 900 000 000')).toBe('tel:+34900000000');
  });
});
