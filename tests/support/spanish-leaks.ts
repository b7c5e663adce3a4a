import fs from 'node:fs';

import { messages, type AppLocale } from '@/scripts/site-facts';

/*
 * Spanish sentences a page in another language could show by mistake, where its translation
 * reads differently: a text whose translation is rightly the same (a part name such as "Módulo
 * LED 320 × 160 mm" is also Portuguese) is left out. Each spec checks its own pages against them.
 */

type Catalogue = ReturnType<typeof messages>;

/** Five words or more: short labels may rightly be the same in two languages. */
export const isSentence = (text: string) => text.split(/\s+/).length >= 5;

/** The `es` value of every localized field (an object with an `es` key) of JSON content files. */
export function spanishInContent(files: string[], locale: AppLocale): string[] {
  const found: string[] = [];
  const collect = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(collect);
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record.es === 'string') {
      if (record.es !== record[locale] && isSentence(record.es)) found.push(record.es);
      return;
    }
    Object.values(record).forEach(collect);
  };
  for (const file of files) collect(JSON.parse(fs.readFileSync(file, 'utf8')));
  return [...new Set(found)];
}

/**
 * The Spanish messages of the namespaces given (all without one), where `locale` has other
 * words. A message with a placeholder never shows as written.
 */
export function spanishInMessages(
  locale: AppLocale,
  namespaces?: ReadonlyArray<keyof Catalogue>,
): string[] {
  const found: string[] = [];
  const collect = (source: unknown, target: unknown) => {
    if (typeof source === 'string') {
      if (source !== target && isSentence(source) && !source.includes('{')) found.push(source);
    } else if (source && typeof source === 'object') {
      for (const [key, value] of Object.entries(source)) {
        collect(value, (target as Record<string, unknown> | undefined)?.[key]);
      }
    }
  };
  const es = messages('es');
  const other = messages(locale);
  for (const namespace of namespaces ?? (Object.keys(es) as Array<keyof Catalogue>)) {
    collect(es[namespace], other[namespace]);
  }
  return [...new Set(found)];
}

/** The sentences a page's text shows (its text has the spacing of the sentence folded). */
export function shownSentences(text: string, sentences: string[]): string[] {
  return sentences.filter((sentence) => text.includes(sentence.replace(/\s+/g, ' ')));
}
