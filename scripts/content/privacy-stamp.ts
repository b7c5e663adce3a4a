// Dates the privacy policy: writes `updated` (today in UTC, or --date YYYY-MM-DD) and the fingerprint
// of each language's current text into the five files' frontmatter, so the content check passes
// again (lib/editorial/privacy-date.ts). Run it once a change to any language of the policy is final.
//
//   npm run content:privacy-stamp
//   npm run content:privacy-stamp -- --date 2026-11-28
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import matter from 'gray-matter';

import { privacyDateProblems, readPolicySources, stampPolicy } from '@/lib/editorial/privacy-date';

const { values } = parseArgs({ options: { date: { type: 'string' } } });
const date = values.date ?? new Date().toISOString().slice(0, 10);
if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
  console.error(`--date must be a date written YYYY-MM-DD (got ${date})`);
  process.exit(1);
}

const sources = readPolicySources();
const latest =
  sources
    .map((s) => String(matter(s.source).data.updated ?? ''))
    .sort()
    .at(-1) ?? '';
if (date < latest) {
  console.error(`${date} is before the date the policy already shows (${latest})`);
  process.exit(1);
}
if (privacyDateProblems(sources).length === 0) {
  console.log(`The policy's text has not changed since ${latest}: nothing to date.`);
} else {
  for (const { file, locale, source } of sources) {
    fs.writeFileSync(path.resolve(file), stampPolicy(source, locale, date));
  }
  console.log(`Dated the privacy policy ${date} in ${sources.length} languages.`);
}
