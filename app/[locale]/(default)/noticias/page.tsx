import { getTranslations } from 'next-intl/server';

import { ArticleCard } from '@/components/news/article-card';
import { standardPage } from '@/components/page/standard-page';
import { getArticles } from '@/lib/content/news';

const page = standardPage('news', {
  cta: false,
  extra: async (locale) => {
    const [articles, t] = await Promise.all([
      getArticles(locale),
      getTranslations({ locale, namespace: 'news' }),
    ]);
    const [featured, ...rest] = articles;
    return (
      <section aria-label={t('listLabel')} className="container-site pb-8">
        {featured ? <ArticleCard article={featured} featured /> : null}
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {rest.map((article) => (
            <ArticleCard key={article.slug} article={article} />
          ))}
        </div>
      </section>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
