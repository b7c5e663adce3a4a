import { describe, expect, it } from 'vitest';

import {
  documentProblems,
  documentShape,
  fillPlaceholders,
  parseDocument,
  readDocument,
} from './documents';

describe('printable documents', () => {
  it('exist in the five languages, each translation with the outline of the Spanish source', () => {
    expect(documentProblems()).toEqual([]);
  });

  it('place the LED specs table and release list where the text asks for them', () => {
    expect(documentShape(readDocument('led-manual', 'it'))).toContain('slot:specs');
    expect(documentShape(readDocument('led-firmware', 'pt'))).toContain('slot:releases');
  });
});

describe('parseDocument', () => {
  it('reads headings, paragraphs with bold runs, lists and slots', () => {
    const blocks = parseDocument(
      '## Title\n\nSome **bold** text.\n\n1. One\n2. Two\n\n[[specs]]\n',
      'x.md',
    );
    expect(blocks).toEqual([
      { kind: 'heading', text: 'Title' },
      {
        kind: 'paragraph',
        runs: [
          { text: 'Some ', bold: false },
          { text: 'bold', bold: true },
          { text: ' text.', bold: false },
        ],
      },
      {
        kind: 'list',
        ordered: true,
        items: [[{ text: 'One', bold: false }], [{ text: 'Two', bold: false }]],
      },
      { kind: 'slot', name: 'specs' },
    ]);
  });

  it('names the file and line of anything a PDF cannot print', () => {
    expect(() => parseDocument('# Big title\n', 'doc/es.md')).toThrow(
      'doc/es.md:1: use ## headings only',
    );
    expect(() => parseDocument('Intro\n\n![photo](a.png)\n', 'doc/es.md')).toThrow(
      'doc/es.md:3: image is not supported',
    );
    expect(() => parseDocument('[[table]]\n', 'doc/es.md')).toThrow(
      '[[table]] is not one of specs, releases',
    );
    expect(() => parseDocument('Call {phone}.\n', 'doc/es.md')).toThrow('{phone} is not one of');
  });

  it('fills the known placeholders and leaves the rest', () => {
    expect(fillPlaceholders('Ref {code}, {kind}.', { code: 'A2212D03' })).toBe(
      'Ref A2212D03, {kind}.',
    );
  });
});
