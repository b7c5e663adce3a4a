import { getTranslations } from 'next-intl/server';

import { commonActions } from '@/components/page/common-actions';
import { ChipList } from '@/components/ui/chip-list';
import { StepNumber } from '@/components/ui/step-number';
import type { PageId } from '@/config/pages';
import { getDisplays, localizeProduct, type LocalizedProduct } from '@/lib/content/products';
import {
  getSoftware,
  getSoftwareList,
  localizeSoftware,
  softwarePageIds,
  type LocalizedSoftware,
} from '@/lib/content/software';
import type { AppLocale } from '@/lib/i18n/locales';
import {
  getPageTexts,
  pageCrumbs,
  pageMetadata,
  pageTranslations,
  type LocaleRouteProps,
} from '@/lib/pages';

import { CardSection } from './card-section';
import { FreeDemoBand } from './demo-band';
import { HeroActions, type Action } from './hero-actions';
import { ProductCard } from './product-card';
import { ProductHero } from './product-hero';
import { ProductIllustration } from './product-illustration';
import { SoftwareCard } from './software-card';

type SoftwareWithPage = keyof typeof softwarePageIds;

type TeacherTasksProps = {
  locale: AppLocale;
  software: LocalizedSoftware;
  headingLevel: 'h2' | 'h3';
  id: string;
};

/** "What a teacher does with it": numbered tasks, then the features and platforms. */
export async function TeacherTasks({ locale, software, headingLevel, id }: TeacherTasksProps) {
  const t = await getTranslations({ locale, namespace: 'software' });
  const Heading = headingLevel;
  const SubHeading = headingLevel === 'h2' ? 'h3' : 'h4';
  return (
    <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
      <div>
        <Heading id={id} className="scroll-mt-24 text-2xl font-bold text-balance md:text-3xl">
          {t('teacherTitle', { name: software.name })}
        </Heading>
        {software.id === 'synetech-dms' ? (
          <p className="mt-2 text-muted">{t('coordinatorNote')}</p>
        ) : null}
        <ol className="mt-8 space-y-6">
          {software.teacherTasks.map((task, index) => (
            <li key={task.title} className="flex gap-5">
              <StepNumber number={index + 1} className="size-10 bg-brand text-sm" />
              <div>
                <SubHeading className="text-lg font-semibold">{task.title}</SubHeading>
                <p className="mt-1 leading-relaxed text-pretty text-muted">{task.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
      <div className="space-y-6 self-start rounded-[var(--radius-card)] bg-surface p-7">
        <div>
          <SubHeading className="font-semibold">{t('featuresTitle')}</SubHeading>
          <ul className="mt-3 space-y-2">
            {software.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <span aria-hidden="true" className="text-brand">
                  ✓
                </span>
                {feature}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <SubHeading className="font-semibold">{t('platformsTitle')}</SubHeading>
          <ChipList
            items={software.platforms}
            chipClassName="bg-white font-medium outline outline-line"
          />
        </div>
      </div>
    </div>
  );
}

type IncludedWithSectionProps = { locale: AppLocale; displays: LocalizedProduct[] };

/** The displays that come with a piece of software. */
export async function IncludedWithSection({ locale, displays }: IncludedWithSectionProps) {
  const t = await getTranslations({ locale, namespace: 'software' });
  return (
    <CardSection id="included-with" title={t('includedWithTitle')}>
      {displays.map((display) => (
        <ProductCard key={display.id} locale={locale} product={display} />
      ))}
    </CardSection>
  );
}

type SoftwareHeroProps = {
  locale: AppLocale;
  pageId: PageId;
  software: LocalizedSoftware;
  eyebrow: string;
  /** The second button; the range of displays by default. */
  secondary?: Action;
};

/** The top of a software page: breadcrumbs, heading, summary and interface, the demo request first. */
export async function SoftwareHero({
  locale,
  pageId,
  software,
  eyebrow,
  secondary,
}: SoftwareHeroProps) {
  const [texts, crumbs, tCommon] = await Promise.all([
    getPageTexts(locale, pageId),
    pageCrumbs(locale, pageId),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  const { demo } = commonActions(tCommon);
  return (
    <ProductHero
      locale={locale}
      crumbs={crumbs}
      eyebrow={eyebrow}
      heading={texts.heading}
      intro={software.summary}
      actions={
        <HeroActions
          primary={demo}
          secondary={
            secondary ?? { href: '/pantallas-interactivas-educacion', label: tCommon('seeRange') }
          }
        />
      }
      illustration={
        <ProductIllustration illustration={software.illustration} className="w-full" priority />
      }
    />
  );
}

/** The page of one classroom application: what it is, what a teacher does with it, what it comes with. */
export function softwarePage(softwareId: SoftwareWithPage) {
  const pageId = softwarePageIds[softwareId];

  async function Page({ params }: LocaleRouteProps) {
    const {
      locale,
      t: [t, tSections],
    } = await pageTranslations(params, 'software', 'sections');
    const entry = getSoftware(softwareId);
    const software = localizeSoftware(entry, locale);
    const displays = getDisplays()
      .filter((display) => display.software.includes(softwareId))
      .map((display) => localizeProduct(display, locale));
    const related = getSoftwareList()
      .filter((other) => other.id !== softwareId && other.id !== 'edsuite')
      .map((other) => localizeSoftware(other, locale));

    return (
      <>
        <SoftwareHero
          locale={locale}
          pageId={pageId}
          software={software}
          eyebrow={entry.edsuite ? t('partOfEdsuite') : tSections('software')}
        />

        <section className="container-site py-14 md:py-20">
          <TeacherTasks locale={locale} software={software} headingLevel="h2" id="teacher" />
        </section>

        {displays.length ? <IncludedWithSection locale={locale} displays={displays} /> : null}

        <CardSection id="related" title={t('relatedTitle')}>
          {related.map((other) => (
            <SoftwareCard key={other.id} locale={locale} software={other} />
          ))}
        </CardSection>

        <FreeDemoBand locale={locale} />
      </>
    );
  }

  return { generateMetadata: pageMetadata(pageId), Page };
}
