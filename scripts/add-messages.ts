// Merges a fragment of UI strings into the five catalogues under a lock, so that several people
// (or tools) adding keys at once never overwrite each other.
// Usage: node scripts/add-messages.mjs fragment.json
//   fragment.json = { "es": { "ns": { … } }, "en": { … }, "it": { … }, "pt": { … }, "fr": { … } }
import fs from 'node:fs';
import path from 'node:path';

const LOCALES = ['es', 'en', 'it', 'pt', 'fr'];
const root = path.resolve(import.meta.dirname, '..');
const lock = path.join(root, 'messages', '.lock');

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
      merge(target[key], value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

const fragmentFile = process.argv[2];
if (!fragmentFile) {
  console.error('usage: node scripts/add-messages.mjs fragment.json');
  process.exit(2);
}
const fragment = JSON.parse(fs.readFileSync(fragmentFile, 'utf8'));
const missing = LOCALES.filter((locale) => !fragment[locale]);
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
  for (const locale of LOCALES) {
    const file = path.join(root, 'messages', `${locale}.json`);
    const catalogue = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, `${JSON.stringify(merge(catalogue, fragment[locale]), null, 2)}\n`);
  }
  console.log(`merged ${fragmentFile} into ${LOCALES.length} catalogues`);
} finally {
  fs.rmSync(lock, { force: true });
}
