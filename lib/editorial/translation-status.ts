import fs from 'node:fs';
import path from 'node:path';

import matter from 'gray-matter';

import { translatedFields } from '@/lib/content/news';
import {
  changedTexts,
  fingerprint,
  FINGERPRINT_FIELD,
  jsonSourceFingerprint,
  jsonSourceTexts,
  localizedEntries,
  missingTexts,
  sourceFingerprintPattern,
  stampFrontmatter,
} from '@/lib/content/source-fingerprint';
import type { ContentProblem } from '@/lib/content/validation';
import { locales, type AppLocale } from '@/lib/i18n/locales';

/**
 * Which translations are missing, invalid or older than their Spanish source, for every content
 * kind written in the five languages (`npm run content:status`, scripts/content/status.ts).
 *
 * - Articles (`news/<slug>/<locale>.mdx`) and the privacy policy (`privacy/<locale>.md`) record the
 *   fingerprint in their own frontmatter (`sourceFingerprint`), next to the text it vouches for.
 * - Printable documents (`documents/<id>/<locale>.md`, plain Markdown printed as PDFs, no
 *   frontmatter) and JSON data files (all five languages side by side in one file) record it in
 *   the sidecar `translation-fingerprints.json`: a field inside each `{ "es": …, "en": … }` text
 *   would repeat four hashes hundreds of times per file and change every loader's schema. For a
 *   data file the sidecar keeps one short fingerprint per Spanish text, so that a stale translation
 *   names the texts that changed instead of the whole file.
 */

export const SIDECAR_FILE = 'translation-fingerprints.json';

export const translationLocales = locales.filter((locale) => locale !== 'es');

type Kind = 'article' | 'privacy' | 'document' | 'data';

/** One piece of content written in the five languages. */
export type ContentItem = {
  /** Its name in the table and for `--mark`: the path under content/ without the language. */
  id: string;
  kind: Kind;
  /** File of each language (the same JSON file for every language of a data file). */
  files: Record<AppLocale, string>;
};

export type CellState = 'ok' | 'stale' | 'unstamped' | 'missing' | 'invalid';
export type Cell = { state: CellState; detail?: string };

export type StatusRow = {
  id: string;
  cells: Partial<Record<AppLocale, Cell>>;
  /** Problems the content checks (lib/editorial/all-checks.ts) report in this item's files. */
  findings: ContentProblem[];
};

/** What a translation was made from: a fingerprint, or for a JSON data file one per Spanish text. */
export type SourceRecord = string | Record<string, string>;

export type Sidecar = Record<string, Partial<Record<AppLocale, SourceRecord>>>;

function listDirs(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function perLocale(file: (locale: AppLocale) => string): Record<AppLocale, string> {
  return Object.fromEntries(locales.map((locale) => [locale, file(locale)])) as Record<
    AppLocale,
    string
  >;
}

function jsonFiles(dir: string, root: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        return ['news', 'documents', 'privacy'].includes(entry.name) ? [] : jsonFiles(full, root);
      }
      return entry.name.endsWith('.json') && full !== path.join(root, SIDECAR_FILE) ? [full] : [];
    });
}

function hasLocalizedTexts(file: string): boolean {
  try {
    return localizedEntries(JSON.parse(fs.readFileSync(file, 'utf8'))).length > 0;
  } catch {
    // An unreadable file is listed, so that the table says it is invalid.
    return true;
  }
}

/** Every item of a content folder, articles first, then documents, the privacy policy and data files. */
export function findContentItems(contentDir: string): ContentItem[] {
  const items: ContentItem[] = [];
  const news = path.join(contentDir, 'news');
  for (const slug of listDirs(news)) {
    const files = perLocale((locale) => path.join(news, slug, `${locale}.mdx`));
    items.push({ id: `news/${slug}`, kind: 'article', files });
  }
  const documents = path.join(contentDir, 'documents');
  for (const id of listDirs(documents)) {
    const files = perLocale((locale) => path.join(documents, id, `${locale}.md`));
    items.push({ id: `documents/${id}`, kind: 'document', files });
  }
  const privacy = path.join(contentDir, 'privacy');
  if (fs.existsSync(privacy)) {
    const files = perLocale((locale) => path.join(privacy, `${locale}.md`));
    items.push({ id: 'privacy', kind: 'privacy', files });
  }
  for (const file of jsonFiles(contentDir, contentDir)) {
    if (!hasLocalizedTexts(file)) continue;
    const id = path.relative(contentDir, file).split(path.sep).join('/');
    items.push({ id, kind: 'data', files: perLocale(() => file) });
  }
  return items;
}

