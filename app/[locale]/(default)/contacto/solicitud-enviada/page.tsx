import { getTranslations } from 'next-intl/server';

import { SentReference } from '@/components/forms/sent-reference';
import { standardPage } from '@/components/page/standard-page';

// Prerendered like every page: the reference (`?ref=`) is read in the browser by a small leaf.
const page = standardPage('contactSent', {
  lead: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'forms.sent' });
    return (
      <SentReference label={t('reference')} hint={t('referenceHint')} noscript={t('noscript')} />
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
