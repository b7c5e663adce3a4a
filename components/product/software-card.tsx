import { getTranslations } from 'next-intl/server';

import { pages } from '@/config/pages';
import { softwareHref, type LocalizedSoftware } from '@/lib/content/software';
import type { AppLocale } from '@/lib/i18n/locales';

import { LinkedCard } from './linked-card';
import { ProductIllustration } from './product-illustration';
import { toneClasses, type Tone } from './tone';

type SoftwareCardProps = {
  locale: AppLocale;
  software: LocalizedSoftware;
  headingLevel?: 'h2' | 'h3';
  tone?: Tone;
};

/** A software entry: its interface, name and promise, linking to where it is presented. */
export async function SoftwareCard({
  locale,
  software,
  headingLevel = 'h3',
  tone = 'light',
}: SoftwareCardProps) {
  const t = await getTranslations({ locale, namespace: 'software' });
  const classes = toneClasses(tone);
  const target = softwareHref(software.id);
  const pathname = pages[target.pageId].pathname;
  return (
    <LinkedCard
      href={target.hash ? { pathname, hash: target.hash } : pathname}
      name={software.name}
      headingLevel={headingLevel}
      headingClassName="text-base font-semibold sm:text-lg"
      tone={tone}
      drawing={
        <ProductIllustration illustration={software.illustration} decorative className="w-full" />
      }
      drawingClassName={`sm:px-5 sm:pt-5 ${classes.surface}`}
    >
      <p className={`text-sm text-pretty sm:text-base ${classes.muted}`}>{software.tagline}</p>
      {software.optional ? (
        <p className="mt-auto pt-2">
          <span className="inline-flex rounded-full bg-warm/15 px-2.5 py-0.5 text-xs font-semibold text-ink">
            {t('optional')}
          </span>
        </p>
      ) : null}
    </LinkedCard>
  );
}
