import { getRequestConfig } from 'next-intl/server';

import { catalogues } from './catalogues';
import { isAppLocale } from './locales';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isAppLocale(requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: catalogues[locale],
  };
});
