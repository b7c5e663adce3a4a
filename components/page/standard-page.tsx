import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { commonActions } from '@/components/page/common-actions';
import type { PageId } from '@/config/pages';
import type { AppLocale } from '@/lib/i18n/locales';
import { pageContext, pageMetadata, type LocaleRouteProps } from '@/lib/pages';

import { CtaBand } from './cta-band';
import { PageHeader } from './page-header';

type StandardPageOptions = {
  /** Extra content under the sections, rendered on the server for the page's locale. */
  extra?: (locale: AppLocale) => Promise<ReactNode> | ReactNode;
  /** Content inside the page header, under the introduction (e.g. a confirmation's reference). */
  lead?: (locale: AppLocale) => Promise<ReactNode> | ReactNode;
  tone?: 'light' | 'dark';
  cta?: boolean;
};

/**
 * A page whose texts live in `pages.<id>`: heading, introduction and sections.
 * Returns the route's `generateMetadata` and default export.
 */
export function standardPage(id: PageId, options: StandardPageOptions = {}) {
  async function Page({ params }: LocaleRouteProps) {
    const { locale, texts, crumbs } = await pageContext(params, id);
    const tCommon = await getTranslations({ locale, namespace: 'common' });
    const { demo, contact } = commonActions(tCommon);
    const sections = Object.entries(texts.sections);
    const dark = options.tone === 'dark';

    return (
      <>
        <PageHeader
          locale={locale}
          crumbs={crumbs}
          heading={texts.heading}
          intro={texts.intro}
          tone={options.tone}
        >
          {options.lead ? await options.lead(locale) : null}
        </PageHeader>
        {sections.length > 0 ? (
          <section className="container-site pt-4 pb-12 md:pb-16">
            <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
              {sections.map(([key, section]) => (
                <li
                  key={key}
                  id={key}
                  className={
                    dark
                      ? 'rounded-[var(--radius-card)] bg-white/5 p-7 outline outline-white/10'
                      : 'card p-7'
                  }
                >
                  <h2 className="text-xl font-semibold">{section.title}</h2>
                  <p className={`mt-3 leading-relaxed ${dark ? 'text-white/75' : 'text-muted'}`}>
                    {section.body}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {options.extra ? await options.extra(locale) : null}
        {options.cta === false ? null : (
          <CtaBand
            id="page-cta"
            titleAs="p"
            glow={false}
            className="container-site"
            title={tCommon('ctaBand')}
            actions={{
              primary: demo,
              secondary: contact,
            }}
          />
        )}
      </>
    );
  }

  return { generateMetadata: pageMetadata(id), Page };
}
