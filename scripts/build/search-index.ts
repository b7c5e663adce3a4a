// Writes the search index of each language to public/search/<locale>.json (run by scripts/build/prebuild.ts
// before `next build`): the header box fetches it when opened, /buscar reads it on the server.
import fs from 'node:fs';
import path from 'node:path';

import { createTranslator } from 'next-intl';

import { locales } from '@/lib/i18n/locales';
import { searchDocuments } from '@/lib/search/documents';
import { buildIndexFile } from '@/lib/search/engine';
import { stemmerFor, stopWordsFor } from '@/lib/search/stemmers';
import { searchUiStrings } from '@/lib/search/ui-strings';
import { vocabulary } from '@/lib/search/vocabulary';

export const SEARCH_DIR = path.join(process.cwd(), 'public', 'search');

/** Builds every language's index; returns the number of documents per language. */
export async function buildSearchIndexes(dir = SEARCH_DIR): Promise<Record<string, number>> {
  fs.mkdirSync(dir, { recursive: true });
  const counts: Record<string, number> = {};
  for (const locale of locales) {
    const documents = searchDocuments(locale);
    const messages = JSON.parse(
      fs.readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'),
    ) as Record<string, unknown>;
    const t = createTranslator({ locale, messages, namespace: 'search' }) as unknown as Parameters<
      typeof searchUiStrings
    >[0];
    const file = await buildIndexFile({
      locale,
      documents,
      stem: stemmerFor(locale),
      ui: searchUiStrings(t),
      vocabulary: vocabulary[locale],
      stopWords: stopWordsFor(locale),
    });
    fs.writeFileSync(path.join(dir, `${locale}.json`), JSON.stringify(file));
    counts[locale] = documents.length;
  }
  return counts;
}
