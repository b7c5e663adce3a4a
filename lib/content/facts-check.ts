import { locales, type AppLocale } from '@/lib/i18n/locales';

import { siteTextLines, type TextLine } from './glossary';
import { getDisplays } from './products';
import type { ContentProblem, ContentValidator } from './validation';
import { getWarrantyTerms } from './warranty';

/** "cinco años", "5 years", "cinque anni"…: the number words up to ten, by language. */
const numberWords: Record<AppLocale, string[]> = {
  es: ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'],
  en: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
  it: ['uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci'],
  pt: ['um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez'],
  fr: ['un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'],
};

const yearWords: Record<AppLocale, string> = {
  es: 'años',
  en: 'years?',
  it: 'anni',
  pt: 'anos',
  fr: 'ans',
};

/** Words of the warranty or the service that comes with a display. */
const serviceWords =
  /garant|garanz|synetech care|\bservic|\bservice|assistenza|serviço|\bcare\b|warranty|cobertura|coverage/iu;

/**
 * Every "N years" said of the warranty or the service, in any text of the site, with the number it
 * states. The warranty's duration is written once (warranty-terms.json); a text that states another
 * figure contradicts it.
 */
export function statedServiceYears(lines: TextLine[]) {
  const found: Array<TextLine & { years: number; said: string }> = [];
  for (const entry of lines) {
    const words = numberWords[entry.locale];
    const pattern = new RegExp(
      `(?<![\\p{L}\\d])(\\d{1,2}|${words.join('|')})[\\s\\u00a0-]+${yearWords[entry.locale]}(?!\\p{L})`,
      'giu',
    );
    for (const sentence of entry.text.split(/(?<=[.!?;])\s+/)) {
      for (const match of sentence.matchAll(pattern)) {
        // Said of the service when a service word stands within a few words of the figure.
        const near = sentence.slice(
          Math.max(0, match.index - 45),
          match.index + match[0].length + 45,
        );
        if (!serviceWords.test(near)) continue;
        const said = match[1]!.toLowerCase();
        const years = /^\d+$/.test(said) ? Number(said) : words.indexOf(said) + 1;
        found.push({ ...entry, years, said: match[0] });
      }
    }
  }
  return found;
}

/** The facts the content repeats, compared with the one file that states each. */
export const factsValidator: ContentValidator = {
  name: 'facts stated once',
  validate: () => {
    const problems: ContentProblem[] = [];
    const { durationYears } = getWarrantyTerms();
    for (const display of getDisplays()) {
      if (display.warrantyYears !== durationYears) {
        problems.push({
          file: `content/products/${display.id}.json`,
          field: 'warrantyYears',
          message: `is ${display.warrantyYears}, but warranty-terms.json gives ${durationYears} years for every display`,
        });
      }
    }
    const lines = siteTextLines().filter((line) => locales.includes(line.locale));
    for (const stated of statedServiceYears(lines)) {
      if (stated.years !== durationYears) {
        problems.push({
          file: stated.file,
          line: stated.line,
          field: 'warranty',
          message: `«${stated.said}»: the service lasts ${durationYears} years (warranty-terms.json)`,
        });
      }
    }
    return problems;
  },
};
