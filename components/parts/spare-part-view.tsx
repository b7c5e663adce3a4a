import { getTranslations } from 'next-intl/server';

import { PageHeader } from '@/components/page/page-header';
import { localizePart, type SparePart } from '@/lib/content/spare-parts';
import type { AppLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { pageCrumbs } from '@/lib/pages';

type SparePartViewProps = {
  locale: AppLocale;
  part: SparePart;
  /** Reached by scanning the part's label. */
  scanned?: boolean;
};

/** The page of one spare part, shared by its hash route and its QR-token route. */
export async function SparePartView({ locale, part, scanned = false }: SparePartViewProps) {
  const [t, tCategories, trail] = await Promise.all([
    getTranslations({ locale, namespace: 'pages.sparePart' }),
    getTranslations({ locale, namespace: 'parts.categories' }),
    pageCrumbs(locale, 'spareParts'),
  ]);
  const localized = localizePart(part, locale);
  const href = { pathname: '/recambios/[hash]', params: { hash: part.hash } } as const;

  return (
    <>
      <PageHeader
        locale={locale}
        crumbs={[...trail, { label: localized.name, href }]}
        eyebrow={tCategories(part.category)}
        heading={localized.name}
        intro={localized.description}
      >
        {scanned ? <p className="w-full text-sm text-muted">{t('scannedLabel')}</p> : null}
        <Link href="/soporte/asistencia-tecnica" className="btn btn-primary">
          {t('request')}
        </Link>
      </PageHeader>
      <section className="container-site">
        <dl className="grid gap-px overflow-hidden card bg-line sm:grid-cols-2">
          {[
            [t('partNumber'), part.partNumber],
            [t('category'), tCategories(part.category)],
            [t('compatibility'), part.models.join(', ')],
            [t('sizes'), part.sizes.length ? part.sizes.map((s) => `${s}"`).join(' · ') : '—'],
          ].map(([term, value]) => (
            <div key={term} className="bg-white p-6">
              <dt className="text-sm text-muted">{term}</dt>
              <dd className="mt-1 text-lg font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
