import { getTranslations } from 'next-intl/server';

import { SentReference } from '@/components/forms/sent-reference';
import { standardPage } from '@/components/page/standard-page';
import { isReference } from '@/lib/forms/reference';
import { pageMetadata, type LocaleRouteProps } from '@/lib/pages';

// Rendered on request, like the review page: the reference (`?ref=`) is written into the HTML, so a
// visitor without JavaScript reads it on the page, in their language, not only in the address.
export const dynamic = 'force-dynamic';

type SentPageProps = LocaleRouteProps & {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = pageMetadata('contactSent');

export default async function SentPage({ params, searchParams }: SentPageProps) {
  const ref = (await searchParams).ref;
  const reference = typeof ref === 'string' && isReference(ref) ? ref : null;
  const page = standardPage('contactSent', {
    lead: async (locale) => {
      if (!reference) return null;
      const t = await getTranslations({ locale, namespace: 'forms.sent' });
      return (
        <SentReference label={t('reference')} hint={t('referenceHint')} reference={reference} />
      );
    },
  });
  return page.Page({ params });
}
