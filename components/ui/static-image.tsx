import { getImageProps, type ImageProps } from 'next/image';

type StaticImageProps = Omit<ImageProps, 'unoptimized' | 'preload' | 'priority'>;

/**
 * An `<img>` with next/image's attributes (size, lazy loading, async decoding) and none of its
 * client JavaScript: our images are prebuilt files served as they are, so the `Image` client
 * component (5.6 KB gzip on every page showing a picture) would only re-render the same tag.
 */
export function StaticImage(props: StaticImageProps) {
  const { props: imgProps } = getImageProps({ ...props, unoptimized: true });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the props carry alt (required by ImageProps).
  return <img {...imgProps} />;
}
