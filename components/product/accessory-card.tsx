import { getTranslations } from 'next-intl/server';

import type { LocalizedAccessory } from '@/lib/content/products';
import type { AppLocale } from '@/lib/i18n/locales';

import { ProductIllustration } from './product-illustration';
import { toneClasses, type Tone } from './tone';

type AccessoryCardProps = {
  locale: AppLocale;
  accessory: LocalizedAccessory;
  tone?: Tone;
};

/** An accessory with its drawing, category, promise and main features. */
export async function AccessoryCard({ locale, accessory, tone = 'light' }: AccessoryCardProps) {
  const t = await getTranslations({ locale, namespace: 'product.accessoryCategories' });
  const classes = toneClasses(tone);
  return (
    <article className={`flex flex-col overflow-hidden ${classes.card}`}>
      <div className={`px-10 pt-4 ${classes.surface}`}>
        <ProductIllustration
          illustration={accessory.illustration}
          decorative
          className="mx-auto aspect-square w-full max-w-44"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-6">
        <p className={classes.eyebrow}>{t(accessory.category)}</p>
        <h3 className="text-lg font-semibold">{accessory.title}</h3>
        <p className={`text-pretty ${classes.muted}`}>{accessory.summary}</p>
        <ul className="mt-2 space-y-1.5 text-sm">
          {accessory.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <span aria-hidden="true" className={classes.dark ? 'text-accent' : 'text-brand'}>
                ✓
              </span>
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
