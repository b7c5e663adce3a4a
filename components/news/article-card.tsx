import { getTranslations } from 'next-intl/server';

import { StaticImage } from '@/components/ui/static-image';
import type { ArticleMeta } from '@/lib/content/news';
import { Link } from '@/lib/i18n/navigation';

import { ArticleDate } from './article-date';

type ArticleCardProps = {
  article: ArticleMeta;
  featured?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** Loads the cover eagerly: the first card of a listing is above the fold on phones. */
  eager?: boolean;
};

/** An article teaser whose whole surface links to the article (the title is the link). */
export async function ArticleCard({
  article,
  featured = false,
  headingLevel = 'h2',
  eager = false,
}: ArticleCardProps) {
  const t = await getTranslations({ locale: article.locale, namespace: 'news' });
  const Heading = headingLevel;
  return (
    <article
      className={`group relative flex h-full overflow-hidden card transition-shadow hover:shadow-lg ${featured ? 'flex-col lg:flex-row' : 'flex-col'}`}
    >
      <div className={`overflow-hidden bg-ink ${featured ? 'lg:w-[58%] lg:shrink-0' : ''}`}>
        <StaticImage
          src={article.cover}
          alt=""
          width={1200}
          height={630}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          className="aspect-[1200/630] h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.02]"
        />
      </div>
      <div className={`flex flex-1 flex-col gap-3 ${featured ? 'p-6 md:p-8 lg:p-10' : 'p-6'}`}>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {featured ? (
            <span className="rounded-full bg-brand px-2.5 py-0.5 text-xs font-semibold text-white">
              {t('featured')}
            </span>
          ) : null}
          <span className="eyebrow">{t(`categories.${article.category}`)}</span>
        </p>
        <Heading
          className={`font-semibold tracking-tight text-balance text-ink ${featured ? 'text-2xl md:text-3xl lg:text-[2.125rem] lg:leading-tight' : 'text-xl leading-snug'}`}
        >
          <Link
            href={{ pathname: '/noticias/[slug]', params: { slug: article.slug } }}
            className="group-hover:text-brand after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-[var(--radius-card)] focus-visible:after:outline-3 focus-visible:after:outline-brand"
          >
            {article.title}
          </Link>
        </Heading>
        <p className={`text-muted ${featured ? 'text-lg leading-relaxed' : 'line-clamp-3'}`}>
          {article.description}
        </p>
        <p className="mt-auto pt-2 text-sm text-muted">
          <ArticleDate locale={article.locale} date={article.date} />
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {t('readingTime', { minutes: article.readingMinutes })}
        </p>
      </div>
    </article>
  );
}
