import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  collectStatus,
  everyTranslation,
  findContentItems,
  markTranslations,
  resolveItemId,
  SIDECAR_FILE,
  spanishFingerprint,
  type StatusRow,
} from './translation-status';

/*
 * Integration: a temporary content folder with every kind (an article, a printable document, the
 * privacy policy and a JSON data file), marked, then edited the way editors do.
 */

let dir: string;

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}

function read(file: string): string {
  return fs.readFileSync(path.join(dir, file), 'utf8');
}

function article(title: string, body: string, extra = ''): string {
  return `---\ntitle: "${title}"\ndescription: "Descripción"\ndate: "2024-05-20"\ntags: ["aula"]\ndraft: false\n${extra}---\n\n${body}\n`;
}

const data = (es: string, pt = 'Ecrã') => [
  { id: 'a', name: { es, en: 'Display', it: 'Monitor', pt, fr: 'Écran' } },
];

function states(rows: StatusRow[], id: string): Record<string, string> {
  const found = rows.find((row) => row.id === id);
  if (!found) throw new Error(`no row ${id}`);
  return Object.fromEntries(
    Object.entries(found.cells).map(([locale, cell]) => [locale, cell!.state]),
  );
}

const allOk = { es: 'ok', en: 'ok', it: 'ok', pt: 'ok', fr: 'ok' };

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-status-'));
  for (const locale of ['es', 'en', 'it', 'pt', 'fr']) {
    write(`news/que-es-edtech/${locale}.mdx`, article(`Título ${locale}`, `Texto ${locale}.`));
    write(`documents/ict-guide/${locale}.md`, `## Guía ${locale}\n\nTexto.\n`);
    write(`privacy/${locale}.md`, `---\nupdated: '2026-11-01'\n---\n\n## Datos ${locale}\n`);
  }
  write('software.json', JSON.stringify(data('Pantalla'), null, 2));
  write('warranty-countries.json', JSON.stringify([{ code: 'ES', languages: ['es'] }]));
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('content status on a content folder', () => {
  it('lists every kind that has translations, and nothing without translated text', () => {
    expect(findContentItems(dir).map((item) => item.id)).toEqual([
      'news/que-es-edtech',
      'documents/ict-guide',
      'privacy',
      'software.json',
    ]);
  });

  it('shows translations never marked as such, and marks them all', () => {
    expect(states(collectStatus(dir), 'news/que-es-edtech').en).toBe('unstamped');
    const result = markTranslations(dir, everyTranslation(dir));
    expect(result.errors).toEqual([]);
    expect(result.stamped).toHaveLength(16);
    for (const row of collectStatus(dir)) expect(states([row], row.id)).toEqual(allOk);
    // Articles and the policy carry the stamp; documents and data files are in the sidecar.
    expect(read('news/que-es-edtech/en.mdx')).toMatch(
      /^draft: false\nsourceFingerprint: "[0-9a-f]{12}"\n---\n/m,
    );
    expect(read('privacy/fr.md')).toMatch(/^sourceFingerprint: '[0-9a-f]{12}'$/m);
    expect(Object.keys(JSON.parse(read(SIDECAR_FILE)))).toEqual([
      'documents/ict-guide',
      'software.json',
    ]);
    expect(markTranslations(dir, everyTranslation(dir)).stamped).toEqual([]);
  });

  it('shows the translations of a revised Spanish text as stale until each is marked', () => {
    markTranslations(dir, everyTranslation(dir));
    write('news/que-es-edtech/es.mdx', article('Título es', 'Texto es, revisado.'));
    write('documents/ict-guide/es.md', '## Guía es\n\nOtro texto.\n');
    write('software.json', JSON.stringify(data('Pantalla interactiva'), null, 2));
    let rows = collectStatus(dir);
    expect(states(rows, 'news/que-es-edtech')).toEqual({
      ...allOk,
      en: 'stale',
      it: 'stale',
      pt: 'stale',
      fr: 'stale',
    });
    expect(states(rows, 'documents/ict-guide').fr).toBe('stale');
    expect(states(rows, 'software.json').it).toBe('stale');
    expect(rows.find((row) => row.id === 'software.json')!.cells.it!.detail).toBe(
      '1 Spanish text(s) new or changed: 0.name',
    );
    expect(states(rows, 'privacy')).toEqual(allOk);

    const result = markTranslations(dir, [
      { id: 'news/que-es-edtech', locales: ['en'] },
      { id: 'software.json', locales: ['en', 'it', 'pt', 'fr'] },
    ]);
    expect(result.stamped).toEqual([
      'news/que-es-edtech en',
      'software.json en',
      'software.json it',
      'software.json pt',
      'software.json fr',
    ]);
    rows = collectStatus(dir);
    expect(states(rows, 'news/que-es-edtech')).toEqual({
      ...allOk,
      it: 'stale',
      pt: 'stale',
      fr: 'stale',
    });
    expect(states(rows, 'software.json')).toEqual(allOk);
  });

  it('keeps translations up to date through whitespace-only edits and translation edits', () => {
    markTranslations(dir, everyTranslation(dir));
    write('news/que-es-edtech/es.mdx', article('Título  es', 'Texto\nes.\n\n'));
    write(
      'news/que-es-edtech/en.mdx',
      read('news/que-es-edtech/en.mdx').replace('Texto en', 'Text'),
    );
    write('documents/ict-guide/es.md', '## Guía es\n\n\nTexto.   \n');
    const rows = collectStatus(dir);
    expect(states(rows, 'news/que-es-edtech')).toEqual(allOk);
    expect(states(rows, 'documents/ict-guide')).toEqual(allOk);
  });

  it('reports missing files and texts, and unreadable files, as missing or invalid', () => {
    markTranslations(dir, everyTranslation(dir));
    fs.rmSync(path.join(dir, 'news/que-es-edtech/pt.mdx'));
    write('documents/ict-guide/it.md', '');
    write('software.json', JSON.stringify(data('Pantalla', ''), null, 2));
    write('privacy/en.md', '---\nupdated: [unclosed\n---\n');
    const rows = collectStatus(dir);
    expect(states(rows, 'news/que-es-edtech').pt).toBe('missing');
    expect(states(rows, 'software.json').pt).toBe('missing');
    expect(rows.find((row) => row.id === 'software.json')!.cells.pt!.detail).toBe(
      '1 text(s): 0.name',
    );
    expect(states(rows, 'privacy').en).toBe('invalid');
    // An emptied document is a change of the translation, not of the source: still up to date.
    expect(states(rows, 'documents/ict-guide').it).toBe('ok');

    const marking = markTranslations(dir, [{ id: 'news/que-es-edtech', locales: ['pt', 'es'] }]);
    expect(marking.errors).toEqual([
      'news/que-es-edtech pt: pt.mdx is missing',
      'news/que-es-edtech es: Spanish is the source; only translations are marked',
    ]);
  });

  it('records a data file text by text, and still reads a whole-file fingerprint', () => {
    markTranslations(dir, everyTranslation(dir));
    const sidecar = JSON.parse(read(SIDECAR_FILE));
    expect(Object.keys(sidecar['software.json'].en)).toEqual(['0.name']);
    expect(sidecar['documents/ict-guide'].en).toMatch(/^[0-9a-f]{12}$/);
    // A sidecar written with one fingerprint per file: up to date until the Spanish changes.
    const whole = spanishFingerprint(findContentItems(dir).find((i) => i.id === 'software.json')!);
    sidecar['software.json'].en = 'fingerprint' in whole ? whole.fingerprint : '';
    write(SIDECAR_FILE, JSON.stringify(sidecar));
    expect(states(collectStatus(dir), 'software.json').en).toBe('ok');
    write('software.json', JSON.stringify(data('Pantalla interactiva'), null, 2));
    expect(states(collectStatus(dir), 'software.json').en).toBe('stale');
  });

  it('drops sidecar entries of content that is gone', () => {
    markTranslations(dir, everyTranslation(dir));
    fs.rmSync(path.join(dir, 'documents'), { recursive: true });
    markTranslations(dir, everyTranslation(dir));
    expect(Object.keys(JSON.parse(read(SIDECAR_FILE)))).toEqual(['software.json']);
  });

  it('attaches the content checks’ findings to their item, and gives other files a row', () => {
    const wrongRegister = { file: 'messages/it.json', field: 'x', message: 'wrong register' };
    const findings = new Map([
      [
        path.join(dir, 'news/que-es-edtech/it.mdx'),
        [{ file: 'it.mdx', line: 3, field: 'title', message: '"display interattivo"' }],
      ],
      [path.join(path.dirname(dir), 'messages/it.json'), [wrongRegister]],
    ]);
    const rows = collectStatus(dir, findings);
    expect(rows.find((row) => row.id === 'news/que-es-edtech')!.findings).toHaveLength(1);
    expect(rows.at(-1)).toEqual({
      id: 'messages/it.json',
      cells: {},
      findings: [wrongRegister],
    });
  });

  it('reads an item id however an editor types it', () => {
    const ids = findContentItems(dir).map((item) => item.id);
    expect(resolveItemId('news/que-es-edtech', ids)).toBe('news/que-es-edtech');
    expect(resolveItemId('noticias/que-es-edtech', ids)).toBe('news/que-es-edtech');
    expect(resolveItemId('que-es-edtech', ids)).toBe('news/que-es-edtech');
    expect(resolveItemId('content/news/que-es-edtech/en.mdx', ids)).toBe('news/que-es-edtech');
    expect(resolveItemId('software', ids)).toBe('software.json');
    expect(resolveItemId('ict-guide', ids)).toBe('documents/ict-guide');
    expect(resolveItemId('nothing-here', ids)).toBeUndefined();
  });
});

