import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { DisplayIllustration } from '@/components/illustrations/display-illustration';
import { ArticleCard } from '@/components/news/article-card';
import { pages, type PageId } from '@/config/pages';
import { getArticles } from '@/lib/content/news';
import { isAppLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { buildMetadata } from '@/lib/seo';

type HomePageProps = {
  params: Promise<{ locale: string }>;
};

const range = ['taurus', 'ia', 'cyse', 'piscis'] as const satisfies PageId[];
const sectors = ['education', 'companies', 'retail'] as const satisfies PageId[];

export async function generateMetadata({ params }: HomePageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isAppLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'pages.home' });
  return buildMetadata({
    locale,
    href: '/',
    title: t('title'),
    description: t('description'),
    absoluteTitle: true,
  });
}

export default async function HomePage({ params }: HomePageProps) {
  const { locale: raw } = await params;
  const locale = isAppLocale(raw) ? raw : 'es';
  setRequestLocale(locale);
  const [t, tPages, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  const latest = getArticles(locale).slice(0, 3);

  return (
    <>
      <section className="relative overflow-hidden bg-night text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_70%_20%,rgba(31,79,224,0.45),transparent_60%)]"
        />
        <div className="relative container-site grid items-center gap-10 py-16 md:py-24 lg:grid-cols-2">
          <div>
            <p className="eyebrow text-accent">{t('heroEyebrow')}</p>
            <h1 className="mt-4 text-display font-bold text-balance">{t('heroTitle')}</h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-white/80">{t('heroBody')}</p>
            <div className="mt-9 flex flex-wrap gap-3">
              <Link href="/demo-gratuita-de-pantalla-interactiva" className="btn btn-on-dark">
                {tCommon('requestDemo')}
              </Link>
              <Link
                href="/pantallas-interactivas-educacion"
                className="btn text-white ring-1 ring-white/30 hover:ring-white"
              >
                {tCommon('seeRange')}
              </Link>
            </div>
          </div>
          <DisplayIllustration className="w-full max-w-xl justify-self-center" />
        </div>
      </section>

      <section className="container-site py-16 md:py-24" aria-labelledby="range">
        <div className="max-w-2xl">
          <h2 id="range" className="text-title font-bold">
            {t('rangeTitle')}
          </h2>
          <p className="mt-4 text-lg text-muted">{t('rangeBody')}</p>
        </div>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {range.map((id) => (
            <li key={id} className="relative flex flex-col card p-6">
              <h3 className="text-xl font-semibold">
                <Link
                  href={pages[id].pathname}
                  className="after:absolute after:inset-0 hover:text-brand"
                >
                  {tPages(`${id}.label`)}
                </Link>
              </h3>
              <p className="mt-3 text-muted">{tPages(`${id}.intro`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-surface py-16 md:py-24">
        <div className="container-site grid gap-6 md:grid-cols-2">
          <div className="card p-8 md:p-10">
            <h2 className="text-2xl font-bold">{t('aiTitle')}</h2>
            <p className="mt-4 leading-relaxed text-muted">{t('aiBody')}</p>
            <Link
              href="/pantallas-interactivas-educacion/ia"
              className="mt-6 inline-block font-semibold text-brand"
            >
              {tCommon('learnMore')} →
            </Link>
          </div>
          <div className="card p-8 md:p-10">
            <h2 className="text-2xl font-bold">{t('edsuiteTitle')}</h2>
            <p className="mt-4 leading-relaxed text-muted">{t('edsuiteBody')}</p>
            <Link
              href="/software-educativo-edsuite"
              className="mt-6 inline-block font-semibold text-brand"
            >
              {tCommon('learnMore')} →
            </Link>
          </div>
          <div className="card p-8 md:p-10">
            <h2 className="text-2xl font-bold">{t('warrantyTitle')}</h2>
            <p className="mt-4 leading-relaxed text-muted">{t('warrantyBody')}</p>
            <Link href="/soporte/garantia" className="mt-6 inline-block font-semibold text-brand">
              {tCommon('learnMore')} →
            </Link>
          </div>
          <div className="flex flex-col justify-between rounded-[var(--radius-card)] bg-brand p-8 text-white md:p-10">
            <div>
              <h2 className="text-2xl font-bold">{t('demoTitle')}</h2>
              <p className="mt-4 leading-relaxed text-white/85">{t('demoBody')}</p>
            </div>
            <Link
              href="/demo-gratuita-de-pantalla-interactiva"
              className="mt-6 btn self-start btn-on-dark"
            >
              {tCommon('requestDemo')}
            </Link>
          </div>
        </div>
      </section>

      <section className="container-site py-16 md:py-24" aria-labelledby="sectors">
        <h2 id="sectors" className="text-title font-bold">
          {t('sectorsTitle')}
        </h2>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {sectors.map((id) => (
            <li key={id} className="relative card p-7">
              <h3 className="text-xl font-semibold">
                <Link
                  href={pages[id].pathname}
                  className="after:absolute after:inset-0 hover:text-brand"
                >
                  {tPages(`${id}.label`)}
                </Link>
              </h3>
              <p className="mt-3 text-muted">{tPages(`${id}.intro`)}</p>
            </li>
          ))}
        </ul>
      </section>

      {latest.length > 0 ? (
        <section className="container-site pb-8" aria-labelledby="latest">
          <div className="flex items-end justify-between gap-4">
            <h2 id="latest" className="text-title font-bold">
              {t('newsTitle')}
            </h2>
            <Link href="/noticias" className="font-semibold text-brand">
              {t('newsAll')} →
            </Link>
          </div>
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            {latest.map((article) => (
              <ArticleCard key={article.slug} article={article} headingLevel="h3" />
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}
