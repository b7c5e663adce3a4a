// The proof of docs/adding-a-locale.md, docs/adding-a-form.md and docs/adding-a-product.md: a sixth
// locale, a ninth form and a fifth display are each declared once, in memory, and the type checker
// must then fail in exactly the files the three recipes list, which are what a newcomer adds next.
// When a new table keyed by locale, form or product appears, this fails until its recipe names it.
// Then the steps no type error names (the product's stamp and the form's privacy purpose run on
// copies of content/). Two type checks (the three together, the display alone): about 50 CPU-seconds
// in all (user+sys of `/usr/bin/time -v npx vitest run tests/recipes`: 47 and 55 s, 2026-11-29).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import taurusRaw from '@/content/products/taurus.json';
import { undeclaredFormUses } from '@/lib/editorial/form-privacy';
import {
  collectStatus,
  findContentItems,
  markTranslations,
  resolveItemId,
  translationLocales,
} from '@/lib/editorial/translation-status';
import { isBlocking } from '@/lib/editorial/translation-status-table';
import { formIds, forms } from '@/lib/forms/forms';
import { locales } from '@/lib/i18n/locales';

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

// The record of docs/adding-a-form.md (its comments left out): a form whose data is used for a
// purpose no form had, which the privacy policy does not describe yet.
const tradeIn = { id: 'trade-in', purpose: 'trade-in', retention: 'enquiries' };
const ninthForm: Edit[] = [
  {
    file: 'lib/forms/forms.ts',
    find: '\n] as const;',
    replace: `
  defineForm({
    id: '${tradeIn.id}',
    audience: 'sales',
    schema: z.object({ name: rule.name, email: rule.email, privacy: rule.privacy }),
    layout: [{ legend: 'person', fields: [{ name: 'name', kind: 'text' }, { name: 'email', kind: 'email' }] }],
    upload: null,
    retention: '${tradeIn.retention}',
    purpose: '${tradeIn.purpose}',
  }),
] as const;`,
  },
];

// The display is declared with the two records of lib/content/products/ids.ts filled (its page is a
// stand-in: a new page is config/pages.test.ts's to check): left empty, they fail at every read of
// them too, which the recipe names in prose. Its name is one no other error can contain.
const fifthDisplay: Edit[] = [
  {
    file: 'lib/content/products/ids.ts',
    find: "'piscis-infinity-a1'] as const",
    replace: "'piscis-infinity-a1', 'orion'] as const",
  },
  {
    file: 'lib/content/products/ids.ts',
    find: "  'piscis-infinity-a1': 'Piscis Infinity A1',\n",
    replace: "  'piscis-infinity-a1': 'Piscis Infinity A1',\n  orion: 'Orion',\n",
  },
  {
    file: 'lib/content/products/ids.ts',
    find: "  'piscis-infinity-a1': 'piscis',\n",
    replace: "  'piscis-infinity-a1': 'piscis',\n  orion: 'taurus',\n",
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
    // Its new purpose's id (forms.ts), a valid sample, and its message keys (request-form.tsx,
    // emails.ts).
    follows: [
      'components/forms/request-form.tsx',
      'lib/forms/emails.ts',
      'lib/forms/forms.ts',
      'scripts/form-samples.ts',
    ],
  },
  'adding-a-product.md': {
    // Its data file's import, its texts in messages/es.json (the article's closing call, the
    // displays hub's sentence) and how running text writes its name.
    follows: [
      'app/[locale]/(educacion)/pantallas-interactivas-educacion/page.tsx',
      'components/news/article-cta.tsx',
      'lib/content/products/read.ts',
      'lib/editorial/facts-check.ts',
    ],
  },
};

