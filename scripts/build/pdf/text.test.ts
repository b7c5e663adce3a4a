import { describe, expect, it } from 'vitest';

import { siteConfig } from '@/config/site';

import {
  checkPrintable,
  languageName,
  pdfFormatter,
  pdfTranslator,
  printedPageUrl,
  printedUrl,
} from './text';

describe('printed addresses', () => {
  const host = printedUrl(siteConfig.url);

  it('print the site without its scheme', () => {
    expect(printedUrl('https://synetechworld.com')).toBe('synetechworld.com');
    expect(printedUrl('http://localhost:3000/en')).toBe('localhost:3000/en');
    expect(host).not.toMatch(/^https?:/);
  });

  it('print a page at its address in the document language, Spanish without a prefix', () => {
    expect(printedPageUrl('es', '/soporte/asistencia-tecnica')).toBe(
      `${host}/soporte/asistencia-tecnica`,
    );
    expect(printedPageUrl('fr', '/soporte/asistencia-tecnica')).toBe(
      `${host}/fr/soporte/asistencia-tecnica`,
    );
    // The English slugs the site translates are printed translated too.
    expect(printedPageUrl('en', '/recambios')).toBe(`${host}/en/spare-parts`);
  });
});

describe('pdfTranslator', () => {
  it("fills a message's placeholders in the requested language", () => {
    expect(pdfTranslator('en')('product.datasheetGenerated', { date: '1 May 2026' })).toBe(
      'Generated on 1 May 2026',
    );
    expect(pdfTranslator('es')('product.datasheetTitle')).not.toBe(
      pdfTranslator('en')('product.datasheetTitle'),
    );
  });

  it('fails instead of printing a missing message', () => {
    const t = pdfTranslator('it') as unknown as (key: string) => string;
    expect(() => t('product.noSuchMessage')).toThrow(/product\.noSuchMessage/);
  });
});

describe('pdfFormatter', () => {
  it("writes calendar days and numbers as the locale's region does", () => {
    expect(pdfFormatter('en').date('2026-06-12')).toBe('12 June 2026');
    expect(pdfFormatter('fr').date('2026-06-12')).toBe('12 juin 2026');
    expect(pdfFormatter('es').number(1.5)).toBe('1,5');
    expect(pdfFormatter('en').number(1.5)).toBe('1.5');
  });

  it('reads a moment in UTC, so the printed day does not depend on the machine', () => {
    expect(pdfFormatter('en').date(new Date('2026-06-12T23:30:00Z'))).toBe('12 June 2026');
  });
});

describe('languageName', () => {
  it("names each language in itself, capitalized as a field's first word", () => {
    expect(languageName('fr')).toBe('Français');
    expect(languageName('pt')).toBe('Português');
    expect(languageName('es')).toBe('Español');
  });
});

describe('checkPrintable', () => {
  it('refuses text the embedded font cannot print, naming where it came from', () => {
    expect(checkPrintable('400 cd/m² · ±1 mm · cœurs', 'ok')).toBe('400 cd/m² · ±1 mm · cœurs');
    expect(() => checkPrintable('≥ 50 000 h', 'taurus (fr) specs.panelLife')).toThrow(
      'taurus (fr) specs.panelLife has characters the PDF font lacks: ≥',
    );
  });
});
