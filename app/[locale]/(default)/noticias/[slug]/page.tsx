import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';

import { renderArticleBody } from '@/components/mdx/mdx-content';
import { ArticleCover } from '@/components/news/article-cover';
import { ArticleCta } from '@/components/news/article-cta';
import { ArticleDate, articleDateFormat } from '@/components/news/article-date';
import { ArticlePager } from '@/components/news/article-pager';
import { feedAlternate } from '@/components/news/news-index';
import { RelatedArticles } from '@/components/news/related-articles';
import { ShareLinks } from '@/components/news/share-links';
import { PageHeader } from '@/components/page/page-header';
import { TableOfContents } from '@/components/page/table-of-contents';
import { JsonLd } from '@/components/seo/json-ld';
import { ChipList } from '@/components/ui/chip-list';
import { siteConfig } from '@/config/site';
import { adjacentArticles, getArticle, getArticles, relatedArticles } from '@/lib/content/news';
import { localeInfo } from '@/lib/i18n/locales';
import { articleImagePath } from '@/lib/news-links';
import { pageCrumbs, pageLocale } from '@/lib/pages';
import { staticParams } from '@/lib/route-items';
import { absoluteUrl, buildMetadata } from '@/lib/seo';

type ArticlePageProps = {
  params: Promise<{ locale: string; slug: string }>;
};

export const dynamicParams = false;

export function generateStaticParams() {
  return staticParams('newsArticle');
}

async function load(params: ArticlePageProps['params']) {
  const { slug } = await params;
  const locale = await pageLocale(params);
  const article = getArticle(locale, slug);
  if (!article) notFound();
  return { locale, article };
}

export async function generateMetadata({ params }: ArticlePageProps): Promise<Metadata> {
  const { locale, article } = await load(params);
  const metadata = buildMetadata({
    locale,
    href: { pathname: '/noticias/[slug]', params: { slug: article.slug } },
    title: article.title,
    description: article.description,
    type: 'article',
    image: {
      url: articleImagePath(locale, article.slug),
      alt: article.title,
      width: 1200,
      height: 630,
    },
    publishedTime: article.date,
    modifiedTime: article.updated ?? article.date,
  });
  return {
    ...metadata,
    authors: [{ name: article.author }],
    keywords: article.tags,
    alternates: { ...metadata.alternates, types: await feedAlternate(locale) },
  };
}

export default async function ArticlePage({ params }: ArticlePageProps) {
  const { locale, article } = await load(params);
  setRequestLocale(locale);
  const [t, format, trail, body] = await Promise.all([
    getTranslations({ locale, namespace: 'news' }),
    getFormatter({ locale }),
    pageCrumbs(locale, 'news'),
    renderArticleBody(article),
  ]);
  const href = { pathname: '/noticias/[slug]', params: { slug: article.slug } } as const;
  const url = absoluteUrl(locale, href);
  const all = getArticles(locale);
  const { previous, next } = adjacentArticles(article.slug, all);
  const categoryLabel = t(`categories.${article.category}`);

  return (
    <>
      <article>
        <PageHeader
          locale={locale}
          crumbs={[...trail, { label: article.title, href }]}
          eyebrow={categoryLabel}
          heading={article.title}
          intro={article.description}
        >
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <span className="font-medium text-ink">
              {t('byAuthor', { author: article.author })}
            </span>
            <span aria-hidden="true">·</span>
            <ArticleDate locale={locale} date={article.date} />
            {article.updated && article.updated !== article.date ? (
              <>
                <span aria-hidden="true">·</span>
                <time dateTime={article.updated}>
                  {t('updatedOn', {
                    date: format.dateTime(new Date(article.updated), articleDateFormat),
                  })}
                </time>
              </>
            ) : null}
            <span aria-hidden="true">·</span>
            <span>{t('readingTime', { minutes: article.readingMinutes })}</span>
          </p>
        </PageHeader>
        <div className="container-site">
          <ArticleCover cover={article.cover} alt={article.coverAlt} />
          <div className="mt-10 grid gap-10 md:mt-14 lg:grid-cols-[minmax(0,42rem)_minmax(0,1fr)] lg:gap-12">
            <aside className="lg:col-start-2 lg:row-start-1 lg:justify-self-end">
              <div className="lg:sticky lg:top-24 lg:w-64 xl:w-72">
                <TableOfContents label={t('toc')} items={body.headings} />
              </div>
            </aside>
            <div className="min-w-0 lg:col-start-1 lg:row-start-1">
              <div className="prose-site">{body.content}</div>
              <div className="mt-12 flex flex-col gap-8 border-t border-line pt-8">
                <div>
                  <h2 className="text-sm font-semibold text-ink">{t('tags')}</h2>
                  <ChipList items={article.tags} chipClassName="bg-surface text-ink-soft" />
                </div>
                <ShareLinks
                  locale={locale}
                  url={url}
                  title={article.title}
                  description={article.description}
                />
              </div>
            </div>
          </div>
        </div>
      </article>
      <div className="container-site mt-16 flex flex-col gap-16 pb-8 md:mt-20 md:gap-20">
        <ArticleCta locale={locale} product={article.product} />
        <ArticlePager locale={locale} previous={previous} next={next} />
        <RelatedArticles locale={locale} articles={relatedArticles(article, all)} />
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: article.title,
          description: article.description,
          datePublished: article.date,
          dateModified: article.updated ?? article.date,
          inLanguage: localeInfo[locale].tag,
          image: [
            `${siteConfig.url}${articleImagePath(locale, article.slug)}`,
            `${siteConfig.url}${article.cover}`,
          ],
          articleSection: categoryLabel,
          keywords: article.tags.join(', '),
          wordCount: article.wordCount,
          author: { '@type': 'Organization', name: article.author, url: siteConfig.url },
          publisher: { '@id': `${siteConfig.url}/#organization` },
          mainEntityOfPage: url,
          url,
        }}
      />
    </>
  );
}
