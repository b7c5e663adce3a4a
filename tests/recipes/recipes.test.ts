// The proof of docs/adding-a-locale.md and docs/adding-a-form.md: a sixth locale and a ninth form are
// each declared once, in memory, and the type checker must then fail in exactly the files the two
// recipes list, which are what a newcomer adds next. When a new table keyed by locale or form appears,
// this fails until its recipe names it. One type check for both (about 40 CPU-seconds).
import fs from 'node:fs';
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { root, typeErrorsAfter, type Edit } from './type-check';

const sixthLocale: Edit[] = [
  { file: 'lib/i18n/locales.ts', find: "'fr'] as const", replace: "'fr', 'de'] as const" },
  {
    file: 'lib/i18n/locales.ts',
    find: "searchLanguage: 'french' },",
    replace:
      "searchLanguage: 'french' },\n  de: { tag: 'de-DE', name: 'Deutsch', ogLocale: 'de_DE', searchLanguage: 'german' },",
  },
];

// The record of docs/adding-a-form.md (its comments left out).
const ninthForm: Edit[] = [
  {
    file: 'lib/forms/forms.ts',
    find: '\n] as const;',
    replace: `
  defineForm({
    id: 'trade-in',
    audience: 'sales',
    schema: z.object({ name: rule.name, email: rule.email, privacy: rule.privacy }),
    layout: [{ legend: 'person', fields: [{ name: 'name', kind: 'text' }, { name: 'email', kind: 'email' }] }],
    upload: null,
    retention: 'enquiries',
  }),
] as const;`,
  },
];

const recipes = {
  'adding-a-locale.md': {
    // Tables keyed by locale or by search language, and the catalogue until messages/de.json exists.
    follows: [
      'lib/content/products/schema.ts',
      'lib/editorial/article-voice.ts',
      'lib/editorial/facts-check.ts',
      'lib/i18n/catalogues.ts',
      'lib/search/client.ts',
      'lib/search/engine.test.ts',
      'lib/search/relevance-table.ts',
      'lib/search/stemmers.ts',
      'lib/search/vocabulary.ts',
      'scripts/content/new-article.ts',
      'tests/e2e/search.spec.ts',
    ],
  },
  'adding-a-form.md': {
    // A valid sample, and its message keys (request-form.tsx, mail.ts).
    follows: [
      'components/forms/request-form.tsx',
      'lib/forms/emails.ts',
      'scripts/form-samples.ts',
    ],
  },
};

describe('a sixth locale and a ninth form, each declared once', () => {
  let failing: string[] = [];
  beforeAll(() => {
    failing = [...typeErrorsAfter([...sixthLocale, ...ninthForm]).keys()].sort();
  }, 300_000);

  it('fail the type check in the files their recipes list, and nowhere else', () => {
    const listed = Object.values(recipes).flatMap((recipe) => recipe.follows);
    expect(failing).toEqual([...listed].sort());
  });

  it.each(Object.entries(recipes))('%s names every file that then fails', (doc, { follows }) => {
    const text = fs.readFileSync(path.join(root, 'docs', doc), 'utf8');
    expect(follows.filter((file) => !text.includes(`\`${file}\``))).toEqual([]);
  });
});
