import { expect, it } from 'vitest';

import { getGlossary, glossaryProblems, type TextLine } from '@/lib/editorial/glossary';
import type { AppLocale } from '@/lib/i18n/locales';

export const glossary = getGlossary();

/** A line of an article (or of `file`), as the glossary check reads it. */
export const line = (
  locale: AppLocale,
  text: string,
  file = `content/news/x/${locale}.mdx`,
): TextLine => ({ file, line: 1, locale, text });

/** A line of a message catalogue (rules that skip the articles still read it). */
export const msg = (locale: AppLocale, text: string): TextLine =>
  line(locale, text, `messages/${locale}.json`);

/**
 * One test per wording that was on the site, each caught again by its rule, and one that the
 * corrected wording passes every rule.
 */
export function glossaryCases(
  regressions: Array<[rule: string, line: TextLine]>,
  clean: { title: string; lines: TextLine[] },
): void {
  it.each(regressions.map(([rule, text]) => [rule, text.text, text] as const))(
    '%s catches «%s»',
    (rule, _text, text) => {
      expect(glossaryProblems(glossary, [text]).map((problem) => problem.field)).toContain(rule);
    },
  );

  it(clean.title, () => {
    expect(glossaryProblems(glossary, clean.lines)).toEqual([]);
  });
}
