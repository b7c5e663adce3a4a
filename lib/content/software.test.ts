import { describe, expect, it } from 'vitest';

import raw from '@/content/software.json';
import { locales } from '@/lib/i18n/locales';

import {
  getEdsuiteMembers,
  getSoftwareList,
  localizeSoftware,
  parseSoftware,
  softwareHref,
  softwareIds,
} from './software';

const file = 'content/software.json';

describe('software validation', () => {
  it('accepts the software file of the site, in a stable order', () => {
    expect(getSoftwareList().map((entry) => entry.id)).toEqual([...softwareIds]);
  });

  it('names the file and the field when a translation is missing', () => {
    const data = structuredClone(raw);
    delete (data[1]!.teacherTasks[0]!.body as Partial<Record<string, string>>).pt;
    expect(() => parseSoftware(data, file)).toThrow(`${file}: 1.teacherTasks.0.body.pt:`);
  });

  it('needs at least three things a teacher does with it', () => {
    const data = structuredClone(raw);
    data[0]!.teacherTasks = data[0]!.teacherTasks.slice(0, 2);
    expect(() => parseSoftware(data, file)).toThrow(`${file}: 0.teacherTasks:`);
  });

  it('rejects an unknown illustration and a duplicated entry', () => {
    const data = structuredClone(raw);
    data[0]!.illustration.variant = 'photo';
    expect(() => parseSoftware(data, file)).toThrow(`${file}: 0.illustration.variant:`);
    const duplicated = structuredClone(raw);
    duplicated[5]!.id = 'edsuite';
    expect(() => parseSoftware(duplicated, file)).toThrow(`${file}: 5.id: duplicates "edsuite"`);
  });
});

describe('software content', () => {
  it('groups Class, OS, Share and DMS under EdSuite, DMS being optional', () => {
    const members = getEdsuiteMembers();
    expect(members.map((entry) => entry.id)).toEqual([
      'synetech-class',
      'synetech-os',
      'synetech-share',
      'synetech-dms',
    ]);
    expect(members.filter((entry) => entry.optional).map((entry) => entry.id)).toEqual([
      'synetech-dms',
    ]);
  });

  it('links members without a page to their section of the EdSuite page', () => {
    expect(softwareHref('synetech-class')).toEqual({ pageId: 'synetechClass', hash: undefined });
    expect(softwareHref('synetech-share')).toEqual({ pageId: 'edsuite', hash: 'synetech-share' });
  });

  it('translates every sentence instead of copying the Spanish one', () => {
    for (const entry of getSoftwareList()) {
      const es = localizeSoftware(entry, 'es');
      for (const locale of locales.filter((l) => l !== 'es')) {
        const other = localizeSoftware(entry, locale);
        expect(other.summary, `${entry.id} ${locale}`).not.toBe(es.summary);
        other.teacherTasks.forEach((task, i) => {
          expect(task.body, `${entry.id} ${locale} task ${i}`).not.toBe(es.teacherTasks[i]!.body);
        });
      }
    }
  });
});
