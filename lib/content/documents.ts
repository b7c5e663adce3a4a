import fs from 'node:fs';
import path from 'node:path';

import type { PhrasingContent, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';

import { locales, type AppLocale } from '@/lib/i18n/locales';

import { documentIds, type DocumentId } from './downloads';
import { ContentError, type ContentProblem } from './validation';

/** A run of text inside a paragraph or list item; bold comes from `**…**`. */
export type TextRun = { text: string; bold: boolean };

/** The few block kinds a printable document may use (a deliberate subset of Markdown). */
export type DocumentBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; runs: TextRun[] }
  | { kind: 'list'; ordered: boolean; items: TextRun[][] }
  | { kind: 'slot'; name: DocumentSlot };

/**
 * Where the generator inserts data-driven content, on its own line: an LED reference's `[[specs]]`
 * and `[[releases]]`, or `[[box]]`, what comes with each interactive display (products' `inTheBox`).
 */
export const documentSlots = ['specs', 'releases', 'box'] as const;
export type DocumentSlot = (typeof documentSlots)[number];

/**
 * Values the documents may quote as `{name}`; the generator fills them. `dualTipModels`,
 * `palmModels` and `usbCModels` name the displays that have the feature, from their data, so a guide
 * never promises it on every model.
 */
export const documentPlaceholders = [
  'code',
  'kind',
  'assistanceUrl',
  'dualTipModels',
  'palmModels',
  'usbCModels',
] as const;
export type DocumentPlaceholder = (typeof documentPlaceholders)[number];

const DOCUMENTS_DIR =
  process.env.DOCUMENTS_CONTENT_DIR ?? path.join(process.cwd(), 'content', 'documents');

/** Where a problem of a document is: its file and, when known, the line. */
type Place = { file: string; line?: number };

function fail(place: Place, message: string): never {
  throw new ContentError([{ ...place, message }]);
}

function runsOf(nodes: PhrasingContent[], bold = false, place: Place): TextRun[] {
  return nodes.flatMap((node): TextRun[] => {
    if (node.type === 'text') return [{ text: node.value, bold }];
    if (node.type === 'strong') return runsOf(node.children, true, place);
    if (node.type === 'break') return [{ text: '\n', bold }];
    return fail(place, `${node.type} is not supported in printable documents`);
  });
}

function plain(runs: TextRun[]): string {
  return runs.map((run) => run.text).join('');
}

function blockOf(node: RootContent, file: string): DocumentBlock {
  const where: Place = { file, line: node.position?.start.line };
  switch (node.type) {
    case 'heading':
      if (node.depth !== 2) fail(where, 'use ## headings only');
      return { kind: 'heading', text: plain(runsOf(node.children, false, where)) };
    case 'paragraph': {
      const runs = runsOf(node.children, false, where);
      const slot = /^\[\[(\w+)\]\]$/.exec(plain(runs).trim())?.[1];
      if (slot !== undefined) {
        if (!(documentSlots as readonly string[]).includes(slot)) {
          fail(where, `[[${slot}]] is not one of ${documentSlots.join(', ')}`);
        }
        return { kind: 'slot', name: slot as DocumentSlot };
      }
      return { kind: 'paragraph', runs };
    }
    case 'list':
      return {
        kind: 'list',
        ordered: Boolean(node.ordered),
        items: node.children.map((item) => {
          const [first, ...rest] = item.children;
          if (!first || first.type !== 'paragraph' || rest.length > 0) {
            fail(where, 'each list item must be a single paragraph');
          }
          return runsOf(first.children, false, where);
        }),
      };
    default:
      return fail(where, `${node.type} is not supported in printable documents`);
  }
}

/** Parses one document's Markdown; throws naming the file and line of anything unsupported. */
export function parseDocument(source: string, file: string): DocumentBlock[] {
  const blocks = fromMarkdown(source).children.map((node) => blockOf(node, file));
  const text = JSON.stringify(blocks);
  for (const match of text.matchAll(/\{(\w+)\}/g)) {
    if (!(documentPlaceholders as readonly string[]).includes(match[1]!)) {
      fail({ file }, `{${match[1]}} is not one of ${documentPlaceholders.join(', ')}`);
    }
  }
  return blocks;
}

/** One document in one language, as blocks. */
export function readDocument(
  id: DocumentId,
  locale: AppLocale,
  dir = DOCUMENTS_DIR,
): DocumentBlock[] {
  const file = path.join(dir, id, `${locale}.md`);
  const relative = path.relative(process.cwd(), file);
  if (!fs.existsSync(file)) fail({ file: relative }, 'is missing');
  return parseDocument(fs.readFileSync(file, 'utf8'), relative);
}

/** The outline of a document (block kinds and list lengths) that every translation must share. */
export function documentShape(blocks: DocumentBlock[]): string[] {
  return blocks.map((block) =>
    block.kind === 'list'
      ? `list:${block.ordered ? 'ordered' : 'bullets'}:${block.items.length}`
      : block.kind === 'slot'
        ? `slot:${block.name}`
        : block.kind,
  );
}

/**
 * Problems across every document: a missing language, or a translation whose outline differs from
 * the Spanish source (a dropped step or section).
 */
export function documentProblems(dir = DOCUMENTS_DIR): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const id of documentIds) {
    let source: string[] | undefined;
    for (const locale of locales) {
      try {
        const shape = documentShape(readDocument(id, locale, dir));
        if (locale === 'es') source = shape;
        else if (source && JSON.stringify(shape) !== JSON.stringify(source)) {
          problems.push({
            file: `content/documents/${id}/${locale}.md`,
            message: 'outline differs from es.md',
          });
        }
      } catch (error) {
        problems.push(
          ...(error instanceof ContentError
            ? error.problems
            : [{ file: `content/documents/${id}/${locale}.md`, message: String(error) }]),
        );
      }
    }
  }
  return problems;
}

/** Replaces `{name}` placeholders. */
export function fillPlaceholders(
  text: string,
  values: Partial<Record<DocumentPlaceholder, string>>,
): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? values[name as DocumentPlaceholder]! : whole,
  );
}
