import { expect, test } from '@playwright/test';
import icoEndec from 'ico-endec';
import sharp from 'sharp';

import { locales } from '@/lib/i18n/locales';
import { favicon, manifestIcons, manifestPath, touchIcon, webManifest } from '@/lib/site-icons';
import { localizedPath, messages } from '@/scripts/site-facts';

// What browsers, feed readers and home screens ask for, unprompted or from a page's head.

test('/favicon.ico is an icon of 16, 32 and 48 px', async ({ request }) => {
  const response = await request.get(favicon.path);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/x-icon');
  const images = icoEndec.decode(await response.body());
  expect(images.map(({ width, height }) => [width, height])).toEqual([
    [16, 16],
    [32, 32],
    [48, 48],
  ]);
});

for (const { path, size } of [touchIcon, ...manifestIcons]) {
  test(`${path} is a ${size} px PNG`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const { format, width, height } = await sharp(await response.body()).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: size, height: size });
  });
}

for (const locale of locales) {
  test(`the ${locale} manifest is in ${locale}, and its pages link it and the icons`, async ({
    request,
  }) => {
    const response = await request.get(manifestPath(locale));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(await response.json()).toEqual(webManifest(locale, messages(locale).site));

    const prefix = locale === 'es' ? '' : `/${locale}`;
    for (const page of [
      localizedPath(locale, '/'),
      localizedPath(locale, '/contacto'),
      `${prefix}/pagina-que-no-existe`,
    ]) {
      const html = await (await request.get(page)).text();
      const links = [...html.matchAll(/<link rel="([^"]+)" href="([^"]+)"/g)].map(
        ([, rel, href]) => `${rel} ${href}`,
      );
      expect(links, page).toEqual(
        expect.arrayContaining([
          `manifest ${manifestPath(locale)}`,
          `icon ${favicon.path}`,
          `apple-touch-icon ${touchIcon.path}`,
        ]),
      );
    }
  });
}
