import { describe, expect, it } from 'vitest';

import raw from '@/content/downloads.json';
import { locales } from '@/lib/i18n/locales';

import {
  formatFileSize,
  generatedPdfs,
  getDownloads,
  getDownloadsData,
  interactiveCollections,
  latestDownloads,
  ledCodes,
  parseDownloads,
  publicFileSize,
} from '.';
import { datasheetPath } from '../products';

const fakeSize = () => 123_456;

describe('downloads content', () => {
  it('gives every LED reference a manual, firmware notes, the configuration software and firmware', () => {
    for (const code of ledCodes) {
      const items = getDownloads(code, 'es', fakeSize);
      expect(
        items.map((item) => item.type),
        code,
      ).toEqual(['manual', 'release-notes', 'software', 'firmware']);
      expect(items.filter((item) => item.availability.kind === 'file')).toHaveLength(2);
    }
  });

  it('gives each interactive collection files with a version, a date, a size and a language', () => {
    for (const collection of interactiveCollections) {
      const items = getDownloads(collection, 'fr', fakeSize);
      expect(items.length, collection).toBeGreaterThanOrEqual(3);
      for (const item of items) {
        expect(item.version).toMatch(/^\d+(\.\d+)+$/);
        expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(item.availability.size).toBeGreaterThan(0);
        if (item.availability.kind === 'file') {
          expect(item.availability.language).toBe('fr');
          expect(item.availability.alternates.map((a) => a.locale)).toEqual([
            'es',
            'en',
            'it',
            'pt',
          ]);
        } else {
          expect(item.availability.how.length).toBeGreaterThan(40);
        }
      }
    }
  });

  it('links datasheets to the files the product generator writes', () => {
    const taurus = getDownloads('general', 'it', fakeSize).find(
      (item) => item.id === 'datasheet-taurus',
    );
    expect(taurus?.availability).toMatchObject({
      kind: 'file',
      href: '/downloads/datasheets/taurus-it.pdf',
    });
    expect(datasheetPath('shinelink-plus', 'pt')).toBe(
      '/downloads/datasheets/shinelink-plus-pt.pdf',
    );
  });

  it('plans one PDF per generated document and language, each at its own address', () => {
    const pdfs = generatedPdfs();
    const documentFiles = getDownloadsData().files.filter(
      (file) => file.source.kind === 'document',
    );
    expect(pdfs).toHaveLength((ledCodes.length * 2 + documentFiles.length) * locales.length);
    expect(new Set(pdfs.map((pdf) => pdf.href)).size).toBe(pdfs.length);
    expect(pdfs.every((pdf) => pdf.href.endsWith(`-${pdf.locale}.pdf`))).toBe(true);
  });

  it('lists the latest files once each, newest first', () => {
    const latest = latestDownloads('en', 5, fakeSize);
    expect(latest).toHaveLength(5);
    const dates = latest.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(latest.map((item) => item.id)).size).toBe(5);
  });

  it('fails loudly when a linked file was never generated', () => {
    expect(() => publicFileSize('/downloads/docs/missing-es.pdf', '/nonexistent')).toThrow(
      /does not exist .*npx tsx scripts\/build\/prebuild\.ts/,
    );
  });

  it('writes sizes in the reader’s language with binary units', () => {
    expect(formatFileSize(421_888, 'en-GB')).toBe('412 kB');
    expect(formatFileSize(2_453_667, 'es-ES')).toBe('2,3 MB');
    expect(formatFileSize(1_503_238_554, 'fr-FR')).toBe('1,4\u202fGo');
  });
});

describe('parseDownloads', () => {
  const led = raw.ledReferences[0]!;

  it('names the field of a missing LED reference or an unknown change', () => {
    expect(() => parseDownloads({ ...raw, ledReferences: raw.ledReferences.slice(1) })).toThrow(
      'content/downloads.json: ledReferences: 202331Q is missing',
    );
    const firmware = [{ ...led.firmware[0]!, changes: ['made-up'] }];
    expect(() =>
      parseDownloads({
        ...raw,
        ledReferences: [{ ...led, firmware }, ...raw.ledReferences.slice(1)],
      }),
    ).toThrow('ledReferences.0.firmware.0.changes.0: "made-up" is not a key of changes');
  });

  it('requires compatibility to be listed on both references', () => {
    const lonely = { ...led, compatibleWith: [...led.compatibleWith, 'A2306M1A'] };
    expect(() =>
      parseDownloads({ ...raw, ledReferences: [lonely, ...raw.ledReferences.slice(1)] }),
    ).toThrow('ledReferences.0.compatibleWith.4: A2306M1A must list 202331Q back');
  });

  it('rejects releases out of order, a bad version and a repeated file id', () => {
    const firmware = [...led.firmware].reverse();
    expect(() =>
      parseDownloads({
        ...raw,
        ledReferences: [{ ...led, firmware }, ...raw.ledReferences.slice(1)],
      }),
    ).toThrow('releases must be listed newest first');
    const file = raw.files[0]!;
    expect(() => parseDownloads({ ...raw, files: [{ ...file, version: 'latest' }] })).toThrow(
      'files.0.version: must be a version',
    );
    expect(() => parseDownloads({ ...raw, files: [...raw.files, file] })).toThrow(
      `files.${raw.files.length}.id: is used twice`,
    );
  });
});
