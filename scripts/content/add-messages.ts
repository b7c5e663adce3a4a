// Merges a fragment of UI strings into the five catalogues under a lock, so that several people
// (or tools) adding keys at once never overwrite each other.
// Usage: npx tsx scripts/content/add-messages.ts fragment.json
//   fragment.json = { "es": { "ns": { … } }, "en": { … }, "it": { … }, "pt": { … }, "fr": { … } }
import fs from 'node:fs';
import path from 'node:path';

import { locales } from '@/lib/i18n/locales';

type Catalogue = { [key: string]: unknown };

const root = path.resolve(import.meta.dirname, '../..');
const lock = path.join(root, 'messages', '.lock');

function isCatalogue(value: unknown): value is Catalogue {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function merge(target: Catalogue, source: Catalogue): Catalogue {
  for (const [key, value] of Object.entries(source)) {
    if (isCatalogue(value)) {
      const branch = target[key];
      target[key] = merge(isCatalogue(branch) ? branch : {}, value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

const fragmentFile = process.argv[2];
if (!fragmentFile) {
  console.error('usage: npx tsx scripts/content/add-messages.ts fragment.json');
  process.exit(2);
}
const fragment = JSON.parse(fs.readFileSync(fragmentFile, 'utf8')) as Record<string, unknown>;
const missing = locales.filter((locale) => !isCatalogue(fragment[locale]));
if (missing.length) {
  console.error(`the fragment must hold all five locales; missing: ${missing.join(', ')}`);
  process.exit(2);
}

const deadline = Date.now() + 30_000;
for (;;) {
  try {
    fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
    break;
  } catch {
    if (Date.now() > deadline) throw new Error(`could not take ${lock}`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
}
try {
  for (const locale of locales) {
    const file = path.join(root, 'messages', `${locale}.json`);
    const catalogue = JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue;
    const merged = merge(catalogue, fragment[locale] as Catalogue);
    fs.writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
  }
  console.log(`merged ${fragmentFile} into ${locales.length} catalogues`);
} finally {
  fs.rmSync(lock, { force: true });
}
