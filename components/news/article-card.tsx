import { getFormatter, getTranslations } from 'next-intl/server';
import Image from 'next/image';

import type { ArticleMeta } from '@/lib/content/news';
import { Link } from '@/lib/i18n/navigation';

type ArticleCardProps = {
  article: ArticleMeta;
  featured?: boolean;
  headingLevel?: 'h2' | 'h3';
};

export async function ArticleCard({
  article,
  featured = false,
  headingLevel = 'h2',
}: ArticleCardProps) {
  const [format, t] = await Promise.all([
    getFormatter({ locale: article.locale }),
    getTranslations({ locale: article.locale, namespace: 'news' }),
  ]);
  const Heading = headingLevel;
  return (
    <article
      className={`group relative flex overflow-hidden card ${featured ? 'flex-col md:flex-row' : 'flex-col'}`}
    >
      <Image
        src={article.cover}
        alt={article.coverAlt}
        width={1200}
        height={630}
        className={`aspect-[1200/630] w-full bg-ink object-cover ${featured ? 'md:w-3/5' : ''}`}
        unoptimized
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="eyebrow">{t(`categories.${article.category}`)}</p>
        <Heading
          className={`font-semibold text-balance ${featured ? 'text-2xl md:text-3xl' : 'text-xl'}`}
        >
          <Link
            href={{ pathname: '/noticias/[slug]', params: { slug: article.slug } }}
            className="after:absolute after:inset-0 hover:text-brand"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="text-muted">{article.description}</p>
        <p className="mt-auto pt-2 text-sm text-muted">
          <time dateTime={article.date}>
            {format.dateTime(new Date(article.date), { dateStyle: 'long' })}
          </time>
          {' · '}
          {t('readingTime', { minutes: article.readingMinutes })}
        </p>
      </div>
    </article>
  );
}
