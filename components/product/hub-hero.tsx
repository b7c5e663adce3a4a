import type { ComponentProps, ReactNode } from 'react';

import type { PageId } from '@/config/pages';
import type { AppLocale } from '@/lib/i18n/locales';
import { getPageTexts, pageCrumbs } from '@/lib/pages';

import { HeroActions } from './hero-actions';
import { ProductHero } from './product-hero';

type HubHeroProps = {
  locale: AppLocale;
  /** A registered page; its `label`, `heading` and `intro` come from `pages.<id>` in messages. */
  pageId: PageId;
  eyebrow?: string;
  actions: ComponentProps<typeof HeroActions>;
  illustration: ReactNode;
  highlights?: ComponentProps<typeof ProductHero>['highlights'];
  highlightsLabel?: string;
};

/** The hero of a hub page, with its breadcrumbs, heading and introduction. */
export async function HubHero({ locale, pageId, eyebrow, actions, ...rest }: HubHeroProps) {
  const [texts, crumbs] = await Promise.all([
    getPageTexts(locale, pageId),
    pageCrumbs(locale, pageId),
  ]);
  return (
    <ProductHero
      locale={locale}
      crumbs={crumbs}
      eyebrow={eyebrow ?? texts.label}
      heading={texts.heading}
      intro={texts.intro}
      actions={<HeroActions {...actions} />}
      {...rest}
    />
  );
}
