import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { RequestForm } from '@/components/forms/request-form';
import { PageHeader } from '@/components/page/page-header';
import { draftCookie } from '@/config/cookies';
import { getDatabase } from '@/lib/db/client';
import { forms, isFormId } from '@/lib/forms/forms';
import { loadDraft } from '@/lib/forms/store';
import { formSecret, issueToken } from '@/lib/forms/token';
import { Link } from '@/lib/i18n/navigation';
import { pageCrumbs, pageLocale } from '@/lib/pages';

// Rendered on request (like the sent page): it shows again what a visitor without JavaScript typed into
// a form that needs changes (or a confirmation), from a draft kept 30 minutes.
export const dynamic = 'force-dynamic';

type ReviewPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: ReviewPageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'forms' });
  return { title: t('review.title'), robots: { index: false, follow: false } };
}

export default async function ReviewPage({ params }: ReviewPageProps) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'forms' });
  const crumbs = [
    ...(await pageCrumbs(locale, 'contact')),
    { label: t('review.title'), href: '/contacto/revisar' as const },
  ];
  const draftId = (await cookies()).get(draftCookie.name)?.value;
  const { db } = await getDatabase();
  const draft =
    draftId && /^[0-9a-f-]{36}$/.test(draftId) ? await loadDraft(db, draftId) : undefined;

  if (!draft || !isFormId(draft.form)) {
    return (
      <>
        <PageHeader
          locale={locale}
          crumbs={crumbs}
          heading={t('review.heading')}
          intro={t('review.expired')}
        >
          <Link href="/contacto" className="btn btn-primary">
            {t('review.startOver')}
          </Link>
        </PageHeader>
      </>
    );
  }

  const { _form: formError, ...fieldErrors } = draft.errors;
  const onlyConfirm = Object.keys(fieldErrors).length === 0 && formError === 'confirm';
  const notice = [
    onlyConfirm
      ? null
      : formError && formError !== 'confirm'
        ? t(`errors.${formError as 'tooFast'}`)
        : null,
    forms[draft.form].upload ? t('review.cvAgain') : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <PageHeader
        locale={locale}
        crumbs={crumbs}
        heading={t('review.heading')}
        intro={onlyConfirm ? t('review.confirmIntro') : t('review.intro')}
      />
      <div className="container-site pt-4 pb-16 md:pb-24">
        <RequestForm
          form={draft.form}
          locale={locale}
          values={draft.values}
          errors={fieldErrors}
          notice={notice || undefined}
          token={issueToken(await formSecret(db))}
        />
      </div>
    </>
  );
}
