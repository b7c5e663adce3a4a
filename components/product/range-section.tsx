import { getTranslations } from 'next-intl/server';

import { getDisplays, localizeProduct } from '@/lib/content/products';
import type { AppLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';

import { CardSection } from './card-section';
import { ProductCard } from './product-card';

type RangeSectionProps = {
  locale: AppLocale;
  id: string;
  title: string;
  intro?: string;
};

/** The four interactive displays as cards, with a link to their side-by-side comparison. */
export async function RangeSection({ locale, id, title, intro }: RangeSectionProps) {
  const t = await getTranslations({ locale, namespace: 'home' });
  return (
    <CardSection
      id={id}
      title={title}
      intro={intro}
      action={
        <Link
          href={{ pathname: '/pantallas-interactivas-educacion', hash: 'compare' }}
          className="font-semibold text-brand hover:text-brand-strong"
        >
          {t('compareCta')} →
        </Link>
      }
    >
      {getDisplays().map((display) => (
        <ProductCard key={display.id} locale={locale} product={localizeProduct(display, locale)} />
      ))}
    </CardSection>
  );
}
