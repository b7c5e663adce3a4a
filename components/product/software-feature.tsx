import { getTranslations } from 'next-intl/server';

import { pages } from '@/config/pages';
import { softwareHref, type LocalizedSoftware } from '@/lib/content/software';
import type { AppLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';

import { ProductIllustration } from './product-illustration';

type SoftwareFeatureProps = {
  locale: AppLocale;
  software: LocalizedSoftware;
  /** Puts the drawing on the right on wide screens, to alternate down the page. */
  reversed?: boolean;
};

/** One application presented in full on a shared page: interface, promise, teacher tasks, platforms. */
export async function SoftwareFeature({
  locale,
  software,
  reversed = false,
}: SoftwareFeatureProps) {
  const t = await getTranslations({ locale, namespace: 'software' });
  const target = softwareHref(software.id);
  const headingId = `${software.id}-title`;
  return (
    <section
      id={software.id}
      aria-labelledby={headingId}
      className="grid scroll-mt-24 items-center gap-10 py-12 md:py-16 lg:grid-cols-2 lg:gap-16"
    >
      <div className={reversed ? 'lg:order-2' : undefined}>
        <ProductIllustration illustration={software.illustration} className="w-full" />
      </div>
      <div>
        <p className="flex items-center gap-3">
          <span
            className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${software.optional ? 'bg-warm/15 text-ink' : 'bg-brand-soft text-brand-strong'}`}
          >
            {software.optional ? t('optional') : t('included')}
          </span>
        </p>
        <h3 id={headingId} className="mt-3 text-2xl font-bold md:text-3xl">
          {software.name}
        </h3>
        <p className="mt-2 text-lg font-medium text-ink-soft">{software.tagline}</p>
        <p className="mt-4 leading-relaxed text-pretty text-muted">{software.summary}</p>
        <p className="mt-6 font-semibold">{t('teacherTitle', { name: software.name })}</p>
        <ul className="mt-3 space-y-3">
          {software.teacherTasks.map((task) => (
            <li key={task.title} className="flex gap-3">
              <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-accent" />
              <p className="text-pretty">
                <strong className="font-semibold">{task.title}.</strong>{' '}
                <span className="text-muted">{task.body}</span>
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-muted">
          {t('platformsTitle')}: {software.platforms.join(' · ')}
        </p>
        {target.hash === undefined && target.pageId !== 'edsuite' ? (
          <Link
            href={pages[target.pageId].pathname}
            className="mt-6 inline-block font-semibold text-brand hover:text-brand-strong"
          >
            {t('openPage', { name: software.name })} →
          </Link>
        ) : null}
      </div>
    </section>
  );
}
