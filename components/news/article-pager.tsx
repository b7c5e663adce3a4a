import { getTranslations } from 'next-intl/server';

import type { ArticleMeta } from '@/lib/content/news';
import type { AppLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';

type ArticlePagerProps = {
  locale: AppLocale;
  previous?: ArticleMeta;
  next?: ArticleMeta;
};

/** Links to the articles published just before and just after this one. */
export async function ArticlePager({ locale, previous, next }: ArticlePagerProps) {
  if (!previous && !next) return null;
  const t = await getTranslations({ locale, namespace: 'news' });
  const items = [
    { article: previous, label: t('previousArticle'), rel: 'prev', arrow: '←', align: '' },
    { article: next, label: t('nextArticle'), rel: 'next', arrow: '→', align: 'sm:text-right' },
  ] as const;
  return (
    <nav aria-label={t('moreArticles')} className="grid gap-4 sm:grid-cols-2">
      {items.map(({ article, label, rel, arrow, align }) =>
        article ? (
          <Link
            key={rel}
            rel={rel}
            href={{ pathname: '/noticias/[slug]', params: { slug: article.slug } }}
            className={`group flex flex-col gap-1 rounded-2xl p-5 ring-1 ring-line transition hover:ring-brand ${align} ${rel === 'next' ? 'sm:col-start-2' : ''}`}
          >
            <span className="text-sm text-muted">
              {rel === 'prev' ? <span aria-hidden="true">{arrow} </span> : null}
              {label}
              {rel === 'next' ? <span aria-hidden="true"> {arrow}</span> : null}
            </span>
            <span className="font-semibold text-balance text-ink group-hover:text-brand">
              {article.title}
            </span>
          </Link>
        ) : null,
      )}
    </nav>
  );
}
