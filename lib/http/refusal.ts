import { catalogues } from '@/lib/i18n/catalogues';
import { toAppLocale, type AppLocale } from '@/lib/i18n/locales';

import { json } from './json';

/** A request refused before any parsing: the status and a stable machine-readable code. */
export class RequestRejected extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
    this.name = 'RequestRejected';
  }
}

/** The `forms.errors` message of a refusal's code. */
export function rejectionMessageKey(code: string): string {
  const keys: Record<string, string> = {
    'forbidden-origin': 'forbidden',
    'rate-limited': 'rateLimited',
    'payload-too-large': 'tooLarge',
    unavailable: 'unavailable',
  };
  return keys[code] ?? 'badRequest';
}

/**
 * A refusal's message (a `forms.errors` key, of those without placeholders) in the visitor's language,
 * as the forms' own error formatter words it (lib/forms/errors.ts).
 */
export function refusalMessage(key: string, locale: AppLocale): string {
  const templates: Record<string, string> = catalogues[locale].forms.errors;
  return templates[key] ?? templates.invalid ?? key;
}

/** The language a request asks its answers in (`?locale=`, Spanish by default). */
export function requestLocale(request: Request): AppLocale {
  return toAppLocale(new URL(request.url).searchParams.get('locale'));
}

/** The JSON answer for a rejected request, with its reason in the visitor's language. */
export function rejection(error: RequestRejected, locale: AppLocale): Response {
  const message = refusalMessage(rejectionMessageKey(error.code), locale);
  return json({ error: error.code, message }, error.status, error.headers);
}
