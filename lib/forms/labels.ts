import { getJobOpenings, OPEN_APPLICATION } from '@/lib/content/jobs';
import { displayIds, productNames } from '@/lib/content/products/ids';
import type { AppLocale } from '@/lib/i18n/locales';

import { forms, type FormId } from './forms';
import type { OptionSource } from './layout-parts';
import { formsMessages } from './messages';
import * as lists from './options';

export type Option = { value: string; label: string };

function countryOptions(locale: AppLocale): Option[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  const [first, rest] = [lists.countries.slice(0, 4), lists.countries.slice(4, -1)];
  const label = (code: string) => names.of(code) ?? code;
  return [
    // The four main markets first, then the rest alphabetically in the visitor's language.
    ...first.map((code) => ({ value: code, label: label(code) })),
    ...rest
      .map((code) => ({ value: code, label: label(code) }))
      .sort((a, b) => collator.compare(a.label, b.label)),
    { value: 'other', label: formsMessages(locale).options.otherCountry },
  ];
}

/** The options of a choice field, labelled in the visitor's language. */
export function optionsFor(source: OptionSource, locale: AppLocale): Option[] {
  const m = formsMessages(locale).options;
  switch (source) {
    case 'organisationTypes':
      return lists.organisationTypes.map((v) => ({ value: v, label: m.organisationTypes[v] }));
    case 'demoModels':
      return lists.demoModels.map((v) => ({
        value: v,
        label: v === 'undecided' ? m.undecided : productNames[v],
      }));
    case 'displayModels':
      return displayIds.map((v) => ({ value: v, label: productNames[v] }));
    case 'demoFormats':
      return lists.demoFormats.map((v) => ({ value: v, label: m.demoFormats[v] }));
    case 'contactTopics':
      return lists.contactTopics.map((v) => ({ value: v, label: m.contactTopics[v] }));
    case 'sustainabilityTopics':
      return lists.sustainabilityTopics.map((v) => ({
        value: v,
        label: m.sustainabilityTopics[v],
      }));
    case 'productLines':
      return lists.productLines.map((v) => ({ value: v, label: m.productLines[v] }));
    case 'ledEnvironments':
      return lists.ledEnvironments.map((v) => ({ value: v, label: m.ledEnvironments[v] }));
    case 'countries':
      return countryOptions(locale);
    case 'positions':
      return [
        ...getJobOpenings(locale).map((job) => ({ value: job.id, label: job.title })),
        { value: OPEN_APPLICATION, label: m.openApplication },
      ];
  }
}

/** Whether `value` is one of the options of the form's choice field `name`. */
export function isOptionOf(form: FormId, name: string, value: string, locale: AppLocale): boolean {
  const source = forms[form].layout
    .flatMap((set) => set.fields)
    .find((field) => field.name === name)?.options;
  return (
    source !== undefined && optionsFor(source, locale).some((option) => option.value === value)
  );
}
