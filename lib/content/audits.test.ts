import { describe, expect, it } from 'vitest';

import raw from '@/content/audits.json';
import { locales } from '@/lib/i18n/locales';

import { auditsByYear, getAudits, getAuditTopics, localizeAudit, parseAudits } from './audits';

const audit = {
  id: 'iso14001-2026',
  year: 2026,
  standard: 'ISO 14001:2015',
  certifier: 'Example Certification Body',
  result: 'certified',
  scope: { es: 'Alcance', en: 'Scope', it: 'Ambito', pt: 'Âmbito', fr: 'Périmètre' },
  summary: { es: 'Resumen', en: 'Summary', it: 'Sintesi', pt: 'Resumo', fr: 'Synthèse' },
};
const file = (published: unknown[]) => ({ topics: raw.topics, published });

describe('audits content', () => {
  it('publishes no audit the company has not confirmed, and explains the topics in five languages', () => {
    expect(getAudits()).toEqual([]);
    for (const locale of locales) {
      const topics = getAuditTopics(locale);
      expect(topics.length, locale).toBeGreaterThanOrEqual(3);
      for (const topic of topics) expect(topic.body.trim(), locale).not.toBe('');
    }
    expect(getAuditTopics('en')[0]?.title).not.toBe(getAuditTopics('es')[0]?.title);
  });

  it('groups published audits by year, newest year first, in one language', () => {
    const published = parseAudits(
      file([audit, { ...audit, id: 'old', year: 2025 }, { ...audit, id: 'older', year: 2025 }]),
    ).published;
    expect(auditsByYear(published).map(([year, inYear]) => [year, inYear.length])).toEqual([
      [2026, 1],
      [2025, 2],
    ]);
    expect(localizeAudit(published[0]!, 'pt').scope).toBe('Âmbito');
  });
});

describe('parseAudits', () => {
  it('names the file and field of an invalid result or certifier', () => {
    expect(() => parseAudits(file([{ ...audit, result: 'passed' }]), 'content/a.json')).toThrow(
      'content/a.json: published.0.result',
    );
    expect(() => parseAudits(file([{ ...audit, certifier: '' }]))).toThrow('published.0.certifier');
  });

  it('rejects a repeated id and audits out of order', () => {
    expect(() => parseAudits(file([audit, audit]))).toThrow('published.1.id: is used twice');
    expect(() =>
      parseAudits(
        file([
          { ...audit, year: 2020 },
          { ...audit, id: 'other' },
        ]),
      ),
    ).toThrow('published.1.year: audits must be listed newest first');
  });
});
