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

const microphoneWords = '(?:micr[oó]fon[oi]s?|microfones?|microphones?|microfoni)';
const touchPointWords =
  '(?:puntos\\s+táctiles|touch\\s+points|punti\\s+di\\s+tocco|pontos\\s+de\\s+toque|points\\s+de\\s+contact)';

/** "cuarenta puntos táctiles", "fifty touch points": the tens the specifications use, by language. */
const tensWords: Record<AppLocale, string[]> = {
  es: ['veinte', 'treinta', 'cuarenta', 'cincuenta'],
  en: ['twenty', 'thirty', 'forty', 'fifty'],
  it: ['venti', 'trenta', 'quaranta', 'cinquanta'],
  pt: ['vinte', 'trinta', 'quarenta', 'cinquenta'],
  fr: ['vingt', 'trente', 'quarante', 'cinquante'],
};

/** The number a word or figure says ("ocho" 8, "forty" 40, "50" 50), in `locale`. */
function numberSaid(said: string, locale: AppLocale): number {
  if (/^\d+$/.test(said)) return Number(said);
  const tens = tensWords[locale].indexOf(said);
  return tens >= 0 ? (tens + 2) * 10 : numberWords[locale].indexOf(said) + 1;
}

/** How each display's name is written in running text (the IA's short name is also «AI» in four languages). */
const modelMentions: Record<string, RegExp> = {
  taurus: /\bTaurus\b/u,
  ia: /Synetech IA\b|educacion\/ia\b/u,
  cyse: /\bCYSE\b/u,
  'piscis-infinity-a1': /\bPiscis\b/u,
};

/** The number a display's specification states ("8-microphone array", "40 points"). */
function specCount(spec: unknown): number | undefined {
  const text = typeof spec === 'string' ? spec : (spec as Record<string, string> | undefined)?.en;
  const figure = text ? /\d+/.exec(text) : null;
  return figure ? Number(figure[0]) : undefined;
}

/**
 * Every "N <unit>" a text states, with the displays it names: in the line or the four before it (a
 * list under "the Taurus has…"), the fields around it in a data file, or the product a product file
 * describes.
 */
function statedFigures(lines: TextLine[], unitWords: string) {
  const found: Array<TextLine & { count: number; said: string; models: string[] }> = [];
  lines.forEach((entry, index) => {
    const words = [...numberWords[entry.locale].slice(1), ...tensWords[entry.locale]];
    const pattern = new RegExp(
      `(?<![\\p{L}\\d])(\\d{1,3}|${words.join('|')})[\\s\\u00a0-]+${unitWords}(?!\\p{L})`,
      'giu',
    );
    for (const match of entry.text.matchAll(pattern)) {
      // A data file names the part's or product's model in the fields around the figure.
      const after = entry.file.startsWith('content/') && entry.file.endsWith('.json') ? 9 : 1;
      const context = lines
        .slice(Math.max(0, index - 4), index + after)
        .filter((other) => other.file === entry.file)
        .map((other) => other.text)
        .join('\n');
      const ownProduct = /^content\/products\/([a-z0-9-]+)\.json$/.exec(entry.file)?.[1];
      const models = Object.keys(modelMentions).filter(
        (id) => id === ownProduct || modelMentions[id]!.test(context),
      );
      const count = numberSaid(match[1]!.toLowerCase(), entry.locale);
      found.push({ ...entry, count, said: match[0], models });
    }
  });
  return found;
}

/** Every "eight microphones" a text states, with the displays named around it. "A microphone" states no number. */
export const statedMicrophones = (lines: TextLine[]) => statedFigures(lines, microphoneWords);

/** Every "50 touch points" a text states, with the displays named around it. */
export const statedTouchPoints = (lines: TextLine[]) => statedFigures(lines, touchPointWords);

/**
 * Every stated figure that no display named around it has in its specification: the number of
 * microphones or of touch points differs by model, so a text that gives one must name the model.
 */
function figureProblems(
  stated: ReturnType<typeof statedFigures>,
  field: 'microphones' | 'touchPoints',
): ContentProblem[] {
  const figures = new Map<string, number | undefined>(
    getDisplays().map((display) => [display.id, specCount(display.specs[field])]),
  );
  const counts = [...figures].map(([id, count]) => `${id} ${count}`).join(', ');
  return stated
    .filter((entry) => !entry.models.some((id) => figures.get(id) === entry.count))
    .map((entry) => ({
      file: entry.file,
      line: entry.line,
      field,
      message: entry.models.length
        ? `«${entry.said}»: ${entry.models.join(', ')} ${entry.models.length > 1 ? 'have' : 'has'} another number (products/*.json specs.${field}: ${counts})`
        : `«${entry.said}» names no display, and the number differs by model (products/*.json specs.${field}: ${counts}): name the model`,
    }));
}

/** Every stated number of microphones that no display named around it has (products/*.json). */
export const microphoneProblems = (lines: TextLine[]) =>
  figureProblems(statedMicrophones(lines), 'microphones');

/** Every stated number of touch points that no display named around it has (products/*.json). */
export const touchPointProblems = (lines: TextLine[]) =>
  figureProblems(statedTouchPoints(lines), 'touchPoints');

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
    problems.push(...microphoneProblems(lines), ...touchPointProblems(lines));
    return problems;
  },
};