describe('a sixth locale, a ninth form and a fifth display, each declared once', () => {
  let errors = new Map<string, string[]>();
  beforeAll(() => {
    errors = typeErrorsAfter([...sixthLocale, ...ninthForm, ...fifthDisplay]);
  }, 300_000);

  it('fail the type check in the files their recipes list, and nowhere else', () => {
    const listed = new Set(Object.values(recipes).flatMap((recipe) => recipe.follows));
    expect([...errors.keys()].sort()).toEqual([...listed].sort());
  });

  it("the display's own errors are in the files its recipe lists", () => {
    // Checked alone: a message names the new id only when TypeScript does not elide it from a long
    // union, and which members it elides depends on the order the program met the types.
    const own = typeErrorsAfter(fifthDisplay);
    expect([...own.keys()].sort()).toEqual(recipes['adding-a-product.md'].follows);
  }, 300_000);

  it.each(Object.entries(recipes))('%s names every file that then fails', (doc, { follows }) => {
    const text = fs.readFileSync(path.join(root, 'docs', doc), 'utf8');
    expect(follows.filter((file) => !text.includes(`\`${file}\``))).toEqual([]);
  });
});

describe('the steps no type error names', () => {
  const recipe = (doc: string) => fs.readFileSync(path.join(root, 'docs', doc), 'utf8');

  it("adding-a-product.md: a new data file fails the test command until the recipe's stamp", () => {
    const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'product-recipe-'));
    try {
      fs.mkdirSync(path.join(contentDir, 'products'));
      const data = { ...taurusRaw, id: 'orion', shortName: 'Orion' };
      fs.writeFileSync(path.join(contentDir, 'products/orion.json'), JSON.stringify(data));
      expect(collectStatus(contentDir).filter(isBlocking)).toHaveLength(1);

      const command = /`npm run content:status -- --mark all ([^`\s]+)`/.exec(
        recipe('adding-a-product.md'),
      );
      expect(command, 'the recipe names the stamp').not.toBeNull();
      const ids = findContentItems(contentDir).map((item) => item.id);
      const id = resolveItemId(command![1]!.replace('<id>', 'orion'), ids);
      expect(id).toBe('products/orion.json');
      markTranslations(contentDir, [{ id: id!, locales: translationLocales }]);
      expect(collectStatus(contentDir).filter(isBlocking)).toEqual([]);
    } finally {
      fs.rmSync(contentDir, { recursive: true, force: true });
    }
  });

  it("adding-a-form.md: every form is a row of docs/forms.md's table, which the recipe names", () => {
    expect(recipe('adding-a-form.md')).toContain('`docs/forms.md`');
    const table = fs.readFileSync(path.join(root, 'docs/forms.md'), 'utf8');
    const rows = new Set([...table.matchAll(/^\| `([a-z-]+)`/gm)].map((match) => match[1]));
    expect(formIds.filter((id) => !rows.has(id))).toEqual([]);
  });

  it("adding-a-form.md: a form's new purpose fails until each language of the policy declares it", () => {
    const today = formIds.map((id) => forms[id]);
    expect(undeclaredFormUses(today)).toEqual([]);
    const policyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'form-recipe-'));
    try {
      fs.cpSync(path.join(root, 'content/privacy'), policyDir, { recursive: true });
      const silent = () =>
        undeclaredFormUses([...today, tradeIn], policyDir).map(({ file, field, message }) => {
          expect(message).toContain(`form ${tradeIn.id}'s purpose "${tradeIn.purpose}"`);
          return `${path.basename(file)} ${field}`;
        });
      expect(silent()).toEqual(locales.map((locale) => `${locale}.md purposes`));

      // The recipe's step: a bullet in the text, and its label in the frontmatter's `purposes`.
      expect(recipe('adding-a-form.md')).toMatch(/`purposes`/);
      const declare = (locale: string) => {
        const file = path.join(policyDir, `${locale}.md`);
        const text = fs.readFileSync(file, 'utf8');
        fs.writeFileSync(
          file,
          text
            .replace('\nperiods:', `\n  ${tradeIn.purpose}: 'Trade-in'\nperiods:`)
            .replace(/^- \*\*/m, '- **Trade-in.** What the valuation needs.\n- **'),
        );
      };
      locales.filter((locale) => locale !== 'fr').forEach(declare);
      expect(silent()).toEqual(['fr.md purposes']);
      declare('fr');
      expect(silent()).toEqual([]);
    } finally {
      fs.rmSync(policyDir, { recursive: true, force: true });
    }
  });
});
