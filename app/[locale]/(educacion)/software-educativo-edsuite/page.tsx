import { FreeDemoBand } from '@/components/product/demo-band';
import { SectionHeading } from '@/components/product/section-heading';
import { SoftwareCard } from '@/components/product/software-card';
import { SoftwareFeature } from '@/components/product/software-feature';
import {
  IncludedWithSection,
  SoftwareHero,
  TeacherTasks,
} from '@/components/product/software-page';
import { getDisplays, localizeProduct } from '@/lib/content/products';
import { getEdsuiteMembers, getSoftware, localizeSoftware } from '@/lib/content/software';
import { pageMetadata, pageTranslations, type LocaleRouteProps } from '@/lib/pages';

export const generateMetadata = pageMetadata('edsuite');

export default async function EdsuitePage({ params }: LocaleRouteProps) {
  const {
    locale,
    t: [t],
  } = await pageTranslations(params, 'software');
  const suite = localizeSoftware(getSoftware('edsuite'), locale);
  const members = getEdsuiteMembers().map((entry) => localizeSoftware(entry, locale));
  const bytello = localizeSoftware(getSoftware('bytello-class'), locale);
  const displays = getDisplays().map((display) => localizeProduct(display, locale));

  return (
    <>
      <SoftwareHero
        locale={locale}
        pageId="edsuite"
        software={suite}
        eyebrow={suite.tagline}
        secondary={{ href: '#apps', label: t('membersTitle') }}
      />

      <section className="container-site py-14 md:py-20">
        <TeacherTasks locale={locale} software={suite} headingLevel="h2" id="teacher" />
      </section>

      <section className="bg-surface py-14 md:py-20" aria-labelledby="apps">
        <div className="container-site">
          <SectionHeading id="apps" title={t('membersTitle')} />
          <div className="divide-y divide-line">
            {members.map((member, index) => (
              <SoftwareFeature
                key={member.id}
                locale={locale}
                software={member}
                reversed={index % 2 === 1}
              />
            ))}
          </div>
        </div>
      </section>

      <IncludedWithSection locale={locale} displays={displays} />

      <section className="container-site pb-4" aria-labelledby="related">
        <SectionHeading id="related" title={t('relatedTitle')} />
        <div className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <SoftwareCard locale={locale} software={bytello} />
        </div>
      </section>

      <FreeDemoBand locale={locale} />
    </>
  );
}
