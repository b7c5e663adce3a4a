import { aiModelNames, hasOptionalAiLicence } from '@/lib/content/facts';
import { getDisplays, type Display } from '@/lib/content/products';
import type { ContentProblem, ContentValidator } from '@/lib/content/validation';
import { locales } from '@/lib/i18n/locales';

/**
 * The home page says AI is built into the models `aiModelNames` lists (messages home.heroBody): a
 * display whose own specification makes the AI licence optional must not be among them.
 */
export function builtInAiProblems(
  names: (locale: (typeof locales)[number]) => string = aiModelNames,
  displays: Display[] = getDisplays(),
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const display of displays.filter(hasOptionalAiLicence)) {
    const said = locales.filter((locale) =>
      new RegExp(`(^|[\\s,])${display.shortName}($|[\\s,])`, 'u').test(names(locale)),
    );
    if (said.length === 0) continue;
    problems.push({
      file: `messages/{${said.join(',')}}.json`,
      field: 'home.heroBody',
      message: `calls the AI built into ${display.shortName}, whose AI licence is optional (products/${display.id}.json specs.aiFeatures)`,
    });
  }
  return problems;
}

/** What the home page says of AI against each display's specification, for scripts/content/validate.ts. */
export const builtInAiValidator: ContentValidator = {
  name: 'AI built in only where the licence is included',
  validate: () => builtInAiProblems(),
};
