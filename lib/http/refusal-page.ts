import { localeInfo, type AppLocale } from '@/lib/i18n/locales';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A refusal a JavaScript-free browser can show: the reason in the visitor's language and how to get
 * back to the form (the browser's Back button keeps what was typed). Node answers with it
 * (lib/forms/handler.ts), and so does the serving front when its own limits refuse a POST
 * (scripts/front/rate-limits.ts): the same page whoever refuses.
 */
export function refusalHtml(locale: AppLocale, message: string, hint: string): string {
  return `<!doctype html><html lang="${localeInfo[locale].tag}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Synetech</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1.25rem;line-height:1.6"><h1 style="font-size:1.5rem">Synetech</h1><p role="alert">${escapeHtml(message)}</p><p>${escapeHtml(hint)}</p></body></html>`;
}