function parseFrontmatter(source: string): { data: Record<string, unknown>; content: string } {
  // An options object turns off gray-matter's cache, which hands back stale objects after an error.
  const { data, content } = matter(source, {});
  return { data, content };
}

type Source = { fingerprint: string; texts?: Record<string, string> } | { problem: string };

/** The fingerprint of an item's Spanish text, or why it cannot be read. */
export function spanishFingerprint(item: ContentItem): Source {
  const file = item.files.es;
  if (!fs.existsSync(file)) return { problem: 'missing' };
  const source = fs.readFileSync(file, 'utf8');
  try {
    switch (item.kind) {
      case 'article': {
        const { data, content } = parseFrontmatter(source);
        const fields = translatedFields.map((field) => [field, data[field]] as const);
        return { fingerprint: fingerprint([...fields, ['body', content]]) };
      }
      case 'privacy':
        return { fingerprint: fingerprint([['body', parseFrontmatter(source).content]]) };
      case 'document':
        return { fingerprint: fingerprint([['body', source]]) };
      case 'data': {
        const entries = localizedEntries(JSON.parse(source));
        return { fingerprint: jsonSourceFingerprint(entries), texts: jsonSourceTexts(entries) };
      }
    }
  } catch (error) {
    return { problem: (error as Error).message.split('\n')[0]! };
  }
}

function storesInFrontmatter(item: ContentItem): boolean {
  return item.kind === 'article' || item.kind === 'privacy';
}

function isTextRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((hash) => typeof hash === 'string')
  );
}

/** The state of one translation against the Spanish fingerprint (`source`). */
function translationCell(
  item: ContentItem,
  locale: AppLocale,
  source: Source,
  sidecar: Sidecar,
): Cell {
  const file = item.files[locale];
  if (!fs.existsSync(file)) return { state: 'missing' };
  let recorded: unknown;
  if (item.kind === 'data') {
    let entries;
    try {
      entries = localizedEntries(JSON.parse(fs.readFileSync(file, 'utf8')));
    } catch (error) {
      return { state: 'invalid', detail: (error as Error).message };
    }
    const missing = missingTexts(entries, locale);
    if (missing.length > 0) {
      return {
        state: 'missing',
        detail: `${missing.length} text(s): ${missing.slice(0, 3).join(', ')}`,
      };
    }
  }
  if (storesInFrontmatter(item)) {
    try {
      recorded = parseFrontmatter(fs.readFileSync(file, 'utf8')).data[FINGERPRINT_FIELD];
    } catch (error) {
      return { state: 'invalid', detail: (error as Error).message.split('\n')[0] };
    }
  } else {
    recorded = sidecar[item.id]?.[locale];
  }
  if ('problem' in source) return { state: 'invalid', detail: `Spanish source: ${source.problem}` };
  if (recorded === undefined) return { state: 'unstamped' };
  if (source.texts && isTextRecord(recorded)) {
    const changed = changedTexts(recorded, source.texts);
    if (changed.length === 0) return { state: 'ok' };
    const listed = changed.slice(0, 3).join(', ') + (changed.length > 3 ? ', …' : '');
    return {
      state: 'stale',
      detail: `${changed.length} Spanish text(s) new or changed: ${listed}`,
    };
  }
  if (typeof recorded !== 'string' || !sourceFingerprintPattern.test(recorded)) {
    return { state: 'invalid', detail: `${FINGERPRINT_FIELD} is not a fingerprint` };
  }
  return recorded === source.fingerprint ? { state: 'ok' } : { state: 'stale' };
}

export function readSidecar(contentDir: string): Sidecar {
  const file = path.join(contentDir, SIDECAR_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Sidecar) : {};
}

function writeSidecar(contentDir: string, sidecar: Sidecar): void {
  const sorted = Object.fromEntries(
    Object.keys(sidecar)
      .sort()
      .map((id) => [
        id,
        Object.fromEntries(
          translationLocales.flatMap((l) => (sidecar[id]?.[l] ? [[l, sidecar[id][l]]] : [])),
        ),
      ]),
  );
  fs.writeFileSync(path.join(contentDir, SIDECAR_FILE), `${JSON.stringify(sorted, null, 2)}\n`);
}

