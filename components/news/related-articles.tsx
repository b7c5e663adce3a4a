import { getTranslations } from 'next-intl/server';

import type { ArticleMeta } from '@/lib/content/news';
import type { AppLocale } from '@/lib/i18n/locales';

import { ArticleCard } from './article-card';

type RelatedArticlesProps = {
  locale: AppLocale;
  articles: ArticleMeta[];
};

/** Articles on the same subject, as cards. */
export async function RelatedArticles({ locale, articles }: RelatedArticlesProps) {
  if (articles.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'news' });
  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
        {t('related')}
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {articles.map((article) => (
          <li key={article.slug}>
            <ArticleCard article={article} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
