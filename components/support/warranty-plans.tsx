import { getTranslations } from 'next-intl/server';

import { getWarrantyTerms } from '@/lib/content/warranty';
import type { AppLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';

import { SupportIcon } from './support-icon';

type WarrantyPlansProps = {
  locale: AppLocale;
};

/** The two plans side by side, each with the services it includes. */
export async function WarrantyPlans({ locale }: WarrantyPlansProps) {
  const t = await getTranslations({ locale, namespace: 'support.warranty' });
  const { services, durationYears } = getWarrantyTerms();
  const plans = [
    {
      key: 'care',
      href: '/soporte/garantia/resumen-garantia',
      included: services.filter((s) => s.care),
      dark: false,
    },
    {
      key: 'carePlus',
      href: '/soporte/garantia/synetech-care-plus',
      included: services.filter((s) => s.carePlus),
      dark: true,
    },
  ] as const;
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {plans.map((plan) => (
        <li
          key={plan.key}
          className={`flex flex-col rounded-[var(--radius-card)] p-6 md:p-8 ${
            plan.dark ? 'bg-ink text-white' : 'card'
          }`}
        >
          <p className={plan.dark ? 'eyebrow text-accent' : 'eyebrow'}>{t(`${plan.key}.kind`)}</p>
          <h3 className="mt-2 text-2xl font-bold">{t(`${plan.key}.name`)}</h3>
          <p className={`mt-2 ${plan.dark ? 'text-white/80' : 'text-muted'}`}>
            {t(`${plan.key}.tagline`, { years: String(durationYears) })}
          </p>
          <ul className="mt-6 space-y-3">
            {plan.included.map((service) => (
              <li key={service.id} className="flex gap-3">
                <SupportIcon
                  name="check"
                  className={`mt-0.5 size-5 shrink-0 ${plan.dark ? 'text-accent' : 'text-brand'}`}
                />
                <span>{service.name[locale]}</span>
              </li>
            ))}
          </ul>
          <p className="mt-auto pt-8">
            <Link href={plan.href} className={plan.dark ? 'btn btn-on-dark' : 'btn btn-secondary'}>
              {t(`${plan.key}.cta`)}
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}
