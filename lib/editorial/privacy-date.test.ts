import { describe, expect, it } from 'vitest';

import { policyTextFingerprint, privacyDateProblems, stampPolicy } from './privacy-date';

const policy = (body: string, frontmatter = "updated: '2026-11-01'") =>
  `---\n${frontmatter}\n---\n\n## Quién trata tus datos\n\n${body}\n`;

describe('privacy policy date', () => {
  it('passes while the text is the one the date was stamped on', () => {
    const source = stampPolicy(policy('Texto del 1 de noviembre.'), 'es', '2026-11-01');
    expect(privacyDateProblems([{ file: 'es.md', locale: 'es', source }])).toEqual([]);
  });

  it('fails when the text changed and the date did not, naming the command that dates it', () => {
    const dated = stampPolicy(policy('Texto del 1 de noviembre.'), 'es', '2026-11-01');
    const edited = dated.replace('Texto del 1 de noviembre.', 'Un párrafo nuevo sobre analítica.');
    expect(privacyDateProblems([{ file: 'es.md', locale: 'es', source: edited }])).toEqual([
      {
        file: 'es.md',
        field: 'updated',
        message:
          'the text changed since it was dated 2026-11-01: once the change is final, date it with npm run content:privacy-stamp',
      },
    ]);
    const restamped = stampPolicy(edited, 'es', '2026-11-28');
    expect(restamped).toContain("updated: '2026-11-28'");
    expect(privacyDateProblems([{ file: 'es.md', locale: 'es', source: restamped }])).toEqual([]);
  });

  it('fails when a language records no fingerprint', () => {
    const [problem] = privacyDateProblems([{ file: 'fr.md', locale: 'fr', source: policy('x') }]);
    expect(problem?.field).toBe('updatedFingerprint');
  });

  it('ignores whitespace and the frontmatter, but not a changed word', () => {
    const one = policyTextFingerprint(policy('Dos  años.'), 'es');
    expect(policyTextFingerprint(policy('Dos años.', "updated: '2027-01-01'"), 'es')).toBe(one);
    expect(policyTextFingerprint(policy('Tres años.'), 'es')).not.toBe(one);
  });

  it('stamps only the two fields, leaving the rest of the file byte for byte', () => {
    const source = policy('Texto.', "updated: '2026-11-01'\nsourceFingerprint: 'b34823b1351e'");
    const stamped = stampPolicy(source, 'en', '2026-11-28');
    expect(stamped.split('\n').slice(0, 5)).toEqual([
      '---',
      "updated: '2026-11-28'",
      "sourceFingerprint: 'b34823b1351e'",
      `updatedFingerprint: '${policyTextFingerprint(source, 'en')}'`,
      '---',
    ]);
    expect(stamped.slice(stamped.indexOf('## '))).toBe(source.slice(source.indexOf('## ')));
  });
});
