import { getTranslations } from 'next-intl/server';

import { PageHeader } from '@/components/page/page-header';
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
        <nav aria-labelledby="privacy-toc" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="privacy-toc" className="text-sm font-semibold text-ink">
            {t('toc')}
          </h2>
          <ol className="mt-3 space-y-2 border-l border-line pl-4 text-sm">
            {policy.headings.map((heading) => (
              <li key={heading.id}>
                <a href={`#${heading.id}`} className="text-muted hover:text-brand">
                  {heading.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
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
