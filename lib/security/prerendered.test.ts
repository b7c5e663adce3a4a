import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { hashSource } from './csp';
import { prerenderedHashes } from './prerendered';

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'prerendered-'));
fs.mkdirSync(path.join(directory, 'en'));
fs.writeFileSync(path.join(directory, 'es.html'), '<script>home()</script>');
fs.writeFileSync(
  path.join(directory, 'en', 'sostenibilidad.html'),
  '<script>a()</script><script type="application/ld+json">{}</script><i style="x:y"></i>',
);
fs.writeFileSync(path.join(os.tmpdir(), 'outside.html'), '<script>outside()</script>');

afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

describe('prerenderedHashes', () => {
  it('hashes the inline code of the prerendered file of an internal path', () => {
    expect(prerenderedHashes('/es', directory)?.scripts).toEqual([hashSource('home()')]);
    expect(prerenderedHashes('/en/sostenibilidad/', directory)).toEqual({
      scripts: [hashSource('a()')],
      styles: [],
      styleAttributes: [hashSource('x:y')],
    });
  });

  it('answers undefined for pages rendered on request', () => {
    expect(prerenderedHashes('/es/no-such-page', directory)).toBeUndefined();
  });

  it('never reads outside the build output', () => {
    expect(prerenderedHashes('/../outside', directory)).toBeUndefined();
    expect(prerenderedHashes('/es/%2e%2e/outside', directory)).toBeUndefined();
    expect(prerenderedHashes('/', directory)).toBeUndefined();
  });

  it('reads each file once (the build output does not change under a running server)', () => {
    const file = path.join(directory, 'en', 'empresa.html');
    fs.writeFileSync(file, '<script>first()</script>');
    expect(prerenderedHashes('/en/empresa', directory)?.scripts).toEqual([hashSource('first()')]);
    fs.writeFileSync(file, '<script>changed()</script>');
    expect(prerenderedHashes('/en/empresa', directory)?.scripts).toEqual([hashSource('first()')]);
  });
});
