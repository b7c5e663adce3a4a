import { getTranslations } from 'next-intl/server';

import { PageHeader } from '@/components/page/page-header';
import { PageSection } from '@/components/page/page-section';
import { HeroActions } from '@/components/product/hero-actions';
import { SustainabilityIllustration } from '@/components/support/illustrations/sustainability-illustration';
import { SupportIcon, type SupportIconName } from '@/components/support/support-icon';
import { getAudits, localizeAudit } from '@/lib/content/audits';
import { getCompany } from '@/lib/content/company';
import { getSpareParts } from '@/lib/content/spare-parts';
import { getWarrantyTerms } from '@/lib/content/warranty';
import { Link } from '@/lib/i18n/navigation';
import { pageContext, pageMetadata, type LocaleRouteProps } from '@/lib/pages';

export const generateMetadata = pageMetadata('sustainability');

const pillarIcons: Record<string, SupportIconName> = {
  repair: 'wrench',
  energy: 'clock',
  audits: 'check',
  updates: 'download',
};

export default async function SustainabilityPage({ params }: LocaleRouteProps) {
  const { locale, texts, crumbs } = await pageContext(params, 'sustainability');
  const t = await getTranslations({ locale, namespace: 'sustainability' });
  // None until the company confirms one (content/audits.json): no figure and no latest audit then.
  const audits = getAudits();
  const latest = audits[0] ? localizeAudit(audits[0], locale) : undefined;
  const pillars = [
    ...Object.entries(texts.sections),
    // Take-back on delivery and packaging promises wait for the company's word (issue 28).
    ...(['updates'] as const).map(
      (key) => [key, { title: t(`pillars.${key}.title`), body: t(`pillars.${key}.body`) }] as const,
    ),
  ];
  const updatesYears = getCompany().systemUpdatesYears;
  const figures = [
    { value: String(getWarrantyTerms().durationYears), label: t('figures.years') },
    { value: String(getSpareParts().length), label: t('figures.parts') },
    // A term for updates is the company's word: no figure until confirmed (content/company.json).
    ...(updatesYears ? [{ value: String(updatesYears), label: t('figures.updates') }] : []),
    ...(latest
      ? [
          {
            value: String(audits.length),
            label: t('figures.audits', {
              year: String(Math.min(...audits.map((audit) => audit.year))),
            }),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader locale={locale} crumbs={crumbs} heading={texts.heading} intro={texts.intro}>
        <HeroActions
          primary={{ href: '/sostenibilidad/auditorias', label: t('auditsCta') }}
          secondary={{ href: '/sostenibilidad/solicitud', label: t('requestCta') }}
        />
      </PageHeader>

      <PageSection id="sustainability-figures" title={t('figuresTitle')} heading="hidden">
        <div className="grid items-center gap-8 rounded-[var(--radius-card)] bg-night p-6 text-white md:p-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <ul
            className={`grid gap-6 ${figures.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}
          >
            {figures.map((figure) => (
              <li key={figure.label}>
                <p className="text-5xl font-bold tracking-tight text-accent">{figure.value}</p>
                <p className="mt-2 text-white/80">{figure.label}</p>
              </li>
            ))}
          </ul>
          <SustainabilityIllustration
            title={t('illustrationAlt')}
            priority
            className="mx-auto h-auto w-full max-w-xs"
          />
        </div>
      </PageSection>

      <PageSection id="sustainability-pillars" title={t('pillarsTitle')} heading="lg">
        <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {pillars.map(([key, pillar]) => (
            <li key={key} className="card p-6">
              <span className="flex size-11 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700">
                <SupportIcon name={pillarIcons[key] ?? 'leaf'} />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{pillar.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{pillar.body}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      {latest ? (
        <section aria-labelledby="sustainability-latest" className="container-site pb-4">
          <div className="grid gap-6 card p-6 md:grid-cols-[minmax(0,1fr)_auto] md:items-end md:p-10">
            <div>
              <p className="eyebrow">{t('latestEyebrow', { year: String(latest.year) })}</p>
              <h2 id="sustainability-latest" className="mt-2 text-2xl font-semibold">
                {latest.standard} · {latest.certifier}
              </h2>
              <p className="mt-3 max-w-3xl leading-relaxed text-muted">{latest.summary}</p>
            </div>
            <Link
              href={{ pathname: '/sostenibilidad/auditorias', hash: latest.id }}
              className="btn btn-secondary"
            >
              {t('latestCta')}
            </Link>
          </div>
        </section>
      ) : null}
    </>
  );
}
