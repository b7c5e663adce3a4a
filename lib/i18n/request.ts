import { getRequestConfig } from 'next-intl/server';

import { toAppLocale } from './locales';

export default getRequestConfig(async ({ requestLocale }) => {
  const locale = toAppLocale(await requestLocale);
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});