/** The status of every item; `findings` are the content checks' problems, keyed by file path. */
export function collectStatus(
  contentDir: string,
  findings: ReadonlyMap<string, ContentProblem[]> = new Map(),
): StatusRow[] {
  const sidecar = readSidecar(contentDir);
  const claimed = new Set<string>();
  const rows = findContentItems(contentDir).map((item): StatusRow => {
    const source = spanishFingerprint(item);
    const cells: Partial<Record<AppLocale, Cell>> = {
      es:
        'problem' in source
          ? { state: source.problem === 'missing' ? 'missing' : 'invalid', detail: source.problem }
          : { state: 'ok' },
    };
    for (const locale of translationLocales) {
      cells[locale] = translationCell(item, locale, source, sidecar);
    }
    const files = [...new Set(Object.values(item.files))];
    files.forEach((file) => claimed.add(file));
    return { id: item.id, cells, findings: files.flatMap((file) => findings.get(file) ?? []) };
  });
  // Problems in files that are no translated content (the message catalogues, say) get a row too.
  for (const [file, problems] of findings) {
    if (!claimed.has(file) && problems.length > 0) {
      rows.push({
        id: path.relative(path.dirname(contentDir), file).split(path.sep).join('/'),
        cells: {},
        findings: problems,
      });
    }
  }
  return rows;
}

/** What the sidecar records for a translation made from `source`. */
function recordOf(source: { fingerprint: string; texts?: Record<string, string> }): SourceRecord {
  return source.texts ?? source.fingerprint;
}

export type MarkResult = { stamped: string[]; unchanged: string[]; errors: string[] };

/**
 * Records that translations were revised against the current Spanish text: writes the Spanish
 * fingerprint into each one (frontmatter or sidecar). `targets` maps an item id to its languages.
 */
export function markTranslations(
  contentDir: string,
  targets: ReadonlyArray<{ id: string; locales: readonly AppLocale[] }>,
): MarkResult {
  const items = new Map(findContentItems(contentDir).map((item) => [item.id, item]));
  const sidecar = readSidecar(contentDir);
  let sidecarChanged = false;
  const result: MarkResult = { stamped: [], unchanged: [], errors: [] };
  for (const target of targets) {
    const item = items.get(target.id);
    if (!item) {
      result.errors.push(`${target.id}: no such content (ids are listed by content:status --all)`);
      continue;
    }
    const source = spanishFingerprint(item);
    if ('problem' in source) {
      result.errors.push(`${item.id}: the Spanish source cannot be read (${source.problem})`);
      continue;
    }
    for (const locale of target.locales) {
      const label = `${item.id} ${locale}`;
      const file = item.files[locale];
      if (locale === 'es') {
        result.errors.push(`${label}: Spanish is the source; only translations are marked`);
      } else if (!fs.existsSync(file)) {
        result.errors.push(`${label}: ${path.basename(file)} is missing`);
      } else if (storesInFrontmatter(item)) {
        const text = fs.readFileSync(file, 'utf8');
        const stamped = stampFrontmatter(text, source.fingerprint);
        if (stamped === text) result.unchanged.push(label);
        else {
          fs.writeFileSync(file, stamped);
          result.stamped.push(label);
        }
      } else if (JSON.stringify(sidecar[item.id]?.[locale]) === JSON.stringify(recordOf(source))) {
        result.unchanged.push(label);
      } else {
        sidecar[item.id] = { ...sidecar[item.id], [locale]: recordOf(source) };
        sidecarChanged = true;
        result.stamped.push(label);
      }
    }
  }
  // Entries of content that no longer exists are dropped.
  for (const id of Object.keys(sidecar)) {
    if (!items.has(id)) {
      delete sidecar[id];
      sidecarChanged = true;
    }
  }
  if (sidecarChanged) writeSidecar(contentDir, sidecar);
  return result;
}

/** Every translation of every item: what `--mark-all` re-stamps. */
export function everyTranslation(contentDir: string): Array<{ id: string; locales: AppLocale[] }> {
  return findContentItems(contentDir).map((item) => ({
    id: item.id,
    locales: translationLocales.filter((locale) => fs.existsSync(item.files[locale])),
  }));
}

// An article's file of any locale (`…/en.mdx`), from the one list of locales.
const localeFile = new RegExp(`/(${locales.join('|')})\\.mdx?$`);

/**
 * The id of an item as an editor may type it: `news/que-es-edtech`, `noticias/que-es-edtech`,
 * `que-es-edtech`, `content/news/que-es-edtech/en.mdx`, `software.json`…
 */
export function resolveItemId(input: string, ids: readonly string[]): string | undefined {
  const cleaned = input
    .replace(/\\/g, '/')
    .replace(/^(\.\/)?content\//, '')
    .replace(/^noticias\//, 'news/')
    .replace(localeFile, '')
    .replace(/\/$/, '');
  if (ids.includes(cleaned)) return cleaned;
  const matches = ids.filter((id) => id.endsWith(`/${cleaned}`) || id === `${cleaned}.json`);
  return matches.length === 1 ? matches[0] : undefined;
}
