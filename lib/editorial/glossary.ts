import fs from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import rawGlossary from '@/content/glossary.json';
import { parseOrThrow, type ContentProblem, type ContentValidator } from '@/lib/content/validation';
import { locales, type AppLocale } from '@/lib/i18n/locales';

const pattern = z.string().refine((source) => {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
}, 'is not a valid regular expression');

const ruleSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** The languages the rule reads; all five when absent. */
    locales: z.array(z.enum(locales)).min(1).optional(),
    /** Path prefixes the rule reads; every text of the site when absent. */
    files: z.array(z.string().min(1)).min(1).optional(),
    /** Path prefixes the rule does not read (texts another change owns, until it lands). */
    skip: z.array(z.string().min(1)).min(1).optional(),
    find: pattern,
    /** A line that also matches this is fine (it names the models, for example). */
    unless: pattern.optional(),
    caseSensitive: z.boolean().optional(),
    /** What to write instead, shown with every finding. */
    say: z.string().min(5),
  })
  .strict();

const requiredSchema = z
  .object({
    id: z.string(),
    files: z.array(z.string().min(1)).min(1),
    find: pattern,
    say: z.string(),
  })
  .strict();

const side = z.object({ locale: z.enum(locales), find: pattern }).strict();

const pairSchema = z
  .object({ id: z.string(), source: side, target: side, say: z.string() })
  .strict();

const glossarySchema = z
  .object({
    rules: z.array(ruleSchema),
    required: z.array(requiredSchema),
    pairs: z.array(pairSchema),
  })
  .strict();

export type Glossary = z.infer<typeof glossarySchema>;

/** One line of text the site shows, with the language it is written in. */
export type TextLine = { file: string; line: number; locale: AppLocale; text: string };

const LOCALE_KEY = new RegExp(`^\\s*"(${locales.join('|')})": "(.*)",?$`);

/**
 * Every line of visible text, by language: the message catalogues, the articles, the printed
 * documents, the privacy policy and the localized values of the JSON content files.
 */
export function siteTextLines(root = process.cwd()): TextLine[] {
  const lines: TextLine[] = [];
  const read = (file: string, locale?: AppLocale) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
    text.forEach((content, index) => {
      if (locale && file.endsWith('.json')) {
        // A catalogue line: only the string after the key is text ("retail": { is a key).
        const value = /^\s*"[^"]+": "(.*)",?$/.exec(content)?.[1];
        if (value !== undefined) lines.push({ file, line: index + 1, locale, text: value });
        return;
      }
      if (locale) {
        lines.push({ file, line: index + 1, locale, text: content });
        return;
      }
      const match = LOCALE_KEY.exec(content);
      if (match) {
        lines.push({ file, line: index + 1, locale: match[1] as AppLocale, text: match[2]! });
      }
    });
  };
  const list = (dir: string) =>
    fs.existsSync(path.join(root, dir))
      ? fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).sort()
      : [];
  for (const locale of locales) read(`messages/${locale}.json`, locale);
  for (const name of list('content')) {
    const file = `content/${name}`;
    const base = path.basename(name);
    const locale = locales.find((l) => base === `${l}.md` || base === `${l}.mdx`);
    if (locale) read(file, locale);
    else if (name.endsWith('.json') && base !== 'glossary.json') read(file);
  }
  return lines;
}

// JavaScript's \b knows only ASCII letters: «complètes» would hold the word «tes». Patterns are
// written with \b and read with a boundary between letters of any script.
const WORD = '[\\p{L}\\p{N}_]';
const BOUNDARY = `(?:(?<=${WORD})(?!${WORD})|(?<!${WORD})(?=${WORD}))`;

const regex = (source: string, caseSensitive = false) =>
  new RegExp(source.replaceAll('\\b', BOUNDARY), caseSensitive ? 'u' : 'iu');

/** Every line that breaks a rule, every file that lacks a required line, every pair that parts. */
export function glossaryProblems(glossary: Glossary, lines: TextLine[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const rule of glossary.rules) {
    const find = regex(rule.find, rule.caseSensitive);
    const unless = rule.unless ? regex(rule.unless, rule.caseSensitive) : undefined;
    for (const { file, line, locale, text } of lines) {
      if (rule.locales && !rule.locales.includes(locale)) continue;
      if (rule.files && !rule.files.some((prefix) => file.startsWith(prefix))) continue;
      if (rule.skip?.some((prefix) => file.startsWith(prefix))) continue;
      const match = find.exec(text);
      if (!match || unless?.test(text)) continue;
      problems.push({
        file,
        line,
        field: rule.id,
        message: `«${match[0].trim()}»: ${rule.say}`,
      });
    }
  }
  for (const rule of glossary.required) {
    const find = new RegExp(rule.find, 'mu');
    const files = [...new Set(lines.map((line) => line.file))].filter((file) =>
      rule.files.some((prefix) => file.startsWith(prefix)),
    );
    for (const file of files) {
      const text = lines.filter((line) => line.file === file).map((line) => line.text);
      if (!find.test(text.join('\n'))) {
        problems.push({ file, field: rule.id, message: rule.say });
      }
    }
  }
  for (const pair of glossary.pairs) {
    const source = regex(pair.source.find);
    const target = regex(pair.target.find);
    // A localized JSON value: the five languages sit on consecutive lines of one object, in the
    // order of `locales`, so the target is the nearest line of its language on the same side.
    const after = locales.indexOf(pair.target.locale) > locales.indexOf(pair.source.locale);
    lines.forEach((entry, index) => {
      if (!entry.file.endsWith('.json') || entry.file.startsWith('messages/')) return;
      if (entry.locale !== pair.source.locale || !source.test(entry.text)) return;
      const near = after
        ? lines.slice(index + 1, index + 5)
        : lines.slice(index - 4, index).reverse();
      const sibling = near.find(
        (other) => other.file === entry.file && other.locale === pair.target.locale,
      );
      if (!sibling) return;
      if (!target.test(sibling.text)) {
        problems.push({
          file: sibling.file,
          line: sibling.line,
          field: pair.id,
          message: pair.say,
        });
      }
    });
  }
  return problems;
}

/** The glossary file, validated. */
export function getGlossary(): Glossary {
  return parseOrThrow(glossarySchema, rawGlossary, 'content/glossary.json');
}

/** Glossary terms, register and repeated facts across every text, for scripts/content/validate.ts. */
export const glossaryValidator: ContentValidator = {
  name: 'glossary, register and stated facts',
  validate: () => glossaryProblems(getGlossary(), siteTextLines()),
};
