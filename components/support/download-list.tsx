import { getTranslations } from 'next-intl/server';

import { formatFileSize, type DownloadItem, type DownloadType } from '@/lib/content/downloads';
import { localeInfo, type AppLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';

import { SupportIcon, type SupportIconName } from './support-icon';

type DownloadListProps = {
  locale: AppLocale;
  items: DownloadItem[];
  /** Heading level of each file's title, so the list nests under the page's own headings. */
  headingLevel?: 'h2' | 'h3';
};

const typeIcons: Record<DownloadType, SupportIconName> = {
  'quick-start': 'document',
  manual: 'document',
  guide: 'document',
  datasheet: 'table',
  'release-notes': 'document',
  software: 'download',
  firmware: 'led',
};

function autonym(locale: AppLocale): string {
  return localeInfo[locale].name;
}

/**
 * The files of a downloads page with their type, version, date, size and language. Files this
 * site generates link straight to the PDF (in every language); the rest say how to obtain them.
 */
export async function DownloadList({ locale, items, headingLevel = 'h2' }: DownloadListProps) {
  const t = await getTranslations({ locale, namespace: 'downloads' });
  const tag = localeInfo[locale].tag;
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const languageNames = new Intl.DisplayNames([tag], { type: 'language' });
  const list = new Intl.ListFormat(tag, { type: 'conjunction' });
  const Heading = headingLevel;

  return (
    <ul className="space-y-4">
      {items.map((item) => {
        const { availability } = item;
        const file = availability.kind === 'file' ? availability : null;
        const languages =
          availability.kind === 'file'
            ? autonym(availability.language)
            : availability.languages.length > 0
              ? list.format(availability.languages.map((code) => languageNames.of(code) ?? code))
              : t('noLanguage');
        return (
          <li key={item.id} id={item.id} className="scroll-mt-24 card p-5 md:p-6">
            <div className="flex flex-col gap-4 md:flex-row md:items-start md:gap-5">
              <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand md:flex">
                <SupportIcon name={typeIcons[item.type]} />
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-xs font-semibold tracking-wider text-brand uppercase">
                  {t(`types.${item.type}`)}
                </p>
                <Heading className="mt-1 text-lg font-semibold text-balance">{item.title}</Heading>
                <p className="mt-1 text-sm leading-relaxed text-muted">{item.summary}</p>
                <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-soft">
                  <div className="flex gap-1">
                    <dt className="text-muted">{t('version')}</dt>
                    <dd className="font-semibold">{item.version}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="text-muted">{t('date')}</dt>
                    <dd className="font-semibold">
                      <time dateTime={item.date}>
                        {date.format(new Date(`${item.date}T00:00:00Z`))}
                      </time>
                    </dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="text-muted">{t('size')}</dt>
                    <dd className="font-semibold">
                      {file
                        ? `PDF, ${formatFileSize(file.size, tag)}`
                        : formatFileSize(availability.size, tag)}
                    </dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="text-muted">{t('language')}</dt>
                    <dd className="font-semibold">{languages}</dd>
                  </div>
                  {availability.kind === 'on-request' ? (
                    <div className="flex gap-1">
                      <dt className="text-muted">{t('platform')}</dt>
                      <dd className="font-semibold">{availability.platform}</dd>
                    </div>
                  ) : null}
                </dl>
                {file ? (
                  <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                    <span className="text-muted">{t('otherLanguages')}</span>
                    {file.alternates.map((alternate) => (
                      <a
                        key={alternate.locale}
                        href={alternate.href}
                        hrefLang={localeInfo[alternate.locale].tag}
                        lang={localeInfo[alternate.locale].tag}
                        type="application/pdf"
                        className="font-semibold text-brand underline-offset-4 hover:underline"
                      >
                        {autonym(alternate.locale)}
                      </a>
                    ))}
                  </p>
                ) : availability.kind === 'on-request' ? (
                  <details className="group mt-4 rounded-xl bg-surface">
                    <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 px-4 text-sm font-semibold text-ink">
                      {t('howToGet')}
                      <span
                        aria-hidden="true"
                        className="transition-transform group-open:rotate-45"
                      >
                        +
                      </span>
                    </summary>
                    <div className="px-4 pb-4 text-sm leading-relaxed text-ink-soft">
                      <p>{availability.how}</p>
                      <p className="mt-3">
                        <Link
                          href={{
                            pathname: '/soporte/asistencia-tecnica',
                            query: { descarga: item.id },
                          }}
                          className="font-semibold text-brand underline-offset-4 hover:underline"
                        >
                          {t('requestIt')}
                        </Link>
                      </p>
                    </div>
                  </details>
                ) : null}
              </div>
              {file ? (
                // A static file, not a page: a plain anchor (Link would treat it as a route).
                <a
                  href={file.href}
                  hrefLang={tag}
                  type="application/pdf"
                  className="btn shrink-0 self-start btn-primary"
                >
                  <SupportIcon name="download" className="size-5" />
                  {t('download')}
                  <span className="sr-only">
                    {t('downloadDetail', {
                      title: item.title,
                      size: formatFileSize(file.size, tag),
                    })}
                  </span>
                </a>
              ) : (
                <span className="order-first inline-flex shrink-0 items-center self-start rounded-full bg-warm/15 px-3 py-1.5 text-xs font-semibold text-ink md:order-none">
                  {t('onRequest')}
                </span>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
