import { getAudits } from '@/lib/content/audits';
import { getCompany } from '@/lib/content/company';
import { documentProblems } from '@/lib/content/documents';
import { getDownloadsData } from '@/lib/content/downloads';
import { getPrivacyPolicy } from '@/lib/content/privacy';
import { getSpareParts } from '@/lib/content/spare-parts';
import { loaderValidator, type ContentValidator } from '@/lib/content/validation';
import { getWarrantyCountries, getWarrantyTerms } from '@/lib/content/warranty';
import { formIds, forms } from '@/lib/forms/forms';
import { locales } from '@/lib/i18n/locales';

import { undeclaredFormUses } from './form-privacy';

/** The support content kinds (parts, warranty, company, downloads, audits, privacy) for scripts/content/validate.ts. */
export const supportValidators: ContentValidator[] = [
  loaderValidator('spare parts', getSpareParts),
  loaderValidator('warranty', () => [getWarrantyTerms(), getWarrantyCountries()]),
  loaderValidator('company details', getCompany),
  loaderValidator('downloads', getDownloadsData),
  { name: 'printable documents', validate: () => documentProblems() },
  loaderValidator('audits', getAudits),
  loaderValidator('privacy policy', () => locales.map((locale) => getPrivacyPolicy(locale))),
  // What each form's data is used for and how long it is kept, in every language of the policy.
  {
    name: "forms' privacy purposes",
    validate: () => undeclaredFormUses(formIds.map((id) => forms[id])),
  },
];
