import { StaticImage } from '@/components/ui/static-image';
import { articleCoverMarkup } from '@/lib/content/news/cover';

type ArticleCoverProps = {
  cover: string;
  alt: string;
};

const frame = 'aspect-[1200/630] w-full rounded-[var(--radius-card)] bg-ink';

/**
 * The article's picture above its text. A drawing is written into the page, so that it is painted
 * with the header instead of a request later on a slow line; a photograph stays an eager image.
 */
export function ArticleCover({ cover, alt }: ArticleCoverProps) {
  const markup = articleCoverMarkup(cover);
  if (markup === null) {
    return (
      <StaticImage
        src={cover}
        alt={alt}
        width={1200}
        height={630}
        loading="eager"
        fetchPriority="high"
        className={`${frame} object-cover`}
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={alt}
      className={`${frame} overflow-hidden [&>svg]:size-full`}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
