import { getTranslations } from 'next-intl/server';

import { CtaBand } from '@/components/page/cta-band';
import { PageHeader } from '@/components/page/page-header';
import { PageSection } from '@/components/page/page-section';
import { AuditList } from '@/components/support/audit-list';
import { getAudits, getAuditTopics } from '@/lib/content/audits';
import { pageContext, pageMetadata, type LocaleRouteProps } from '@/lib/pages';

export const generateMetadata = pageMetadata('sustainabilityAudits');

export default async function SustainabilityAuditsPage({ params }: LocaleRouteProps) {
  const { locale, texts, crumbs } = await pageContext(params, 'sustainabilityAudits');
  const t = await getTranslations({ locale, namespace: 'sustainability.audits' });
  // Audits and certificates appear only once the company confirms them (content/audits.json).
  const published = getAudits().length > 0;
  return (
    <>
      <PageHeader locale={locale} crumbs={crumbs} heading={texts.heading} intro={texts.intro} />
      <PageSection id="audit-topics" title={t('topicsTitle')} heading="md">
        <ul className="mt-8 grid gap-5 md:grid-cols-2">
          {getAuditTopics(locale).map((topic) => (
            <li key={topic.id} id={topic.id} className="scroll-mt-24 card p-6 md:p-8">
              <h3 className="text-xl font-semibold">{topic.title}</h3>
              <p className="mt-3 leading-relaxed text-muted">{topic.body}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      {published ? (
        <PageSection id="audits-published" title={t('publishedTitle')} heading="md">
          <div className="mt-8">
            <AuditList locale={locale} />
          </div>
        </PageSection>
      ) : null}
      <CtaBand
        id="audits-report"
        glow={false}
        className="container-site pb-4"
        title={t('reportTitle')}
        body={t('reportBody')}
        actions={{ primary: { href: '/sostenibilidad/solicitud', label: t('reportCta') } }}
      />
    </>
  );
}
