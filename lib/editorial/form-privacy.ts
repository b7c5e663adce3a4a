import path from 'node:path';

import { getPrivacyPolicy, PRIVACY_DIR } from '@/lib/content/privacy';
import type { ContentProblem } from '@/lib/content/validation';
import { locales } from '@/lib/i18n/locales';

// Here, not in lib/content/privacy.ts: the privacy page imports that module, and a path built from
// a directory the bundler cannot know would trace every Markdown file of the project into the
// page's server bundle (tests/e2e/security.spec.ts, "the build's server traces").

/** What the privacy check needs of a form (lib/forms/forms.ts). */
type FormDataUse = { id: string; purpose: string; retention: string };

const declarations = [
  ['purposes', 'purpose', 'its bullet to the text'],
  ['periods', 'retention', 'its line to the retention list'],
] as const;

/**
 * Each form whose purpose or retention period a language of the policy does not declare: its data
 * would be collected for a use the policy is silent about (docs/adding-a-form.md).
 */
export function undeclaredFormUses(
  forms: readonly FormDataUse[],
  dir = PRIVACY_DIR,
): ContentProblem[] {
  return locales.flatMap((locale) => {
    const policy = getPrivacyPolicy(locale, dir);
    const file = path.relative(process.cwd(), path.join(dir, `${locale}.md`));
    return forms.flatMap((form) =>
      declarations
        .filter(([field, key]) => !Object.hasOwn(policy[field], form[key]))
        .map(([field, key, add]) => ({
          file,
          field,
          message: `the form ${form.id}'s ${key} "${form[key]}" is not declared: add ${add} and its label here`,
        })),
    );
  });
}
