import { describe, expect, it } from 'vitest';

import raw from '@/content/audits.json';

import { auditsByYear, getAudits, localizeAudit, parseAudits } from './audits';

describe('audits content', () => {
  it('is valid and listed newest first', () => {
    const audits = getAudits();
    expect(audits.length).toBeGreaterThan(0);
    const years = audits.map((audit) => audit.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('groups audits by year, newest year first', () => {
    const grouped = auditsByYear(getAudits());
    expect(grouped[0]![0]).toBe(getAudits()[0]!.year);
    expect(grouped.flatMap(([, audits]) => audits)).toHaveLength(getAudits().length);
  });

  it('gives an audit’s texts in one language', () => {
    const audit = localizeAudit(getAudits()[0]!, 'pt');
    expect(audit.scope).toBe(raw[0]!.scope.pt);
  });
});

describe('parseAudits', () => {
  const first = raw[0]!;

  it('names the file and field of an invalid result or certifier', () => {
    expect(() => parseAudits([{ ...first, result: 'passed' }], 'content/a.json')).toThrow(
      'content/a.json: 0.result',
    );
    expect(() => parseAudits([{ ...first, certifier: '' }])).toThrow('0.certifier');
  });

  it('rejects a repeated id and audits out of order', () => {
    expect(() => parseAudits([first, first])).toThrow('1.id: is used twice');
    expect(() =>
      parseAudits([
        { ...first, year: 2020 },
        { ...first, id: 'other' },
      ]),
    ).toThrow('1.year: audits must be listed newest first');
  });
});
