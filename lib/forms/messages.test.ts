import { describe, expect, it } from 'vitest';

import { routing } from '@/lib/i18n/routing';

import { formIds, forms } from './forms';
import { browserErrorTemplates, errorTemplates } from './messages';
import { cvFileSchema, validateForm } from './schemas';

// Values that break every rule a field can have: empty, too long, markup, a control character, a
// date far ahead, words where a number, an address or a code is expected.
const probes = [
  '',
  'x'.repeat(5001),
  '<b>',
  'a\u0001b',
  '2999-01-01',
  '9999999',
  'not valid!',
  '-',
];

/** Every error code (without its arguments) the browser's check can give, for every form. */
function browserCodes(): Set<string> {
  const codes = new Set(['fileRequired', 'network', 'server', 'rateLimited', 'unavailable']);
  for (const id of formIds) {
    const fields = forms[id].layout.flatMap((set) => set.fields.map((field) => field.name));
    for (const probe of probes) {
      const result = validateForm(id, Object.fromEntries(fields.map((name) => [name, probe])));
      if (!result.ok) {
        for (const code of Object.values(result.errors)) codes.add(code.split('|')[0]!);
      }
    }
  }
  for (const file of [
    { name: 'cv.exe', size: 10 },
    { name: 'cv.pdf', size: 1e9 },
  ]) {
    const result = cvFileSchema.safeParse(file);
    for (const issue of result.error?.issues ?? []) codes.add(issue.message.split('|')[0]!);
  }
  return codes;
}

describe('the error templates a form page hands to the browser', () => {
  const codes = browserCodes();

  it.each(routing.locales)(
    '%s: cover every code the browser can give, and only those',
    (locale) => {
      const templates = browserErrorTemplates(locale);
      for (const code of codes) expect(templates[code], code).toBeTruthy();
      // What is left out is exactly what the browser never formats (the server's own codes).
      const all = Object.keys(errorTemplates(locale));
      expect(all.filter((code) => !(code in templates)).sort()).toEqual(
        all.filter((code) => !codes.has(code)).sort(),
      );
    },
  );
});
