import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { PageHeader } from '@/components/page/page-header';
import { DownloadList } from '@/components/support/download-list';
import { HelpBand } from '@/components/support/help-band';
import {
  getDownloads,
  getDownloadsData,
  getLedReference,
  isLedCode,
} from '@/lib/content/downloads';
import { localeInfo } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { pageCrumbs, pageLocale } from '@/lib/pages';
import { staticParams } from '@/lib/route-items';
import { buildMetadata } from '@/lib/seo';

type LedCodePageProps = {
  params: Promise<{ locale: string; code: string }>;
};

export const dynamicParams = false;

export function generateStaticParams() {
  return staticParams('ledDownload');
}

async function load(params: LedCodePageProps['params']) {
  const { code } = await params;
  const locale = await pageLocale(params);
  if (!isLedCode(code)) notFound();
  return { locale, code };
}

export async function generateMetadata({ params }: LedCodePageProps): Promise<Metadata> {
  const { locale, code } = await load(params);
  const t = await getTranslations({ locale, namespace: 'pages.ledDownloads' });
  return buildMetadata({
    locale,
    href: { pathname: '/soporte/descargas/pantallas-led/[code]', params: { code } },
    title: t('title', { code }),
    description: t('description', { code }),
  });
}

export default async function LedCodePage({ params }: LedCodePageProps) {
  const { locale, code } = await load(params);
  setRequestLocale(locale);
  const [t, tLed, trail] = await Promise.all([
    getTranslations({ locale, namespace: 'pages.ledDownloads' }),
    getTranslations({ locale, namespace: 'downloads.led' }),
    pageCrumbs(locale, 'downloadsLed'),
  ]);
  const href = { pathname: '/soporte/descargas/pantallas-led/[code]', params: { code } } as const;
  const data = getDownloadsData();
  const reference = getLedReference(code);
  const kind = data.ledKinds[reference.kind][locale];
  const date = new Intl.DateTimeFormat(localeInfo[locale].tag, {
    dateStyle: 'long',
    timeZone: 'UTC',
  });

  return (
    <>
      <PageHeader
        locale={locale}
        crumbs={[...trail, { label: code, href }]}
        eyebrow={kind}
        heading={t('heading', { code })}
        intro={t('intro', { code })}
      />
      <div className="container-site grid gap-10 pb-12 md:pb-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="led-files">
          <h2 id="led-files" className="text-2xl font-semibold">
            {tLed('filesTitle')}
          </h2>
          <p className="mt-2 text-muted">{reference.summary[locale]}</p>
          <div className="mt-6">
            <DownloadList locale={locale} items={getDownloads(code, locale)} headingLevel="h3" />
          </div>

          <h2 className="mt-14 text-2xl font-semibold">{tLed('historyTitle')}</h2>
          <ol className="mt-6 space-y-6 border-l-2 border-line pl-6">
            {reference.firmware.map((release) => (
              <li key={release.version} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[29px] size-3 rounded-full bg-brand ring-4 ring-white"
                />
                <h3 className="font-semibold">
                  {tLed('release', { version: release.version })}{' '}
                  <span className="font-normal text-muted">
                    ·{' '}
                    <time dateTime={release.date}>
                      {date.format(new Date(`${release.date}T00:00:00Z`))}
                    </time>
                  </span>
                </h3>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-soft">
                  {release.changes.map((change) => (
                    <li key={change}>{data.changes[change]![locale]}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </section>

        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <dl className="overflow-hidden card text-sm">
            {[
              [data.labels.kind[locale], kind],
              [data.labels.line[locale], 'ShineLink Plus'],
              [data.labels.year[locale], String(reference.year)],
              [data.labels.firmware[locale], reference.firmware[0]!.version],
              [
                data.labels.software[locale],
                `${data.ledSoftware.name} ${reference.software.version}`,
              ],
              [
                data.labels.service[locale],
                (reference.service === 'front'
                  ? data.labels.frontService
                  : data.labels.rearService)[locale],
              ],
            ].map(([term, value]) => (
              <div key={term} className="border-b border-line px-5 py-3 last:border-b-0">
                <dt className="text-muted">{term}</dt>
                <dd className="mt-0.5 font-semibold first-letter:uppercase">{value}</dd>
              </div>
            ))}
          </dl>
          <nav
            aria-labelledby="led-compatible"
            className="rounded-[var(--radius-card)] bg-surface p-5"
          >
            <h2 id="led-compatible" className="text-base font-semibold">
              {data.labels.compatible[locale]}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {reference.compatibleWith.map((other) => (
                <li key={other}>
                  <Link
                    href={{
                      pathname: '/soporte/descargas/pantallas-led/[code]',
                      params: { code: other },
                    }}
                    className="inline-flex min-h-10 items-center rounded-full bg-white px-3 font-mono text-sm font-semibold ring-1 ring-line hover:ring-ink"
                  >
                    {other}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      </div>
      <HelpBand locale={locale} />
    </>
  );
}
