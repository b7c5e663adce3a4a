import { describe, expect, it } from 'vitest';

import { frontmatterSchema, sharedFields, translatedFields } from './news';
import {
  changedTexts,
  fingerprint,
  jsonSourceFingerprint,
  jsonSourceTexts,
  localizedEntries,
  missingTexts,
  normalizeText,
  sourceFingerprintPattern,
  stampFrontmatter,
} from './source-fingerprint';

describe('fingerprint', () => {
  const article = (title: string, body: string) =>
    fingerprint([
      ['title', title],
      ['tags', ['aula', 'pantallas']],
      ['body', body],
    ]);

  it('is 12 hex characters and the same for the same text', () => {
    const value = article('Qué es EdTech', 'Un párrafo.\n\n## Sección\n\nOtro.');
    expect(value).toMatch(sourceFingerprintPattern);
    expect(article('Qué es EdTech', 'Un párrafo.\n\n## Sección\n\nOtro.')).toBe(value);
  });

  it('ignores changes of whitespace only: re-wrapped lines, blank lines, trailing spaces', () => {
    const value = article('Qué es EdTech', 'Un párrafo largo.\n\n## Sección\n\nOtro.');
    expect(article(' Qué es  EdTech ', 'Un párrafo\nlargo.  \n\n\n## Sección\r\n\r\nOtro.\n')).toBe(
      value,
    );
  });

  it('ignores how an accented letter is encoded (composed or not)', () => {
    expect(article('Qué es EdTech', 'x')).toBe(article('Que\u0301 es EdTech', 'x'));
  });

  it('changes with a word, a punctuation mark, a tag or a field moved to another part', () => {
    const value = article('Qué es EdTech', 'Un párrafo.');
    expect(article('Qué es EdTech', 'Un párrafo!')).not.toBe(value);
    expect(article('Qué es la EdTech', 'Un párrafo.')).not.toBe(value);
    expect(
      fingerprint([
        ['title', 'Qué es EdTech'],
        ['tags', ['aula']],
        ['body', 'Un párrafo.'],
      ]),
    ).not.toBe(value);
    expect(
      fingerprint([
        ['description', 'Qué es EdTech'],
        ['body', 'Un párrafo.'],
      ]),
    ).not.toBe(
      fingerprint([
        ['title', 'Qué es EdTech'],
        ['body', 'Un párrafo.'],
      ]),
    );
  });

  it('normalizes text the way a reader sees it', () => {
    expect(normalizeText('  a\n\tb   c \n')).toBe('a b c');
  });
});

