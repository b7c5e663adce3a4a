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

export const country: FieldSpec = {
  name: 'country',
  kind: 'select',
  options: 'countries',
  autoComplete: 'country',
  half: true,
};
export const region: FieldSpec = {
  name: 'region',
  kind: 'text',
  autoComplete: 'address-level1',
  half: true,
};
export const organisationType: FieldSpec = {
  name: 'organisationType',
  kind: 'select',
  options: 'organisationTypes',
  half: true,
};
export const organisation: FieldSpec = {
  name: 'organisation',
  kind: 'text',
  autoComplete: 'organization',
  half: true,
};
export const jobTitle: FieldSpec = {
  name: 'jobTitle',
  kind: 'text',
  autoComplete: 'organization-title',
  half: true,
};
