import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { WarrantyLookup } from '@/components/forms/warranty-lookup';
import { PageHeader } from '@/components/page/page-header';
import { getDatabase } from '@/lib/db/client';
import { formsMessages } from '@/lib/forms/messages';
import { clientKey } from '@/lib/http/client';
import { RequestRejected } from '@/lib/http/refusal';
import { pageCrumbs, pageLocale } from '@/lib/pages';
import { lookupWarranty, type WarrantyAnswer } from '@/lib/warranty/registry';

// Where the lookup form lands without JavaScript (GET ?serie=…): rendered on request, never indexed.
export const dynamic = 'force-dynamic';

type ResultPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ serie?: string | string[] }>;
};

export async function generateMetadata({ params }: ResultPageProps): Promise<Metadata> {
  const t = await getTranslations({
    locale: await pageLocale(params),
    namespace: 'forms.warranty',
  });
  return { title: t('resultHeading'), robots: { index: false, follow: false } };
}

export default async function WarrantyResultPage({ params, searchParams }: ResultPageProps) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const m = formsMessages(locale);
  const serial = (await searchParams).serie;
  let answer: WarrantyAnswer | undefined;
  let error: string | undefined;
  if (typeof serial === 'string' && serial.trim() !== '') {
    // A page cannot answer 503: without a database it says so in place of the answer.
    const db = await getDatabase().then(
      (database) => database.db,
      () => undefined,
    );
    try {
      if (db) answer = await lookupWarranty(db, serial, clientKey({ headers: await headers() }));
      else error = m.errors.unavailable;
    } catch (failure) {
      if (!(failure instanceof RequestRejected)) throw failure;
      error = failure.code === 'rate-limited' ? m.errors.rateLimited : m.errors.serial;
    }
  }
  const crumbs = [
    ...(await pageCrumbs(locale, 'warrantyLookup')),
    {
      label: m.warranty.resultHeading,
      href: '/soporte/garantia/consulta-tu-garantia/resultado' as const,
    },
  ];
  return (
    <>
      <PageHeader locale={locale} crumbs={crumbs} heading={m.warranty.resultHeading} />
      <WarrantyLookup locale={locale} answer={answer} error={error} />
    </>
  );
}
