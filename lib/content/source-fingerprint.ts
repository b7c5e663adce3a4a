import { createHash } from 'node:crypto';

import { locales } from '@/lib/i18n/locales';

/**
 * A translation records the fingerprint of the Spanish text it was made from; when the Spanish
 * changes, the fingerprints differ and the translation shows as stale (`npm run content:status`).
 * Pure functions only: reading and writing files is in translation-status.ts.
 */

/** 12 hex characters (48 bits of SHA-256): short enough to read, far from colliding here. */
export const sourceFingerprintPattern = /^[0-9a-f]{12}$/;

/** The frontmatter key that holds the fingerprint in Markdown and MDX translations. */
export const FINGERPRINT_FIELD = 'sourceFingerprint';

/** Text as the reader gets it: Unicode-normalized, every run of whitespace one space. */
export function normalizeText(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

function normalizeValue(value: unknown): unknown {
  if (typeof value === 'string') return normalizeText(value);
  if (Array.isArray(value)) return value.map(normalizeValue);
  return value ?? null;
}

/**
 * The fingerprint of named parts of a source (frontmatter fields, the body): the order of the parts
 * counts, whitespace and key order inside the source do not.
 */
export function fingerprint(parts: ReadonlyArray<readonly [string, unknown]>): string {
  const canonical = JSON.stringify(parts.map(([name, value]) => [name, normalizeValue(value)]));
  return createHash('sha256').update(canonical).digest('hex').slice(0, 12);
}

/** A text with the five languages, as in the JSON data files (`{ "es": …, "en": …, … }`). */
export type LocalizedEntry = { path: string; texts: Partial<Record<string, unknown>> };

function isLocalizedObject(value: object): boolean {
  const keys = Object.keys(value);
  return keys.includes('es') && keys.every((key) => (locales as readonly string[]).includes(key));
}

/** Every localized text of a parsed JSON file, in document order, with its path (`0.tagline`). */
export function localizedEntries(data: unknown, path: string[] = []): LocalizedEntry[] {
  if (Array.isArray(data)) {
    return data.flatMap((item, index) => localizedEntries(item, [...path, String(index)]));
  }
  if (data === null || typeof data !== 'object') return [];
  if (isLocalizedObject(data)) {
    return [{ path: path.join('.'), texts: data as Record<string, unknown> }];
  }
  return Object.entries(data).flatMap(([key, value]) => localizedEntries(value, [...path, key]));
}

/** The fingerprint of the Spanish side of a JSON data file: every Spanish text with its path. */
export function jsonSourceFingerprint(entries: readonly LocalizedEntry[]): string {
  return fingerprint(entries.map((entry) => [entry.path, entry.texts.es] as const));
}

/**
 * Each Spanish text of a JSON data file by path, with a short fingerprint of its own: what a
 * translation of the file was made from, text by text, so that a stale one can name what changed.
 */
export function jsonSourceTexts(entries: readonly LocalizedEntry[]): Record<string, string> {
  return Object.fromEntries(
    entries.map((entry) => [entry.path, fingerprint([['es', entry.texts.es]]).slice(0, 8)]),
  );
}

/** The paths of `current` whose Spanish text is new or different since `recorded`. */
export function changedTexts(
  recorded: Readonly<Record<string, string>>,
  current: Readonly<Record<string, string>>,
): string[] {
  return Object.keys(current).filter((path) => recorded[path] !== current[path]);
}

/** Paths of the texts a language lacks (absent, not a string, or blank). */
export function missingTexts(entries: readonly LocalizedEntry[], locale: string): string[] {
  return entries
    .filter((entry) => {
      const text = entry.texts[locale];
      return typeof text !== 'string' || text.trim() === '';
    })
    .map((entry) => entry.path);
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/**
 * Writes `sourceFingerprint: '<value>'` into a Markdown source's frontmatter, replacing the line
 * when there is one, else as the block's last line; a source without frontmatter gets a block.
 * Only that line changes: the rest of the file stays byte for byte.
 */
export function stampFrontmatter(source: string, value: string): string {
  if (!sourceFingerprintPattern.test(value)) throw new Error(`not a fingerprint: ${value}`);
  return writeFrontmatterField(source, FINGERPRINT_FIELD, value);
}

/** Writes `field: 'value'` into a Markdown source's frontmatter, as `stampFrontmatter` does. */
export function writeFrontmatterField(source: string, field: string, value: string): string {
  const newline = source.includes('\r\n') ? '\r\n' : '\n';
  const block = FRONTMATTER.exec(source);
  const lines = block ? block[1]!.split(/\r?\n/) : [];
  const at = lines.findIndex((text) => new RegExp(`^${field}\\s*:`).test(text));
  // The quotes the file's fields use (Prettier writes single ones; the articles have double). The
  // line replaced counts too: it may be the only field.
  const fields = lines.join('\n');
  const quote = /:\s*'/.test(fields) && !/:\s*"/.test(fields) ? "'" : '"';
  const line = `${field}: ${quote}${value}${quote}`;
  if (!block) return `---${newline}${line}${newline}---${newline}${newline}${source}`;
  if (at >= 0) lines[at] = line;
  else lines.push(line);
  const start = source.indexOf('\n') + 1;
  return source.slice(0, start) + lines.join(newline) + source.slice(start + block[1]!.length);
}
