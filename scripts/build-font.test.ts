import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { fontCharacters } from '@/app/fonts/characters';

function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(json|mdx?|ya?ml|ts)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the web font subset', () => {
  it('keeps every character the catalogues and the content use', () => {
    const kept = new Set(fontCharacters);
    const missing = new Map<string, string>();
    for (const file of [...filesUnder('messages'), ...filesUnder('content')]) {
      for (const char of fs.readFileSync(file, 'utf8')) {
        if (char >= ' ' && !kept.has(char) && !missing.has(char)) missing.set(char, file);
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });
});
