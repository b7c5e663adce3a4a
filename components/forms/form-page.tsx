import type { ReactNode } from 'react';

import { standardPage } from '@/components/page/standard-page';
import type { PageId } from '@/config/pages';
import type { FormId } from '@/lib/forms/forms';
import type { AppLocale } from '@/lib/i18n/locales';

import { RequestForm } from './request-form';

type FormPageOptions = {
  /** Content between the page's sections and the form. */
  before?: (locale: AppLocale) => Promise<ReactNode> | ReactNode;
};

/** A standard page (texts in `pages.<id>`) that ends with one request form. */
export function formPage(id: PageId, form: FormId, options: FormPageOptions = {}) {
  return standardPage(id, {
    cta: false,
    extra: async (locale) => (
      <>
        {options.before ? await options.before(locale) : null}
        <div id="formulario" className="container-site scroll-mt-24 pt-4 pb-16 md:pb-24">
          <RequestForm form={form} locale={locale} />
        </div>
      </>
    ),
  });
}
