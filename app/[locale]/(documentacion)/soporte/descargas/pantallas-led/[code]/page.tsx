import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { PageHeader } from '@/components/page/page-header';
import { isLedCode, ledCodes } from '@/lib/content/led-downloads';
import { isAppLocale, locales } from '@/lib/i18n/locales';
import { pageCrumbs } from '@/lib/pages';
import { buildMetadata } from '@/lib/seo';

type LedCodePageProps = {
  params: Promise<{ locale: string; code: string }>;
};

export function generateStaticParams() {
  return locales.flatMap((locale) => ledCodes.map((code) => ({ locale, code })));
}

async function load(params: LedCodePageProps['params']) {
  const { locale, code } = await params;
  if (!isAppLocale(locale) || !isLedCode(code)) notFound();
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
  const [t, trail] = await Promise.all([
    getTranslations({ locale, namespace: 'pages.ledDownloads' }),
    pageCrumbs(locale, 'downloadsLed'),
  ]);
  const href = { pathname: '/soporte/descargas/pantallas-led/[code]', params: { code } } as const;
  return (
    <PageHeader
      locale={locale}
      crumbs={[...trail, { label: code, href }]}
      heading={t('heading', { code })}
      intro={t('intro', { code })}
    />
  );
}
