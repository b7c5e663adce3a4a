import icoEndec from 'ico-endec';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { catalogues } from '@/lib/i18n/catalogues';
import { favicon, manifestPath, touchIcon, webManifest } from '@/lib/site-icons';

import { headIconProblems, iconFileProblems, iconFiles, manifestProblems } from './icons';

const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 4, background: '#1f4fe0' } })
    .png()
    .toBuffer();

const touch = iconFiles.find((file) => file.path === touchIcon.path)!;
const ico = iconFiles.find((file) => file.path === favicon.path)!;
const url = 'http://localhost/x';

describe('iconFileProblems', () => {
  it('passes a PNG of its size and type, and an .ico holding each of its sizes', async () => {
    expect(
      await iconFileProblems(touch, { status: 200, type: 'image/png', body: await png(180) }, url),
    ).toEqual([]);
    const body = icoEndec.encode(await Promise.all([16, 32, 48].map(png)));
    expect(await iconFileProblems(ico, { status: 200, type: 'image/x-icon', body }, url)).toEqual(
      [],
    );
  });

  it('names a missing file, a wrong type, a wrong size and an .ico short of a size', async () => {
    const body = await png(180);
    expect(await iconFileProblems(touch, { status: 404, type: 'text/html', body }, url)).toEqual([
      { url, message: 'HTTP 404, expected 200' },
    ]);
    expect(
      await iconFileProblems(touch, { status: 200, type: 'application/octet-stream', body }, url),
    ).toEqual([{ url, message: 'Content-Type application/octet-stream, expected image/png' }]);
    expect(
      await iconFileProblems(touch, { status: 200, type: 'image/png', body: await png(152) }, url),
    ).toEqual([{ url, message: 'sizes 152, expected 180 (square)' }]);
    const short = icoEndec.encode(await Promise.all([16, 32].map(png)));
    expect(
      await iconFileProblems(ico, { status: 200, type: 'image/x-icon', body: short }, url),
    ).toEqual([{ url, message: 'sizes 16, 32, expected 16, 32, 48 (square)' }]);
  });
});

describe('manifestProblems', () => {
  const manifest = (locale: 'it' | 'fr') =>
    Buffer.from(JSON.stringify(webManifest(locale, catalogues[locale].site)));
  const type = 'application/manifest+json';

  it('passes the locale’s own manifest and names another locale’s or a wrong type', () => {
    expect(manifestProblems('it', { status: 200, type, body: manifest('it') }, url)).toEqual([]);
    expect(manifestProblems('it', { status: 200, type, body: manifest('fr') }, url)).toEqual([
      { url, message: 'not the it manifest of lib/site-icons.ts' },
    ]);
    expect(
      manifestProblems(
        'it',
        { status: 200, type: 'application/octet-stream', body: manifest('it') },
        url,
      ),
    ).toHaveLength(1);
  });
});

describe('headIconProblems', () => {
  it('names a page whose head lacks an icon or links another locale’s manifest', () => {
    const head = [favicon.path, touchIcon.path, manifestPath('pt')];
    expect(headIconProblems([{ url, locale: 'pt', resources: head }])).toEqual([]);
    expect(headIconProblems([{ url, locale: 'fr', resources: head }])).toEqual([
      { url, message: `the head links no ${manifestPath('fr')}` },
    ]);
    expect(headIconProblems([{ url, locale: 'pt', resources: ['/icon.svg'] }])).toHaveLength(1);
  });
});
