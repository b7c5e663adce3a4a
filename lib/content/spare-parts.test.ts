import { describe, expect, it } from 'vitest';

import raw from '@/content/spare-parts.json';

import { getProduct } from './products';
import {
  partModelIds,
  partModels,
  getSparePartByHash,
  getSparePartByToken,
  getSpareParts,
  groupCatalogue,
  modelNames,
  parseSpareParts,
  relatedParts,
} from './spare-parts';

const valid = raw[0]!;

function withChange(change: Record<string, unknown>) {
  return [{ ...valid, ...change }];
}

describe('spare parts content', () => {
  it('holds at least 30 valid parts across the models', () => {
    const parts = getSpareParts();
    expect(parts.length).toBeGreaterThanOrEqual(30);
    const models = new Set(parts.flatMap((part) => part.models));
    expect([...models].sort()).toEqual(
      ['cyse', 'ia', 'piscis-infinity-a1', 'shinelink-plus', 'taurus'].sort(),
    );
  });

  it('knows each model by the sizes its product page sells', () => {
    for (const id of partModelIds) {
      expect(partModels[id].sizes, id).toEqual(getProduct(id).sizes.map((size) => size.diagonal));
    }
  });

  it('keeps the hash and label token of the parts already printed', () => {
    const printed = {
      'SY-PEN-P2': ['90cb17a6', 'NUFGF9'],
      'SY-RC-IR4': ['cc97024b', '6JK8SL'],
      'SY-OPS-I5P': ['4ff49d93', 'TWZFLW'],
      'SY-PSU-T75': ['75a04a43', 'ZF4EVZ'],
      'SY-STD-SY35': ['e6131e39', 'DCNPM9'],
      'SY-DGL-WS1': ['61d10d16', 'WMUR36'],
      'SY-LED-M320': ['066e0fd0', 'EC99KL'],
      'SY-LED-RCV5': ['e0b0ba45', 'DBJHWL'],
    };
    for (const [partNumber, [hash, token]] of Object.entries(printed)) {
      const part = getSpareParts().find((candidate) => candidate.partNumber === partNumber);
      expect(part, partNumber).toMatchObject({ hash, token });
    }
  });

  it('finds a part by its URL hash and by the token printed on its label', () => {
    expect(getSparePartByToken('NUFGF9')?.partNumber).toBe('SY-PEN-P2');
    expect(getSparePartByHash('90cb17a6')?.partNumber).toBe('SY-PEN-P2');
    expect(getSparePartByToken('nufgf9')).toBeUndefined();
    expect(getSparePartByHash('00000000')).toBeUndefined();
  });
});

describe('parseSpareParts', () => {
  it('names the file and the field of a malformed hash or token', () => {
    expect(() => parseSpareParts(withChange({ hash: 'XYZ' }), 'content/x.json')).toThrow(
      'content/x.json: 0.hash: must be 8 lowercase hexadecimal characters',
    );
    expect(() => parseSpareParts(withChange({ token: 'abc123' }))).toThrow(
      'content/spare-parts.json: 0.token: must be 6 characters',
    );
  });

  it('rejects an unknown model and a size the model is not sold in', () => {
    expect(() => parseSpareParts(withChange({ models: ['gemini'] }))).toThrow('0.models.0');
    expect(() => parseSpareParts(withChange({ models: ['taurus'], sizes: [55] }))).toThrow(
      '0.sizes.0: 55" is not a size of taurus',
    );
  });

  it('rejects a missing translation and unknown fields', () => {
    const name = { ...valid.name, fr: '' };
    expect(() => parseSpareParts(withChange({ name }))).toThrow('0.name.fr');
    expect(() => parseSpareParts(withChange({ colour: 'black' }))).toThrow('colour');
  });

  it('rejects a second part with the same hash, token or part number', () => {
    const copy = { ...valid, partNumber: 'SY-OTHER-1' };
    expect(() => parseSpareParts([valid, copy])).toThrow('1.hash: duplicates entry 0');
    expect(() => parseSpareParts([valid, { ...copy, hash: 'aaaaaaaa' }])).toThrow(
      '1.token: duplicates entry 0',
    );
  });
});

describe('groupCatalogue', () => {
  const groups = groupCatalogue(getSpareParts());

  it('lists the parts common to the interactive range first, then each model', () => {
    expect(groups.map((group) => group.key)).toEqual([
      'range',
      'taurus',
      'ia',
      'cyse',
      'piscis-infinity-a1',
      'shinelink-plus',
    ]);
    const range = groups[0]!.categories.flatMap((entry) => entry.parts);
    expect(range.map((part) => part.partNumber)).toContain('SY-PEN-P2');
    expect(range.every((part) => part.models.length === 4)).toBe(true);
  });

  it('shows every part of the catalogue exactly once when it fits one model or all', () => {
    const listed = groups.flatMap((group) =>
      group.categories.flatMap((entry) => entry.parts.map((part) => part.hash)),
    );
    expect(listed.sort()).toEqual(
      getSpareParts()
        .map((part) => part.hash)
        .sort(),
    );
  });

  it('splits a group by category, in catalogue order, without empty categories', () => {
    const taurus = groups.find((group) => group.key === 'taurus')!;
    const categories = taurus.categories.map((entry) => entry.category);
    expect(categories).toEqual(['power', 'boards', 'audio']);
    expect(taurus.categories.every((entry) => entry.parts.length > 0)).toBe(true);
  });
});

describe('relatedParts and modelNames', () => {
  it('suggests other parts for the same models, same category first', () => {
    const psu = getSparePartByHash('75a04a43')!;
    const related = relatedParts(psu, getSpareParts());
    expect(related).toHaveLength(3);
    expect(related.map((part) => part.hash)).not.toContain(psu.hash);
    expect(related[0]!.category).toBe('power');
  });

  it('gives the brand names in catalogue order', () => {
    expect(modelNames({ models: ['piscis-infinity-a1', 'taurus'] })).toEqual([
      'Taurus',
      'Piscis Infinity A1',
    ]);
  });
});