describe('the article frontmatter', () => {
  // Written by content:status, never part of what is translated.
  const untranslated = ['sourceFingerprint'];

  it('classifies every field as translated, shared, or not part of a translation', () => {
    expect(
      [...translatedFields, ...sharedFields, ...untranslated].sort((a, b) => a.localeCompare(b)),
    ).toEqual(Object.keys(frontmatterSchema.shape).sort((a, b) => a.localeCompare(b)));
  });

  const base = {
    title: 'Un título de prueba',
    description: 'Una descripción de prueba que tiene más de cincuenta caracteres en total.',
    date: '2024-05-20',
    author: 'Redacción Synetech',
    category: 'edtech',
    tags: ['aula'],
    cover: '/images/news/x.svg',
    coverAlt: 'Una ilustración de prueba',
  };

  it('accepts a fingerprint and rejects anything else in its place', () => {
    expect(
      frontmatterSchema.safeParse({ ...base, sourceFingerprint: 'd4bd69106d61' }).success,
    ).toBe(true);
    const wrong = frontmatterSchema.safeParse({ ...base, sourceFingerprint: 'yesterday' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.path).toEqual(['sourceFingerprint']);
  });
});

describe('JSON data files', () => {
  const data = [
    {
      id: 'edsuite',
      name: 'EdSuite',
      tagline: {
        es: 'De serie',
        en: 'As standard',
        it: 'Di serie',
        pt: 'De série',
        fr: 'De série',
      },
      features: [{ title: { es: 'Pizarra', en: 'Whiteboard', it: '', pt: 'Quadro' } }],
    },
  ];

  it('finds every localized text with its path, in order', () => {
    expect(localizedEntries(data).map((entry) => entry.path)).toEqual([
      '0.tagline',
      '0.features.0.title',
    ]);
  });

  it('lists the texts a language lacks or leaves blank', () => {
    const entries = localizedEntries(data);
    expect(missingTexts(entries, 'en')).toEqual([]);
    expect(missingTexts(entries, 'it')).toEqual(['0.features.0.title']);
    expect(missingTexts(entries, 'fr')).toEqual(['0.features.0.title']);
  });

  it('fingerprints the Spanish side only', () => {
    const value = jsonSourceFingerprint(localizedEntries(data));
    const translated = structuredClone(data);
    translated[0]!.tagline.en = 'Included';
    expect(jsonSourceFingerprint(localizedEntries(translated))).toBe(value);
    const revised = structuredClone(data);
    revised[0]!.tagline.es = 'Incluido';
    expect(jsonSourceFingerprint(localizedEntries(revised))).not.toBe(value);
    const spaced = structuredClone(data);
    spaced[0]!.tagline.es = ' De  serie ';
    expect(jsonSourceFingerprint(localizedEntries(spaced))).toBe(value);
  });
});

describe('text by text', () => {
  const entries = (tagline: string, extra = false) =>
    localizedEntries({
      tagline: { es: tagline, en: 'x' },
      summary: { es: 'Cuatro aplicaciones.', en: 'y' },
      ...(extra ? { note: { es: 'Nueva nota.', en: '' } } : {}),
    });

  it('names the Spanish texts that changed or are new, and nothing for whitespace', () => {
    const before = jsonSourceTexts(entries('De serie'));
    expect(Object.keys(before)).toEqual(['tagline', 'summary']);
    expect(Object.values(before).every((hash) => /^[0-9a-f]{8}$/.test(hash))).toBe(true);
    expect(changedTexts(before, jsonSourceTexts(entries(' De  serie')))).toEqual([]);
    expect(changedTexts(before, jsonSourceTexts(entries('Incluido')))).toEqual(['tagline']);
    expect(changedTexts(before, jsonSourceTexts(entries('De serie', true)))).toEqual(['note']);
  });
});

describe('stampFrontmatter', () => {
  const article = '---\ntitle: "Title"\ndraft: false\n---\n\nBody with --- inside.\n';

  it('adds the line at the end of the block and changes nothing else', () => {
    expect(stampFrontmatter(article, 'aaaaaaaaaaaa')).toBe(
      '---\ntitle: "Title"\ndraft: false\nsourceFingerprint: "aaaaaaaaaaaa"\n---\n\nBody with --- inside.\n',
    );
  });

  it('replaces the value when the line is there, and is idempotent', () => {
    const once = stampFrontmatter(article, 'aaaaaaaaaaaa');
    const twice = stampFrontmatter(once, 'bbbbbbbbbbbb');
    expect(twice).toBe(once.replace('aaaaaaaaaaaa', 'bbbbbbbbbbbb'));
    expect(stampFrontmatter(twice, 'bbbbbbbbbbbb')).toBe(twice);
  });

  it('keeps the file’s quotes and line endings', () => {
    expect(
      stampFrontmatter("---\r\nupdated: '2026-11-01'\r\n---\r\n\r\nText", 'cccccccccccc'),
    ).toBe("---\r\nupdated: '2026-11-01'\r\nsourceFingerprint: 'cccccccccccc'\r\n---\r\n\r\nText");
  });

  it('gives a file without frontmatter a block', () => {
    expect(stampFrontmatter('## Heading\n', 'dddddddddddd')).toBe(
      '---\nsourceFingerprint: "dddddddddddd"\n---\n\n## Heading\n',
    );
  });

  it('refuses a value that is not a fingerprint', () => {
    expect(() => stampFrontmatter(article, 'nope')).toThrow(/not a fingerprint/);
  });
});
