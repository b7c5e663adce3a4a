import { getTranslations } from 'next-intl/server';

import { PageHeader } from '@/components/page/page-header';
import { TableOfContents } from '@/components/page/table-of-contents';
import { CookieTable } from '@/components/support/cookie-table';
import { PolicyMarkdown } from '@/components/support/policy-markdown';
import { PrivacyController } from '@/components/support/privacy-controller';
import { getPrivacyPolicy } from '@/lib/content/privacy';
import { localeInfo } from '@/lib/i18n/locales';
import { pageContext, pageMetadata, type LocaleRouteProps } from '@/lib/pages';

export const generateMetadata = pageMetadata('privacy');

export default async function PrivacyPolicyPage({ params }: LocaleRouteProps) {
  const { locale, texts, crumbs } = await pageContext(params, 'privacy');
  const t = await getTranslations({ locale, namespace: 'privacyPolicy' });
  const policy = getPrivacyPolicy(locale);
  const updated = new Intl.DateTimeFormat(localeInfo[locale].tag, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${policy.updated}T00:00:00Z`));

  return (
    <>
      <PageHeader locale={locale} crumbs={crumbs} heading={texts.heading} intro={texts.intro}>
        <p className="text-sm text-muted">
          {t('updated')} <time dateTime={policy.updated}>{updated}</time>
        </p>
      </PageHeader>
      <div className="container-site grid grid-cols-1 gap-10 pb-16 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <TableOfContents label={t('toc')} items={policy.headings} />
        </div>
        <article className="prose-site max-w-3xl">
          {policy.segments.map((segment, index) =>
            segment.kind === 'markdown' ? (
              <PolicyMarkdown key={index} source={segment.source} />
            ) : segment.name === 'controller' ? (
              <PrivacyController key={index} locale={locale} />
            ) : (
              <CookieTable key={index} locale={locale} />
            ),
          )}
        </article>
      </div>
    </>
  );
}