describe('npm run content:status', () => {
  const run = (...args: string[]) => {
    try {
      const stdout = execFileSync(
        path.resolve('node_modules/.bin/tsx'),
        ['scripts/content/status.ts', '--content-dir', dir, ...args],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      );
      return { code: 0, stdout };
    } catch (error) {
      const failed = error as { status: number; stdout: string };
      return { code: failed.status, stdout: failed.stdout };
    }
  };

  it('fails for what is missing, not for what is stale, and marks from the command line', () => {
    expect(run().code).toBe(1); // never marked
    expect(run('--mark-all')).toMatchObject({ code: 0 });
    write('documents/ict-guide/es.md', '## Guía es\n\nOtro texto.\n');
    const stale = run();
    expect(stale.code).toBe(0);
    expect(stale.stdout).toMatch(/\| documents\/ict-guide +\| +✓ +\| +stale +\|/);
    expect(run('--mark', 'en,it', 'ict-guide')).toMatchObject({ code: 0 });
    expect(run().stdout).toMatch(
      /\| documents\/ict-guide +\| +✓ +\| +✓ +\| +✓ +\| +stale +\| +stale +\|/,
    );
    fs.rmSync(path.join(dir, 'news/que-es-edtech/fr.mdx'));
    const missing = run();
    expect(missing.code).toBe(1);
    expect(missing.stdout).toContain('MISSING');
    expect(run('--mark', 'de', 'ict-guide').code).toBe(2);
    // Seven runs of the command, each running every content check (the glossary alone reads 27,000
    // lines with 45 rules, about 8 s on a busy 2-CPU machine): 36-44 s measured here.
  }, 120_000);
});
