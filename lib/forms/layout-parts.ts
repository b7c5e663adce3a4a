// The building blocks of the form layouts (lib/forms/forms.ts): widgets and autocomplete tokens. Which
// fields are required and how long they may be comes from the schema (lib/forms/fields.ts `fieldRules`).

export type FieldKind =
  | 'text'
  | 'email'
  | 'tel'
  | 'url'
  | 'number'
  | 'date'
  | 'textarea'
  | 'select'
  | 'radio'
  | 'file'
  | 'consent';

/** Where a choice field takes its options from. */
export type OptionSource =
  | 'organisationTypes'
  | 'demoModels'
  | 'displayModels'
  | 'demoFormats'
  | 'contactTopics'
  | 'sustainabilityTopics'
  | 'productLines'
  | 'ledEnvironments'
  | 'countries'
  | 'positions';

export type FieldSpec = {
  name: string;
  kind: FieldKind;
  autoComplete?: string;
  options?: OptionSource;
  /** Half-width on wide screens (pairs such as email + phone). */
  half?: boolean;
  rows?: number;
};

export type FieldsetSpec = {
  legend: 'organisation' | 'request' | 'product' | 'person' | 'location' | 'application';
  fields: FieldSpec[];
};

/** Name, email and phone, then the form's own `extra` fields in the same fieldset. */
export const person = (extra: FieldSpec[] = [], phoneAutoComplete = 'tel'): FieldsetSpec => ({
  legend: 'person',
  fields: [
    { name: 'name', kind: 'text', autoComplete: 'name', half: true },
    { name: 'email', kind: 'email', autoComplete: 'email', half: true },
    { name: 'phone', kind: 'tel', autoComplete: phoneAutoComplete, half: true },
    ...extra,
  ],
});

/** A half-width field (pairs on wide screens) with its autocomplete token or options. */
const half = (
  name: string,
  kind: FieldKind,
  more: Omit<FieldSpec, 'name' | 'kind'>,
): FieldSpec => ({
  name,
  kind,
  ...more,
  half: true,
});

export const country = half('country', 'select', { options: 'countries', autoComplete: 'country' });
export const region = half('region', 'text', { autoComplete: 'address-level1' });
export const organisationType = half('organisationType', 'select', {
  options: 'organisationTypes',
});
export const organisation = half('organisation', 'text', { autoComplete: 'organization' });
export const jobTitle = half('jobTitle', 'text', { autoComplete: 'organization-title' });
