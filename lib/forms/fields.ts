import type { FormId } from './options';
import { formSchemas } from './schemas';

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

const person = (phoneAutoComplete = 'tel'): FieldsetSpec => ({
  legend: 'person',
  fields: [
    { name: 'name', kind: 'text', autoComplete: 'name', half: true },
    { name: 'email', kind: 'email', autoComplete: 'email', half: true },
    { name: 'phone', kind: 'tel', autoComplete: phoneAutoComplete, half: true },
  ],
});

const country: FieldSpec = {
  name: 'country',
  kind: 'select',
  options: 'countries',
  autoComplete: 'country',
  half: true,
};
const region: FieldSpec = {
  name: 'region',
  kind: 'text',
  autoComplete: 'address-level1',
  half: true,
};
const organisationType: FieldSpec = {
  name: 'organisationType',
  kind: 'select',
  options: 'organisationTypes',
  half: true,
};
const organisation: FieldSpec = {
  name: 'organisation',
  kind: 'text',
  autoComplete: 'organization',
  half: true,
};
const jobTitle: FieldSpec = {
  name: 'jobTitle',
  kind: 'text',
  autoComplete: 'organization-title',
  half: true,
};

/**
 * How each form is laid out: fieldsets in order, with the widget and autocomplete token of every field.
 * Which fields are required and how long they may be comes from the schema (see `fieldRules`).
 */
export const formLayouts: Record<FormId, FieldsetSpec[]> = {
  demo: [
    {
      legend: 'organisation',
      fields: [
        organisationType,
        organisation,
        { name: 'classrooms', kind: 'number', half: true },
        { ...country },
        { ...region },
        { name: 'city', kind: 'text', autoComplete: 'address-level2', half: true },
      ],
    },
    {
      legend: 'request',
      fields: [
        { name: 'model', kind: 'select', options: 'demoModels', half: true },
        { name: 'preferredDate', kind: 'date', half: true },
        { name: 'demoFormat', kind: 'radio', options: 'demoFormats' },
        { name: 'message', kind: 'textarea', rows: 4 },
      ],
    },
    { ...person(), fields: [...person().fields, jobTitle] },
  ],
  contact: [
    {
      legend: 'request',
      fields: [
        { name: 'topic', kind: 'select', options: 'contactTopics', half: true },
        { ...country },
        { name: 'message', kind: 'textarea', rows: 6 },
      ],
    },
    { ...person(), fields: [...person().fields, organisation] },
  ],
  sustainability: [
    {
      legend: 'organisation',
      fields: [
        organisationType,
        organisation,
        { ...country },
        { name: 'units', kind: 'number', half: true },
      ],
    },
    {
      legend: 'request',
      fields: [
        { name: 'subject', kind: 'select', options: 'sustainabilityTopics', half: true },
        { name: 'deadline', kind: 'date', half: true },
        { name: 'message', kind: 'textarea', rows: 5 },
      ],
    },
    { ...person(), fields: [...person().fields, jobTitle] },
  ],
  careers: [
    {
      legend: 'application',
      fields: [
        { name: 'position', kind: 'select', options: 'positions' },
        { name: 'cv', kind: 'file' },
        { name: 'profileUrl', kind: 'url', autoComplete: 'url' },
        { name: 'coverLetter', kind: 'textarea', rows: 6 },
      ],
    },
    {
      ...person(),
      fields: [
        ...person().fields,
        { name: 'city', kind: 'text', autoComplete: 'address-level2', half: true },
      ],
    },
  ],
  assistance: [
    {
      legend: 'product',
      fields: [
        { name: 'productLine', kind: 'select', options: 'productLines', half: true },
        { name: 'modelName', kind: 'text', half: true },
        { name: 'serial', kind: 'text', half: true },
        { name: 'description', kind: 'textarea', rows: 6 },
      ],
    },
    { ...person(), fields: [...person().fields, organisation] },
    { legend: 'location', fields: [{ ...country }, { ...region }] },
  ],
  'led-repair': [
    {
      legend: 'product',
      fields: [
        { name: 'ledReference', kind: 'text', half: true },
        { name: 'size', kind: 'text', half: true },
        { name: 'serial', kind: 'text', half: true },
        { name: 'environment', kind: 'radio', options: 'ledEnvironments' },
        { name: 'description', kind: 'textarea', rows: 6 },
      ],
    },
    { legend: 'organisation', fields: [organisation, { ...country }, { ...region }] },
    person(),
  ],
  'care-plus': [
    {
      legend: 'product',
      fields: [
        { name: 'model', kind: 'select', options: 'displayModels', half: true },
        { name: 'serial', kind: 'text', half: true },
        { name: 'purchaseDate', kind: 'date', half: true },
        { name: 'units', kind: 'number', half: true },
      ],
    },
    {
      legend: 'organisation',
      fields: [organisationType, organisation, { ...country }, { ...region }],
    },
    person(),
    { legend: 'request', fields: [{ name: 'message', kind: 'textarea', rows: 4 }] },
  ],
  'spare-part': [
    {
      legend: 'product',
      fields: [
        { name: 'partNumber', kind: 'text', half: true },
        { name: 'quantity', kind: 'number', half: true },
        { name: 'modelName', kind: 'text', half: true },
        { name: 'serial', kind: 'text', half: true },
      ],
    },
    { ...person(), fields: [...person().fields, organisation] },
    {
      legend: 'location',
      fields: [{ ...country }, { name: 'message', kind: 'textarea', rows: 4 }],
    },
  ],
};

export type FieldRules = { required: boolean; maxLength?: number; min?: number; max?: number };

/**
 * The HTML constraints of a field, read from its zod schema so that the browser's hints and the
 * server's rules can never disagree.
 */
export function fieldRules(form: FormId, name: string): FieldRules {
  if (name === 'cv' || name === 'privacy') return { required: true };
  const shape = formSchemas[form].shape as Record<string, { safeParse: (v: unknown) => Probe }>;
  const schema = shape[name];
  if (!schema) throw new Error(`${form}: no schema for field ${name}`);
  const required = !schema.safeParse(undefined).success;
  const rules: FieldRules = { required };
  for (const probe of ['x'.repeat(100_000), '99999999']) {
    const result = schema.safeParse(probe);
    for (const issue of result.error?.issues ?? []) {
      const [code, a, b] = issue.message.split('|');
      if (code === 'tooLong') rules.maxLength = Number(a);
      if (code === 'range') {
        rules.min = Number(a);
        rules.max = Number(b);
      }
    }
  }
  return rules;
}

type Probe = { success: boolean; error?: { issues: Array<{ message: string }> } };

/** Every field name of a form's layout, in order. */
export function layoutFieldNames(form: FormId): string[] {
  return formLayouts[form].flatMap((set) => set.fields.map((field) => field.name));
}
