import { getTranslations } from 'next-intl/server';

import { PageHeader } from '@/components/page/page-header';
import { HelpBand } from '@/components/support/help-band';
import { LedReferenceCard } from '@/components/support/led-reference-card';
import { getDownloadsData, ledKinds } from '@/lib/content/downloads';
import { Link } from '@/lib/i18n/navigation';
import { pageContext, pageMetadata, type LocaleRouteProps } from '@/lib/pages';

export const generateMetadata = pageMetadata('downloadsLed');

export default async function LedDownloadsPage({ params }: LocaleRouteProps) {
  const { locale, texts, crumbs } = await pageContext(params, 'downloadsLed');
  const t = await getTranslations({ locale, namespace: 'downloads.led' });
  const data = getDownloadsData();

  return (
    <>
      <PageHeader locale={locale} crumbs={crumbs} heading={texts.heading} intro={texts.intro} />
      <div className="container-site space-y-12 pb-12 md:pb-16">
        {ledKinds.map((kind) => {
          const references = data.ledReferences.filter((reference) => reference.kind === kind);
          if (references.length === 0) return null;
          const title = data.ledKinds[kind][locale];
          return (
            <section key={kind} aria-labelledby={`led-${kind}`}>
              <h2 id={`led-${kind}`} className="text-2xl font-semibold first-letter:uppercase">
                {title}
              </h2>
              <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {references.map((reference) => (
                  <LedReferenceCard key={reference.code} locale={locale} reference={reference} />
                ))}
              </ul>
            </section>
          );
        })}
        <aside className="flex flex-col gap-4 rounded-[var(--radius-card)] bg-surface p-6 md:flex-row md:items-center md:justify-between md:p-8">
          <div>
            <h2 className="text-xl font-semibold">{t('whereTitle')}</h2>
            <p className="mt-1 max-w-2xl text-muted">{t('whereBody')}</p>
          </div>
          <Link href="/soporte/reparacion-pantallas-led" className="btn shrink-0 btn-secondary">
            {t('repairCta')}
          </Link>
        </aside>
      </div>
      <HelpBand locale={locale} />
    </>
  );
}
