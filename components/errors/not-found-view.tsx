import { getTranslations } from 'next-intl/server';

import { pages, type PageId } from '@/config/pages';
import type { AppLocale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';

import { RequestedPath } from './requested-path';

type NotFoundViewProps = {
  locale: AppLocale;
};

const PATH_SLOT = '\u0000';

const suggestions: PageId[] = ['displays', 'support', 'news', 'contact'];

/** The body of the 404 page: the path that was asked for and ways back into the site. */
export async function NotFoundView({ locale }: NotFoundViewProps) {
  const [t, tPages, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: 'notFound' }),
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  // The path is only known per request, on the client side of the tree: split the sentence around it.
  const [before = '', after = ''] = t('heading', { path: PATH_SLOT }).split(PATH_SLOT);
  return (
    <section className="container-site py-20 md:py-28">
      <p className="eyebrow">404</p>
      <h1 className="mt-3 max-w-3xl text-title font-bold break-words">
        {before}
        <RequestedPath />
        {after}
      </h1>
      <p className="mt-5 max-w-2xl text-lg text-muted">{t('body')}</p>
      <ul className="mt-8 grid max-w-3xl gap-3 sm:grid-cols-2">
        {suggestions.map((id) => (
          <li key={id}>
            <Link
              href={pages[id].pathname}
              className="flex min-h-14 items-center card px-5 font-semibold hover:text-brand"
            >
              {tPages(`${id}.label`)}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-muted">{t('searchHint')}</p>
      <Link href="/" className="mt-8 btn btn-primary">
        {tCommon('backHome')}
      </Link>
    </section>
  );
}
