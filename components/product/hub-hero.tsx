import { getMessages } from 'next-intl/server';
import type { ComponentProps, ReactNode } from 'react';

import type { PageId } from '@/config/pages';
import type { AppLocale } from '@/lib/i18n/locales';
import { pageCrumbs } from '@/lib/pages';

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

type PageTexts = { label: string; heading?: string; intro?: string };

/** The hero of a hub page, with its breadcrumbs, heading and introduction. */
export async function HubHero({ locale, pageId, eyebrow, actions, ...rest }: HubHeroProps) {
  const [messages, crumbs] = await Promise.all([
    getMessages({ locale }),
    pageCrumbs(locale, pageId),
  ]);
  const texts = messages.pages[pageId] as PageTexts;
  return (
    <ProductHero
      locale={locale}
      crumbs={crumbs}
      eyebrow={eyebrow ?? texts.label}
      heading={texts.heading ?? texts.label}
      intro={texts.intro}
      actions={<HeroActions {...actions} />}
      {...rest}
    />
  );
}
