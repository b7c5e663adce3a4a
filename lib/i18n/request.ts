import { getRequestConfig } from 'next-intl/server';

import { catalogues } from './catalogues';
import { toAppLocale } from './locales';

export default getRequestConfig(async ({ requestLocale }) => {
  const locale = toAppLocale(await requestLocale);
  return {
    locale,
    messages: catalogues[locale],
  };
});
