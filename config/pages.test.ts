import { describe, expect, it } from 'vitest';

import es from '@/messages/es.json';
import { routing } from '@/lib/i18n/routing';

import { breadcrumbTrail, pageIds, pages } from './pages';

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

  it('uses only pathnames the locale routing knows', () => {
    for (const id of pageIds) expect(Object.keys(routing.pathnames)).toContain(pages[id].pathname);
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
