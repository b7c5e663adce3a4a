// The site's icons and web app manifests, drawn from the logo before every build (prebuild.ts):
// sharp rasterises the SVG, ico-endec packs the favicon's sizes into one .ico. Written to
// public/ (not kept in git): favicon.ico and apple-touch-icon.png at the root, where clients ask
// for them unprompted, and the manifests with their icons in public/icons/.
import fs from 'node:fs';
import path from 'node:path';

import icoEndec from 'ico-endec';
import sharp from 'sharp';

import { catalogues } from '@/lib/i18n/catalogues';
import { locales } from '@/lib/i18n/locales';
import {
  favicon,
  LOGO_BACKGROUND,
  manifestIcons,
  manifestPath,
  touchIcon,
  webManifest,
} from '@/lib/site-icons';

const PUBLIC = 'public';
const LOGO = path.join(PUBLIC, 'icon.svg');
/** The logo's viewBox width: a density of 72 dpi per 32 px draws it at its own size. */
const LOGO_UNITS = 32;
/** A maskable icon's content stays inside the middle 80 % (the safe zone); the logo takes 70 %. */
const MASKABLE_SCALE = 0.7;

/** The logo drawn at `size` px square (transparent corners), sharp at every size. */
function logoPng(size: number): Promise<Buffer> {
  return sharp(LOGO, { density: (72 * size) / LOGO_UNITS })
    .resize(size, size)
    .png()
    .toBuffer();
}

/** The logo at `scale` of a `size` px square of its own background colour, with no transparency. */
async function opaquePng(size: number, scale = 1): Promise<Buffer> {
  const inner = Math.round(size * scale);
  return sharp({
    create: { width: size, height: size, channels: 3, background: LOGO_BACKGROUND },
  })
    .composite([{ input: await logoPng(inner), gravity: 'centre' }])
    .png()
    .toBuffer();
}

function write(publicPath: string, data: Buffer | string): void {
  const file = path.join(PUBLIC, publicPath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
}

/** Writes every icon and manifest; the number of files written. */
export async function buildIcons(): Promise<number> {
  write(favicon.path, icoEndec.encode(await Promise.all(favicon.sizes.map(logoPng))));
  write(touchIcon.path, await opaquePng(touchIcon.size));
  for (const { path: iconPath, size, purpose } of manifestIcons) {
    write(
      iconPath,
      purpose === 'maskable' ? await opaquePng(size, MASKABLE_SCALE) : await logoPng(size),
    );
  }
  for (const locale of locales) {
    const { name, description } = catalogues[locale].site;
    write(
      manifestPath(locale),
      `${JSON.stringify(webManifest(locale, { name, description }), null, 2)}\n`,
    );
  }
  return 2 + manifestIcons.length + locales.length;
}
