import { describe, expect, it } from 'vitest';

import { retention } from '@/config/retention';
import { contactTopics } from '@/lib/forms/options';
import { catalogues } from '@/lib/i18n/catalogues';
import { locales } from '@/lib/i18n/locales';

import { getPrivacyPolicy, parsePrivacyPolicy } from './privacy';

describe('privacy policy content', () => {
  it('exists in the five languages with the same sections and both data blocks', () => {
    const spanish = getPrivacyPolicy('es');
    expect(spanish.headings.length).toBeGreaterThanOrEqual(8);
    for (const locale of locales) {
      const policy = getPrivacyPolicy(locale);
      expect(policy.headings, locale).toHaveLength(spanish.headings.length);
      expect(policy.updated, locale).toBe(spanish.updated);
      expect(
        policy.segments
          .filter((segment) => segment.kind === 'slot')
          .map((s) => s.kind === 'slot' && s.name),
        locale,
      ).toEqual(['controller', 'cookies']);
    }
  });

  it('states the CV retention the careers form states, from the one figure the store enforces', () => {
    const months = String(retention.cvMonths);
    for (const locale of locales) {
      const text = getPrivacyPolicy(locale)
        .segments.map((segment) => (segment.kind === 'markdown' ? segment.source : ''))
        .join('\n');
      expect(text, locale).not.toContain('{cvMonths}');
      expect(text, locale).toMatch(new RegExp(`\\b${months}[\\s\\u00a0]`));
      expect(catalogues[locale].forms.careersPrivacyNote, locale).toContain('{months}');
    }
  });

  it('sends rights requests to the contact form’s privacy topic, by the label the form shows', () => {
    expect(contactTopics).toContain('privacy');
    for (const locale of locales) {
      const text = getPrivacyPolicy(locale)
        .segments.map((segment) => (segment.kind === 'markdown' ? segment.source : ''))
        .join('\n');
      const topics = catalogues[locale].forms.options.contactTopics;
      expect(text, locale).not.toContain('{privacyTopic}');
      // Twice: where the controller is named and under the rights.
      expect(text.split(topics.privacy).length - 1, locale).toBe(2);
      expect(text, locale).not.toContain(topics.other);
    }
  });

  it('reads which bullet is which purpose from the frontmatter', () => {
    expect(getPrivacyPolicy('en').purposes['demo-and-contact']).toBe('Demo and contact requests');
  });

  it('gives each heading the id rehype-slug will render', () => {
    expect(getPrivacyPolicy('en').headings[0]).toEqual({
      id: 'who-processes-your-data',
      text: 'Who processes your data',
    });
  });
});

describe('parsePrivacyPolicy', () => {
  const body = '## A\n\n[[controller]]\n\n## B\n\n[[cookies]]\n';

  it('names the file when the date is missing or malformed', () => {
    expect(() => parsePrivacyPolicy(body, 'content/privacy/xx.md')).toThrow(
      'content/privacy/xx.md: updated',
    );
    expect(() => parsePrivacyPolicy(`---\nupdated: '1 May'\n---\n${body}`, 'p.md')).toThrow(
      'p.md: updated: must be a date written YYYY-MM-DD',
    );
    expect(() => parsePrivacyPolicy(`---\nupdated: '2026-02-30'\n---\n${body}`, 'p.md')).toThrow(
      'p.md: updated: is not a real date',
    );
  });

  it('requires each data block exactly once and rejects unknown ones', () => {
    const head = "---\nupdated: '2026-01-01'\n---\n";
    expect(() => parsePrivacyPolicy(`${head}## A\n\n[[controller]]\n`, 'p.md')).toThrow(
      '[[cookies]] must appear once (found 0)',
    );
    expect(() => parsePrivacyPolicy(`${head}${body}\n[[map]]\n`, 'p.md')).toThrow(
      '[[map]] is not one of controller, cookies',
    );
    expect(parsePrivacyPolicy(`${head}${body}`, 'p.md').segments).toHaveLength(4);
  });

  it('requires each declared purpose and period to label a bullet of its kind', () => {
    const text = `${body}\n- **Demo requests.** Your name.\n\n- Demo requests: two years.\n`;
    const declared = (purpose: string, period: string) =>
      `---\nupdated: '2026-01-01'\npurposes:\n  demo: '${purpose}'\nperiods:\n  enquiries: '${period}'\n---\n${text}`;
    expect(parsePrivacyPolicy(declared('Demo requests', 'Demo requests'), 'p.md')).toMatchObject({
      purposes: { demo: 'Demo requests' },
      periods: { enquiries: 'Demo requests' },
    });
    expect(() => parsePrivacyPolicy(declared('Demos', 'Demo requests'), 'p.md')).toThrow(
      'p.md: purposes.demo: no bullet of the text starts "- **Demos.**"',
    );
    expect(() => parsePrivacyPolicy(declared('Demo requests', 'Your name'), 'p.md')).toThrow(
      'p.md: periods.enquiries: no line of the retention list starts "- Your name:"',
    );
  });
});
