import { getTranslations } from 'next-intl/server';

import { pages } from '@/config/pages';
import { softwareHref, type LocalizedSoftware } from '@/lib/content/software';
import type { AppLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';

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
  const Heading = headingLevel;
  return (
    <article className={`group relative flex overflow-hidden sm:flex-col ${classes.card}`}>
      {/* Side by side on a phone, like the product cards, to keep lists of cards short. */}
      <div
        className={`flex w-2/5 shrink-0 items-center px-3 sm:w-auto sm:px-5 sm:pt-5 ${classes.surface}`}
      >
        <ProductIllustration illustration={software.illustration} decorative className="w-full" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-6">
        <Heading className="text-base font-semibold sm:text-lg">
          <Link
            href={target.hash ? { pathname, hash: target.hash } : pathname}
            className="after:absolute after:inset-0 hover:text-brand"
          >
            {software.name}
          </Link>
        </Heading>
        <p className={`text-sm text-pretty sm:text-base ${classes.muted}`}>{software.tagline}</p>
        {software.optional ? (
          <p className="mt-auto pt-2">
            <span className="inline-flex rounded-full bg-warm/15 px-2.5 py-0.5 text-xs font-semibold text-ink">
              {t('optional')}
            </span>
          </p>
        ) : null}
      </div>
    </article>
  );
}
