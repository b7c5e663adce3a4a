import { getTranslations } from 'next-intl/server';

import { getCompany, telHref } from '@/lib/content/company';
import { countriesByName, getWarrantyCountries, timeZoneName } from '@/lib/content/warranty';
import { localeInfo, type AppLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';

import { SupportIcon } from './support-icon';

type WarrantyCountriesProps = {
  locale: AppLocale;
};

/**
 * Every country where the warranty is provided, in two groups (with and without Care+), each
 * sorted by the country's name in the page's language.
 */
export async function WarrantyCountries({ locale }: WarrantyCountriesProps) {
  const t = await getTranslations({ locale, namespace: 'support.countries' });
  const tag = localeInfo[locale].tag;
  const languageNames = new Intl.DisplayNames([tag], { type: 'language' });
  const list = new Intl.ListFormat(tag, { type: 'conjunction' });
  const countries = countriesByName(getWarrantyCountries(), locale);
  const phones = getCompany().phones.byCountry;
  const groups = [
    { key: 'carePlus', countries: countries.filter((c) => c.plans.includes('care-plus')) },
    { key: 'care', countries: countries.filter((c) => !c.plans.includes('care-plus')) },
  ] as const;

  return (
    <div className="space-y-14">
      {groups.map((group) =>
        group.countries.length === 0 ? null : (
          <section key={group.key} aria-labelledby={`countries-${group.key}`}>
            <h2 id={`countries-${group.key}`} className="text-2xl font-semibold">
              {t(`groups.${group.key}.title`)}
            </h2>
            <p className="mt-2 max-w-2xl text-muted">{t(`groups.${group.key}.body`)}</p>
            <ul className="mt-6 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
              {group.countries.map((country) => {
                const { channel } = country;
                return (
                  <li
                    key={country.code}
                    id={`pais-${country.code.toLowerCase()}`}
                    className="card p-6"
                  >
                    <div className="flex items-start justify-between gap-3">
                      <h3 className="text-xl font-semibold">{country.name}</h3>
                      <ul className="flex shrink-0 gap-1.5" aria-label={t('plans')}>
                        {country.plans.map((plan) => (
                          <li
                            key={plan}
                            className={`rounded-full px-2.5 py-1 text-xs font-semibold ${
                              plan === 'care-plus'
                                ? 'bg-ink text-white'
                                : 'bg-brand-soft text-brand-strong'
                            }`}
                          >
                            {plan === 'care-plus' ? 'Care+' : 'Care'}
                          </li>
                        ))}
                      </ul>
                    </div>
                    <dl className="mt-5 space-y-4 text-sm">
                      {country.onSiteBy ? (
                        <div>
                          <dt className="text-muted">{t('onSite')}</dt>
                          <dd className="mt-0.5 font-semibold">
                            {t(`onSiteBy.${country.onSiteBy}`)}
                          </dd>
                        </div>
                      ) : null}
                      {country.advanceReplacementDays ? (
                        <div>
                          <dt className="text-muted">{t('advance')}</dt>
                          <dd className="mt-0.5 font-semibold">
                            {t('advanceDays', { days: country.advanceReplacementDays })}
                          </dd>
                        </div>
                      ) : null}
                      <div>
                        <dt className="text-muted">{t('channel')}</dt>
                        {channel.kind ? (
                          <dd className="mt-0.5 font-semibold">{t(`channelBy.${channel.kind}`)}</dd>
                        ) : null}
                        <dd className="mt-2 flex flex-col gap-1.5">
                          {/* The form is the channel the site stands behind; a country's own
                              address and line only once the company confirms them. */}
                          <Link
                            href="/soporte/asistencia-tecnica"
                            className="inline-flex items-center gap-2 text-brand underline-offset-4 hover:underline"
                          >
                            <SupportIcon name="mail" className="size-4 shrink-0" />
                            {t('channelForm')}
                          </Link>
                          {channel.email ? (
                            <a
                              href={`mailto:${channel.email}`}
                              className="inline-flex items-center gap-2 break-all text-brand underline-offset-4 hover:underline"
                            >
                              <SupportIcon name="mail" className="size-4 shrink-0" />
                              {channel.email}
                            </a>
                          ) : null}
                          {phones[country.code] ? (
                            <a
                              href={telHref(phones[country.code]!)}
                              className="inline-flex items-center gap-2 text-brand underline-offset-4 hover:underline"
                            >
                              <SupportIcon name="phone" className="size-4 shrink-0" />
                              <span className="whitespace-nowrap">{phones[country.code]}</span>
                            </a>
                          ) : null}
                        </dd>
                      </div>
                      {channel.hours ? (
                        <div>
                          <dt className="text-muted">{t('hours')}</dt>
                          <dd className="mt-0.5">
                            {t('hoursValue', {
                              days: t(`days.${channel.hours.days}`),
                              from: channel.hours.from,
                              to: channel.hours.to,
                              zone: timeZoneName(channel.hours.timeZone, tag),
                            })}
                          </dd>
                        </div>
                      ) : null}
                      {channel.languages.length > 0 ? (
                        <div>
                          <dt className="text-muted">{t('languages')}</dt>
                          <dd className="mt-0.5">
                            {list.format(
                              channel.languages.map((code) => languageNames.of(code) ?? code),
                            )}
                          </dd>
                        </div>
                      ) : null}
                    </dl>
                  </li>
                );
              })}
            </ul>
          </section>
        ),
      )}
    </div>
  );
}
