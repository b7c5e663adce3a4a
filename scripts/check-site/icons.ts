import { isDeepStrictEqual } from 'node:util';

import icoEndec from 'ico-endec';
import sharp from 'sharp';

import { catalogues } from '@/lib/i18n/catalogues';
import { locales, type AppLocale } from '@/lib/i18n/locales';
import { favicon, manifestIcons, manifestPath, touchIcon, webManifest } from '@/lib/site-icons';

import type { Problem } from './seo';

/** One answer as the check fetched it. */
export type Fetched = { status: number; type: string; body: Buffer };

/** What one icon file must be: its type and its sizes (several in an .ico). */
type Expected = { path: string; type: string; sizes: readonly number[] };

/** Every icon file of the site, as lib/site-icons.ts lists them. */
export const iconFiles: readonly Expected[] = [
  { path: favicon.path, type: favicon.type, sizes: favicon.sizes },
  { path: touchIcon.path, type: touchIcon.type, sizes: [touchIcon.size] },
  ...manifestIcons.map(({ path, size }) => ({ path, type: 'image/png', sizes: [size] })),
];

/** The square sizes of the images in an icon file (PNG or ICO); throws on anything else. */
async function imageSizes(body: Buffer, type: string): Promise<number[]> {
  if (type === favicon.type) {
    return icoEndec.decode(body).map(({ width, height }) => (width === height ? width : -1));
  }
  const { format, width, height } = await sharp(body).metadata();
  if (format !== 'png') throw new Error(`a ${format} image`);
  return [width === height ? width : -1];
}

/** The problems of one icon file's answer: status, Content-Type, and its image sizes. */
export async function iconFileProblems(
  expected: Expected,
  answer: Fetched,
  url: string,
): Promise<Problem[]> {
  if (answer.status !== 200) return [{ url, message: `HTTP ${answer.status}, expected 200` }];
  const problems: Problem[] = [];
  if (answer.type.split(';')[0]!.trim() !== expected.type) {
    problems.push({ url, message: `Content-Type ${answer.type}, expected ${expected.type}` });
  }
  try {
    const sizes = await imageSizes(answer.body, expected.type);
    if (!isDeepStrictEqual(sizes, [...expected.sizes])) {
      problems.push({
        url,
        message: `sizes ${sizes.join(', ')}, expected ${expected.sizes.join(', ')} (square)`,
      });
    }
  } catch (error) {
    problems.push({ url, message: `not a readable icon: ${(error as Error).message}` });
  }
  return problems;
}

/** The problems of a locale's manifest: status, type, and its content in that locale. */
export function manifestProblems(locale: AppLocale, answer: Fetched, url: string): Problem[] {
  if (answer.status !== 200) return [{ url, message: `HTTP ${answer.status}, expected 200` }];
  const problems: Problem[] = [];
  if (answer.type.split(';')[0]!.trim() !== 'application/manifest+json') {
    problems.push({
      url,
      message: `Content-Type ${answer.type}, expected application/manifest+json`,
    });
  }
  const { name, description } = catalogues[locale].site;
  let manifest: unknown;
  try {
    manifest = JSON.parse(answer.body.toString('utf8'));
  } catch {
    return [...problems, { url, message: 'not JSON' }];
  }
  if (!isDeepStrictEqual(manifest, webManifest(locale, { name, description }))) {
    problems.push({ url, message: `not the ${locale} manifest of lib/site-icons.ts` });
  }
  return problems;
}

/** Pages whose head does not link the icons and their own locale's manifest. */
export function headIconProblems(
  pages: ReadonlyArray<{ url: string; locale: string; resources?: readonly string[] }>,
): Problem[] {
  return pages.flatMap(({ url, locale, resources }) => {
    if (!resources) return [];
    const wanted = [favicon.path, touchIcon.path, manifestPath(locale as AppLocale)];
    const missing = wanted.filter((href) => !resources.includes(href));
    return missing.length > 0 ? [{ url, message: `the head links no ${missing.join(', ')}` }] : [];
  });
}

/** Fetches every icon and manifest from `base` and checks them. */
export async function siteIconProblems(base: string): Promise<Problem[]> {
  const fetchOne = async (path: string): Promise<Fetched> => {
    const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(30_000) });
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      body: Buffer.from(await response.arrayBuffer()),
    };
  };
  const files = await Promise.all(
    iconFiles.map(async (file) =>
      iconFileProblems(file, await fetchOne(file.path), `${base}${file.path}`),
    ),
  );
  const manifests = await Promise.all(
    locales.map(async (locale) =>
      manifestProblems(
        locale,
        await fetchOne(manifestPath(locale)),
        `${base}${manifestPath(locale)}`,
      ),
    ),
  );
  return [...files.flat(), ...manifests.flat()];
}
