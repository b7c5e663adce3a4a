import { getTranslations } from 'next-intl/server';

import { formPage } from '@/components/forms/form-page';
import { getCompany } from '@/lib/content/company';

// A reply time is a promise: it is shown only once the company confirms it (content/company.json).
const page = formPage('contact', 'contact', {
  before: async (locale) => {
    const days = getCompany().replyWorkingDays;
    if (!days) return null;
    const t = await getTranslations({ locale, namespace: 'forms' });
    return <p className="container-site pb-4 font-semibold">{t('replyTime', { days })}</p>;
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
