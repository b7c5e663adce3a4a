import { formatError } from '@/lib/forms/errors';
import { errorTemplates } from '@/lib/forms/messages';
import type { AppLocale } from '@/lib/i18n/locales';

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
  const templates = errorTemplates(locale);
  const html = refusalHtml(locale, formatError(code, templates), templates.goBack ?? '');
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
  });
}
