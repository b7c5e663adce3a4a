import { getTranslations } from 'next-intl/server';

import { formPage } from '@/components/forms/form-page';
import { getCompany } from '@/lib/content/company';
import { localeInfo } from '@/lib/i18n/locales';

// Where a demo can be given at the school is the company's word: shown only once confirmed
// (content/company.json `demo.onSiteCountries`, "Facts to confirm"); the form offers both kinds.
const page = formPage('demo', 'demo', {
  before: async (locale) => {
    const codes = getCompany().demo.onSiteCountries;
    if (codes.length === 0) return null;
    const t = await getTranslations({ locale, namespace: 'forms' });
    const tag = localeInfo[locale].tag;
    const names = new Intl.DisplayNames([tag], { type: 'region' });
    const countries = new Intl.ListFormat(tag, { type: 'conjunction' }).format(
      codes.map((code) => names.of(code) ?? code),
    );
    return <p className="container-site pb-4 font-semibold">{t('demoOnSite', { countries })}</p>;
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
