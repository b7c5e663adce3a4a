import { getTranslations } from 'next-intl/server';

import { getDownloadsData, type LedReference } from '@/lib/content/downloads';
import type { AppLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';

type LedReferenceCardProps = {
  locale: AppLocale;
  reference: LedReference;
};

/** An LED reference in a list: code, what it is and its latest firmware; the card is the link. */
export async function LedReferenceCard({ locale, reference }: LedReferenceCardProps) {
  const t = await getTranslations({ locale, namespace: 'downloads.led' });
  const kind = getDownloadsData().ledKinds[reference.kind][locale];
  return (
    <li className="group relative flex flex-col card p-6 transition-shadow focus-within:shadow-lg hover:shadow-lg">
      <p className="text-xs font-semibold tracking-wider text-brand uppercase">{kind}</p>
      <Link
        href={{
          pathname: '/soporte/descargas/pantallas-led/[code]',
          params: { code: reference.code },
        }}
        className="mt-1 font-mono text-2xl font-bold tracking-wide text-ink group-hover:text-brand after:absolute after:inset-0 after:rounded-[var(--radius-card)]"
      >
        {reference.code}
      </Link>
      <p className="mt-2 text-sm leading-relaxed text-muted">{reference.summary[locale]}</p>
      <p className="mt-auto pt-4 text-xs font-medium text-ink-soft">
        {t('latestFirmware', { version: reference.firmware[0]!.version })}
      </p>
    </li>
  );
}
