import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import es from '@/messages/es.json';

import { breadcrumbTrail, pageIds, pages, routes, unroutedPages } from './pages';

/** The folder of every `page.tsx` under app/[locale]/: `(group)/internal/pathname`. */
function pageFolders(): string[] {
  const root = path.join(process.cwd(), 'app/[locale]');
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'page.tsx')
    .map((file) => path.dirname(file).split(path.sep).join('/'))
    .sort();
}

describe('page registry', () => {
  it('names only existing parents, so every trail ends at home', () => {
    for (const id of pageIds) {
      const trail = breadcrumbTrail(id);
      expect(trail[0], id).toBe('home');
      expect(trail.at(-1)).toBe(id);
      expect(new Set(trail).size).toBe(trail.length);
    }
  });

  it('builds the support trail from the registry', () => {
    expect(breadcrumbTrail('carePlus')).toEqual(['home', 'support', 'warranty', 'carePlus']);
  });

  it('declares every page folder under app/[locale] with its route group, and no other', () => {
    const declared = [...Object.values(pages), ...Object.values(routes), ...unroutedPages]
      .map(({ layout, pathname }) => `(${layout})${pathname === '/' ? '' : pathname}`)
      .sort();
    expect(declared).toEqual(pageFolders());
  });

  it('has a label, title and description for every page', () => {
    for (const id of pageIds) {
      const texts = es.pages[id];
      expect(texts.label, id).toBeTruthy();
      expect(texts.title, id).toBeTruthy();
      expect(texts.description.length, id).toBeGreaterThanOrEqual(110);
      expect(texts.description.length, id).toBeLessThanOrEqual(160);
    }
  });

  it('gives every route group of DESIGN §3 at least one page', () => {
    const used = new Set(pageIds.map((id) => pages[id].layout));
    expect([...used].sort()).toEqual(
      [
        'default',
        'documentacion',
        'educacion',
        'empresas',
        'proyectos',
        'retail',
        'soporte',
        'taurus',
      ].sort(),
    );
  });
});
