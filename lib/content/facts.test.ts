import { describe, expect, it } from 'vitest';

import rawFacts from '@/content/facts.json';

import {
  aiModelNames,
  builtInAiDisplays,
  displayBoxContents,
  displaysWith,
  hasAi,
  imageHeightCm,
  parseFacts,
  roomSizeGuide,
  supportLanguages,
} from './facts';
import { getDisplays } from './products';
import { getWarrantyCountries } from './warranty';

describe('the room size guide', () => {
  it('runs from the smallest room to an open-ended last row, each row starting where the last ended', () => {
    const rows = roomSizeGuide();
    expect(rows[0]!.minDepth).toBeUndefined();
    expect(rows.at(-1)!.maxDepth).toBeUndefined();
    rows.slice(1).forEach((row, index) => expect(row.minDepth).toBe(rows[index]!.maxDepth));
  });

  it('recommends only sizes the displays are sold in', () => {
    const sold = new Set(getDisplays().flatMap((display) => display.sizes.map((s) => s.diagonal)));
    for (const row of roomSizeGuide()) expect(sold.has(row.inches), `${row.inches}"`).toBe(true);
  });

  it('rejects rows out of order and an open-ended row that is not the last', () => {
    const rows = rawFacts.roomSizes;
    expect(() => parseFacts({ roomSizes: [rows[1], rows[0], rows[3]] }, 'f.json')).toThrow(
      'f.json: roomSizes.1',
    );
    expect(() => parseFacts({ roomSizes: [rows[3], rows[0]] })).toThrow(
      'roomSizes.0.maxDepthMetres: only the last row is open-ended',
    );
  });

  it('gives the picture height of a 16:9 diagonal', () => {
    expect([65, 75, 86].map(imageHeightCm)).toEqual([81, 93, 107]);
  });
});

describe('facts read from the products', () => {
  it('names as AI models only displays whose specification lists AI features', () => {
    const withAi = getDisplays()
      .filter(hasAi)
      .map((display) => display.id);
    expect(withAi).toContain('ia');
    expect(withAi).not.toContain('cyse');
    expect(withAi).not.toContain('piscis-infinity-a1');
    expect(aiModelNames('es')).not.toMatch(/CYSE|Piscis/);
  });

  it('calls AI built in only where the licence is included: not Taurus, whose licence is optional', () => {
    expect(builtInAiDisplays().map((display) => display.id)).toEqual(['ia']);
    expect(aiModelNames('es')).toBe('IA');
    expect(aiModelNames('en')).not.toContain('Taurus');
  });

  it('promises palm erase, dual-tip pens and USB-C only on the models that have them', () => {
    expect(displaysWith('palmModels', 'en')).not.toContain('Piscis');
    expect(displaysWith('usbCModels', 'en')).not.toContain('Piscis');
    expect(displaysWith('dualTipModels', 'en')).not.toMatch(/CYSE|Piscis/);
  });

  it('lists the VESA bracket in every box and each model its own pens', () => {
    const box = displayBoxContents('en');
    expect(box.common.join(' ')).toContain('VESA');
    const piscis = box.byModel.find((model) => model.name === 'Piscis Infinity A1')!;
    expect(piscis.items.join(' ')).not.toMatch(/dual-tip/i);
  });

  it('tells each reader support answers in every language of the country table', () => {
    // Confirmed languages (the file keeps them empty until the company confirms them).
    const countries = getWarrantyCountries().map((country, index) => ({
      ...country,
      channel: {
        ...country.channel,
        languages: index ? ['fr' as const] : ['it' as const, 'en' as const],
      },
    }));
    expect(supportLanguages('it', countries)).toBe('italiano, inglese e francese');
    expect(supportLanguages('es', countries)).toBe('italiano, inglés y francés');
  });

  it('names no language while the country table names none', () => {
    expect(supportLanguages('en')).toBe('');
  });
});
