import { getTranslations } from 'next-intl/server';

import { PageHeader } from '@/components/page/page-header';
import { PageSection, SplitSection } from '@/components/page/page-section';
import { HelpBand } from '@/components/support/help-band';
import { WarrantyIllustration } from '@/components/support/illustrations/warranty-illustration';
import { LinkCardGrid } from '@/components/support/link-card-grid';
import { WarrantyExclusions } from '@/components/support/warranty-exclusions';
import { WarrantyPlans } from '@/components/support/warranty-plans';
import { StepNumber } from '@/components/ui/step-number';
import { getWarrantyTerms } from '@/lib/content/warranty';
import { pageContext, pageMetadata, type LocaleRouteProps } from '@/lib/pages';

export const generateMetadata = pageMetadata('warranty');

const steps = ['check', 'contact', 'diagnose', 'service'] as const;

export default async function WarrantyPage({ params }: LocaleRouteProps) {
  const { locale, texts, crumbs } = await pageContext(params, 'warranty');
  const [t, tPages] = await Promise.all([
    getTranslations({ locale, namespace: 'support.warranty' }),
    getTranslations({ locale, namespace: 'pages' }),
  ]);
  const { durationYears, advanceReturnDays } = getWarrantyTerms();

  return (
    <>
      <PageHeader locale={locale} crumbs={crumbs} heading={texts.heading} intro={texts.intro} />

      <PageSection id="warranty-plans" title={t('plansTitle')} heading="hidden">
        <WarrantyPlans locale={locale} />
      </PageSection>

      <SplitSection
        id="warranty-how"
        title={t('howTitle')}
        heading="lg"
        gridClassName="grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_26rem]"
        aside={
          <WarrantyIllustration
            years={durationYears}
            priority
            title={t('illustrationAlt', { years: String(durationYears) })}
            className="mx-auto h-auto w-full max-w-md"
          />
        }
      >
        <ol className="mt-8 space-y-6">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-4">
              <StepNumber number={index + 1} className="size-10 bg-brand text-base" />
              <div>
                <h3 className="text-lg font-semibold">{t(`steps.${step}.title`)}</h3>
                <p className="mt-1 text-muted">
                  {t(`steps.${step}.body`, { days: String(advanceReturnDays) })}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </SplitSection>

      <WarrantyExclusions locale={locale} />

      <PageSection id="warranty-more" title={t('moreTitle')}>
        <div className="mt-6">
          <LinkCardGrid
            cards={[
              {
                page: 'warrantySummary',
                icon: 'table',
                title: tPages('warrantySummary.label'),
                body: t('more.summary'),
              },
              {
                page: 'warrantyCountries',
                icon: 'globe',
                title: tPages('warrantyCountries.label'),
                body: t('more.countries'),
              },
              {
                page: 'warrantyLookup',
                icon: 'search',
                title: tPages('warrantyLookup.label'),
                body: t('more.lookup'),
              },
            ]}
          />
        </div>
      </PageSection>

      <HelpBand locale={locale} />
    </>
  );
}
