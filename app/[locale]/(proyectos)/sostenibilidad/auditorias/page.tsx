import { getTranslations } from 'next-intl/server';

import { CtaBand } from '@/components/page/cta-band';
import { PageHeader } from '@/components/page/page-header';
import { standardPage } from '@/components/page/standard-page';
import { AuditList } from '@/components/support/audit-list';
import { pageContext, type LocaleRouteProps } from '@/lib/pages';

export const generateMetadata = standardPage('sustainabilityAudits').generateMetadata;

export default async function SustainabilityAuditsPage({ params }: LocaleRouteProps) {
  const { locale, texts, crumbs } = await pageContext(params, 'sustainabilityAudits');
  const t = await getTranslations({ locale, namespace: 'sustainability.audits' });
  return (
    <>
      <PageHeader locale={locale} crumbs={crumbs} heading={texts.heading} intro={texts.intro} />
      <div className="container-site pb-12 md:pb-16">
        <AuditList locale={locale} />
      </div>
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
