import { getDisplays, type DisplayId } from '@/lib/content/products';
import type { ContentProblem, ContentValidator } from '@/lib/content/validation';
import { getWarrantyTerms } from '@/lib/content/warranty';
import { locales, type AppLocale } from '@/lib/i18n/locales';

import { siteTextLines, type TextLine } from './glossary';

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
  '(?:puntos? (?:táctiles|de contacto)|touch points?|punti di (?:tocco|contatto)|pontos? de toque|points? de contact|points? tactiles)';

/** "forty touch points": the tens the specifications use, in words, by language. */
const tensWords: Record<AppLocale, Record<number, string>> = {
  es: { 20: 'veinte', 30: 'treinta', 40: 'cuarenta', 50: 'cincuenta' },
  en: { 20: 'twenty', 30: 'thirty', 40: 'forty', 50: 'fifty' },
  it: { 20: 'venti', 30: 'trenta', 40: 'quaranta', 50: 'cinquanta' },
  pt: { 20: 'vinte', 30: 'trinta', 40: 'quarenta', 50: 'cinquenta' },
  fr: { 20: 'vingt', 30: 'trente', 40: 'quarante', 50: 'cinquante' },
};

/**
 * How each display's name is written in running text (the IA's short name is also «AI» in four
 * languages), or the product card an article shows right under the sentence.
 */
const modelMentions: Record<DisplayId, RegExp> = {
  taurus: /\bTaurus\b|product="taurus"/u,
  ia: /Synetech IA\b|educacion\/ia\b|product="ia"/u,
  cyse: /\bCYSE\b|product="cyse"/u,
  'piscis-infinity-a1': /\bPiscis\b|product="piscis-infinity-a1"/u,
};

/** The first number a display's specification states ("8-microphone array", "50 points"). */
function specFigure(spec: unknown): number | undefined {
  const text = typeof spec === 'string' ? spec : (spec as Record<string, string> | undefined)?.en;
  const figure = text ? /\d+/.exec(text) : null;
  return figure ? Number(figure[0]) : undefined;
}

type StatedFigure = TextLine & { count: number; said: string; models: string[] };

/**
 * Every "eight microphones" or "50 touch points" a text states, with the displays it names: in
 * the line, the four before it (a list under "the Taurus has…") or the product card right after
 * it, the fields around it in a data file, or the product a product file describes.
 */
function statedPerDisplay(lines: TextLine[], nouns: string): StatedFigure[] {
  const found: StatedFigure[] = [];
  lines.forEach((entry, index) => {
    const words = numberWords[entry.locale];
    const tens = tensWords[entry.locale];
    const pattern = new RegExp(
      `(?<![\\p{L}\\d])(\\d{1,2}|${[...words.slice(1), ...Object.values(tens)].join('|')})[\\s\\u00a0-]+${nouns}(?!\\p{L})`,
      'giu',
    );
    for (const match of entry.text.matchAll(pattern)) {
      // A data file names the part's or product's model in the fields around the figure.
      const after = entry.file.startsWith('content/') && entry.file.endsWith('.json') ? 9 : 3;
      const context = lines
        .slice(Math.max(0, index - 4), index + after)
        .filter((other) => other.file === entry.file)
        .map((other) => other.text)
        .join('\n');
      const ownProduct = /^content\/products\/([a-z0-9-]+)\.json$/.exec(entry.file)?.[1];
      const models = Object.keys(modelMentions).filter(
        (id) => id === ownProduct || modelMentions[id as DisplayId].test(context),
      );
      const said = match[1]!.toLowerCase();
      const tensValue = Object.entries(tens).find(([, word]) => word === said)?.[0];
      const count = /^\d+$/.test(said)
        ? Number(said)
        : tensValue
          ? Number(tensValue)
          : words.indexOf(said) + 1;
      found.push({ ...entry, count, said: match[0], models });
    }
  });
  return found;
}

/** Every "eight microphones" a text states, with the displays named around it. */
export function statedMicrophones(lines: TextLine[]) {
  return statedPerDisplay(lines, microphoneWords);
}

/** Every "50 touch points" a text states, with the displays named around it. */
export function statedTouchPoints(lines: TextLine[]) {
  return statedPerDisplay(lines, touchPointWords);
}

/** Every stated figure that no display named around it has in the given specification row. */
function perDisplayProblems(
  stated: StatedFigure[],
  specKey: 'microphones' | 'touchPoints',
): ContentProblem[] {
  const figures = new Map<string, number | undefined>(
    getDisplays().map((display) => [display.id, specFigure(display.specs[specKey])]),
  );
  const counts = [...figures].map(([id, count]) => `${id} ${count}`).join(', ');
  return stated
    .filter((entry) => !entry.models.some((id) => figures.get(id) === entry.count))
    .map((entry) => ({
      file: entry.file,
      line: entry.line,
      field: specKey,
      message: entry.models.length
        ? `«${entry.said}»: ${entry.models.join(', ')} ${entry.models.length > 1 ? 'have' : 'has'} another number (products/*.json specs.${specKey}: ${counts})`
        : `«${entry.said}» names no display, and the number differs by model (products/*.json specs.${specKey}: ${counts}): name the model`,
    }));
}

/** Every stated number of microphones that no display named around it has (products/*.json). */
export function microphoneProblems(lines: TextLine[]): ContentProblem[] {
  return perDisplayProblems(statedMicrophones(lines), 'microphones');
}

/** Every stated number of touch points that no display named around it has (products/*.json). */
export function touchPointProblems(lines: TextLine[]): ContentProblem[] {
  return perDisplayProblems(statedTouchPoints(lines), 'touchPoints');
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
    problems.push(...microphoneProblems(lines), ...touchPointProblems(lines));
    return problems;
  },
};
