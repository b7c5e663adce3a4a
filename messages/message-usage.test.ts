import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { catalogues } from '@/lib/i18n/catalogues';

import { codeStrings, siteCodeFiles, unreadKeys } from './message-usage';

type Tree = { [key: string]: string | Tree };

const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : keysOf(value, `${prefix}${key}.`),
  );

function stringsOf(code: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'message-usage-'));
  const file = path.join(dir, 'page.tsx');
  fs.writeFileSync(file, code);
  return codeStrings([file]);
}

describe('message usage', () => {
  it('every key of the catalogues is read by the site code (a key only tests read is dead text)', () => {
    const strings = codeStrings(siteCodeFiles(process.cwd()));
    expect(unreadKeys(keysOf(catalogues.es as unknown as Tree), strings)).toEqual([]);
  });

  it('counts a key as read through its namespace, a template head or a subtree handed over', () => {
    const strings = stringsOf(`
      const t = await getTranslations({ locale, namespace: 'news' });
      t('title'); t(\`categoryIntro.\${category}\`);
      const errors = catalogues[locale].forms.errors;
    `);
    const keys = [
      'news.title',
      'news.categoryIntro.edtech',
      'forms.errors.required',
      'news.unused',
      'footer.legal',
    ];
    expect(unreadKeys(keys, strings)).toEqual(['news.unused', 'footer.legal']);
  });
});
