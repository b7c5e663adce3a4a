import { getTranslations } from 'next-intl/server';

import { ArticleCard } from '@/components/news/article-card';
import { getArticles } from '@/lib/content/news';
import type { AppLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';

import { SectionHeading } from './section-heading';

type LatestArticlesProps = {
  locale: AppLocale;
  id: string;
  title: string;
};

/** The three newest articles with a link to the news page; nothing when there are none. */
export async function LatestArticles({ locale, id, title }: LatestArticlesProps) {
  const articles = getArticles(locale).slice(0, 3);
  if (articles.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'home' });
  return (
    <section className="container-site pb-8" aria-labelledby={id}>
      <SectionHeading
        id={id}
        title={title}
        action={
          <Link href="/noticias" className="font-semibold text-brand hover:text-brand-strong">
            {t('newsAll')} →
          </Link>
        }
      />
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {articles.map((article) => (
          <ArticleCard key={article.slug} article={article} headingLevel="h3" />
        ))}
      </div>
    </section>
  );
}
