import { getTranslations } from 'next-intl/server';

import { commonActions } from '@/components/page/common-actions';
import { CtaBand } from '@/components/page/cta-band';
import { pages } from '@/config/pages';
import type { ArticleCtaTarget } from '@/lib/content/news';
import { productPageIds } from '@/lib/content/products/ids';
import type { AppLocale } from '@/lib/i18n/locales';

type ArticleCtaProps = {
  locale: AppLocale;
  /** The article's `product`: the call offers it; without one, the whole range. */
  product?: ArticleCtaTarget;
};

/** The page an article's call leads to: a product's own, or the software suite's. */
const targetPages = { ...productPageIds, edsuite: 'edsuite' } as const satisfies Record<
  ArticleCtaTarget,
  string
>;

/**
 * How every article ends: a demo, and the product its subject calls for (or the range). The body
 * no longer repeats this invitation, so the endings differ from one article to the next.
 */
export async function ArticleCta({ locale, product }: ArticleCtaProps) {
  const [t, tCommon, tPages] = await Promise.all([
    getTranslations({ locale, namespace: 'news.cta' }),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'pages' }),
  ]);
  const { demo } = commonActions(tCommon);
  const page = product ? targetPages[product] : undefined;
  return (
    <CtaBand
      id="article-cta"
      tone="night"
      layout="stack"
      title={t(`${product ?? 'range'}.title`)}
      body={t(`${product ?? 'range'}.body`)}
      actions={{
        primary: demo,
        secondary: page
          ? { href: pages[page].pathname, label: t('see', { name: tPages(`${page}.label`) }) }
          : { href: '/pantallas-interactivas-educacion', label: tCommon('seeRange') },
      }}
    />
  );
}
