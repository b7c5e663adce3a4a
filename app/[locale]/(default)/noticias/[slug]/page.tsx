import type { Metadata } from 'next';
import Image from 'next/image';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';

import { MdxContent } from '@/components/mdx/mdx-content';
import { PageHeader } from '@/components/page/page-header';
import { JsonLd } from '@/components/seo/json-ld';
import { siteConfig } from '@/config/site';
import { getArticle, getNewsSlugs } from '@/lib/content/news';
import { isAppLocale, locales, localeInfo } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { pageCrumbs } from '@/lib/pages';
import { absoluteUrl, buildMetadata } from '@/lib/seo';

type ArticlePageProps = {
  params: Promise<{ locale: string; slug: string }>;
};

export function generateStaticParams() {
  return locales.flatMap((locale) => getNewsSlugs().map((slug) => ({ locale, slug })));
}

async function load(params: ArticlePageProps['params']) {
  const { locale, slug } = await params;
  if (!isAppLocale(locale)) notFound();
  const article = getArticle(locale, slug);
  if (!article) notFound();
  return { locale, article };
}

export async function generateMetadata({ params }: ArticlePageProps): Promise<Metadata> {
  const { locale, article } = await load(params);
  return buildMetadata({
    locale,
    href: { pathname: '/noticias/[slug]', params: { slug: article.slug } },
    title: article.title,
    description: article.description,
    type: 'article',
    image: { url: article.cover, alt: article.coverAlt, width: 1200, height: 630 },
    publishedTime: article.date,
    modifiedTime: article.updated ?? article.date,
  });
}

export default async function ArticlePage({ params }: ArticlePageProps) {
  const { locale, article } = await load(params);
  setRequestLocale(locale);
  const [t, tCommon, format, trail] = await Promise.all([
    getTranslations({ locale, namespace: 'news' }),
    getTranslations({ locale, namespace: 'common' }),
    getFormatter({ locale }),
    pageCrumbs(locale, 'news'),
  ]);
  const href = { pathname: '/noticias/[slug]', params: { slug: article.slug } } as const;
  const crumbs = [...trail, { label: article.title, href }];

  return (
    <article>
      <PageHeader
        locale={locale}
        crumbs={crumbs}
        eyebrow={t(`categories.${article.category}`)}
        heading={article.title}
        intro={article.description}
      />
      <div className="container-site">
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <span>{article.author}</span>
          <time dateTime={article.date}>
            {format.dateTime(new Date(article.date), { dateStyle: 'long' })}
          </time>
          <span>{t('readingTime', { minutes: article.readingMinutes })}</span>
        </p>
        <Image
          src={article.cover}
          alt={article.coverAlt}
          width={1200}
          height={630}
          priority
          unoptimized
          className="mt-6 aspect-[1200/630] w-full rounded-[var(--radius-card)] bg-ink object-cover"
        />
        <div className="mx-auto prose-site mt-12 max-w-[68ch] text-[1.0625rem]">
          <MdxContent source={article.body} />
        </div>
        <aside className="mx-auto mt-16 max-w-[68ch] rounded-[var(--radius-card)] bg-ink p-8 text-white">
          <p className="text-xl font-semibold">{tCommon('ctaBand')}</p>
          <Link href="/demo-gratuita-de-pantalla-interactiva" className="mt-5 btn btn-on-dark">
            {tCommon('requestDemo')}
          </Link>
        </aside>
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
          image: `${siteConfig.url}${article.cover}`,
          author: { '@type': 'Organization', name: article.author },
          publisher: { '@id': `${siteConfig.url}/#organization` },
          mainEntityOfPage: absoluteUrl(locale, href),
        }}
      />
    </article>
  );
}
