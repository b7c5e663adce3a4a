import type { SparePartCategory } from '@/lib/content/spare-parts';

import type { AccessoryVariant } from './accessory-illustration';
import type { DisplayVariant } from './display-illustration';
import type { InterfaceVariant } from './interface-illustration';

/** Every drawing the site shows, one file each under `/illustrations/` (built by scripts/build/illustrations.ts). */
export type IllustrationName =
  | `display-${DisplayVariant}`
  | 'led-wall'
  | `accessory-${AccessoryVariant}`
  | `interface-${InterfaceVariant}`
  | `warranty-${number}`
  | 'sustainability'
  | 'downloads'
  | `part-${SparePartCategory}`
  | `part-${SparePartCategory}-bare`;

/** The drawing's own size (its viewBox), so the browser reserves the space before the file arrives. */
export function illustrationSize(name: IllustrationName): { width: number; height: number } {
  if (name.startsWith('part-')) return { width: 200, height: 140 };
  if (name.startsWith('accessory-')) return { width: 320, height: 320 };
  return { width: 640, height: 440 };
}

export function illustrationSrc(name: IllustrationName): string {
  return `/illustrations/${name}.svg`;
}

type IllustrationImageProps = {
  name: IllustrationName;
  className?: string;
  /** Alt text; without it the drawing is decorative. */
  title?: string;
};

/**
 * A drawing as an image file rather than inline SVG: inline, each drawing's 2–5 KB of markup went
 * into the HTML and again into the RSC payload of every page that shows it (42 KB of the home
 * page's HTML), and every node of it was hydrated. As a file it is fetched once and cached.
 * Hero drawings (`priority`) stay inline, see `IllustrationProps`.
 */
export function IllustrationImage({ name, className, title }: IllustrationImageProps) {
  const { width, height } = illustrationSize(name);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a prebuilt SVG: nothing for next/image to optimize.
    <img
      src={illustrationSrc(name)}
      alt={title ?? ''}
      width={width}
      height={height}
      className={className}
      loading="lazy"
      decoding="async"
    />
  );
}
