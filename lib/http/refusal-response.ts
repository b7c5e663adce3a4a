import { catalogues } from '@/lib/i18n/catalogues';
import type { AppLocale } from '@/lib/i18n/locales';

import { refusalMessage } from './refusal';
import { refusalHtml } from './refusal-page';

// Apart from refusal-page.ts, which the serving front's config imports (and Playwright with it, whose
// loader cannot import the message catalogues' JSON).
/** {@link refusalHtml} as a response, with the refusal's status and headers. */
export function refusalPage(
  locale: AppLocale,
  status: number,
  code: string,
  headers: Record<string, string> = {},
): Response {
  const message = refusalMessage(code, locale);
  const html = refusalHtml(locale, message, catalogues[locale].forms.errors.goBack);
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
  });
}
