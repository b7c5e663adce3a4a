import { locales } from '@/lib/i18n/locales';

import { getAudits } from './audits';
import { getCompany } from './company';
import { documentProblems } from './documents';
import { getDownloadsData } from './downloads';
import { getPrivacyPolicy } from './privacy';
import { getSpareParts } from './spare-parts';
import { loaderValidator, type ContentValidator } from './validation';
import { getWarrantyCountries, getWarrantyTerms } from './warranty';

/** The support content kinds (parts, warranty, company, downloads, audits, privacy) for scripts/content/validate.ts. */
export const supportValidators: ContentValidator[] = [
  loaderValidator('spare parts', getSpareParts),
  loaderValidator('warranty', () => [getWarrantyTerms(), getWarrantyCountries()]),
  loaderValidator('company details', getCompany),
  loaderValidator('downloads', getDownloadsData),
  { name: 'printable documents', validate: () => documentProblems() },
  loaderValidator('audits', getAudits),
  loaderValidator('privacy policy', () => locales.map((locale) => getPrivacyPolicy(locale))),
];
