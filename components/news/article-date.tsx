import { getFormatter } from 'next-intl/server';

import type { AppLocale } from '@/lib/i18n/locales';

/**
 * How article dates are written. Frontmatter dates are calendar days: formatting them in UTC keeps
 * the day the editor wrote whatever the server's time zone.
 */
export const articleDateFormat = { dateStyle: 'long', timeZone: 'UTC' } as const;

type ArticleDateProps = {
  locale: AppLocale;
  date: string;
};

/** A frontmatter date (YYYY-MM-DD) written out in the page's language. */
export async function ArticleDate({ locale, date }: ArticleDateProps) {
  const format = await getFormatter({ locale });
  return <time dateTime={date}>{format.dateTime(new Date(date), articleDateFormat)}</time>;
}
