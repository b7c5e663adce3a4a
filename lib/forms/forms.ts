import * as z from 'zod/mini';

import { displayIds } from '@/lib/content/products/ids';

import type { FieldsetSpec } from './layout-parts';
import * as widget from './layout-parts';
import {
  contactTopics,
  demoFormats,
  demoModels,
  ledEnvironments,
  organisationTypes,
  productLines,
  sustainabilityTopics,
} from './options';
import * as rule from './schema-parts';

/** The file field a form may take: a CV, checked by lib/forms/uploads.ts. */
export type FormUpload = 'cv' | null;

/** The privacy policy's retention period a form's submissions fall under (lib/server/retention.ts). */
export type FormRetention = 'enquiries' | 'applications' | 'service';

/**
 * What a form's data is used for: a purpose the privacy policy describes, which each language of it
 * declares in its frontmatter (`purposes`, content/privacy/*.md; lib/editorial/form-privacy.test.ts
 * fails until every language does). A new purpose is a new bullet of the policy
 * (docs/adding-a-form.md).
 */
export type FormPurpose = 'demo-and-contact' | 'service' | 'applications' | 'sustainability';

/**
 * A form, declared once. Whatever else a form needs is keyed by its id and typed `Record<FormId, …>`
 * or read from messages by id, so `tsc` lists it when a form is added (docs/adding-a-form.md).
 */
export type FormDefinition<Id extends string, Schema extends z.ZodMiniObject> = {
  /** The stable code stored with each submission and used in the form's URL (`/api/forms/<id>`). */
  id: Id;
  /** The team inbox the form notifies. */
  audience: 'sales' | 'support' | 'hr';
  /** The rules both the browser and the server check (lib/forms/schemas.ts `validateForm`). */
  schema: Schema;
  /** Fieldsets in order, with the widget and autocomplete token of every field. */
  layout: FieldsetSpec[];
  /**
   * The name of the file field when the form takes one; the form is then sent as multipart, with a larger body limit, and a visitor without JavaScript is asked for
   * the file again on the review page (browsers never refill a file input).
   */
  upload: FormUpload;
  /** How long its submissions are kept: a period of the privacy policy. */
  retention: FormRetention;
  /** What its data is used for: a purpose of the privacy policy. */
  purpose: FormPurpose;
  /**
   * Choice fields whose options are content, read on the server only (the open positions): the schema
   * checks their shape, the server that the value is one of the field's options (lib/forms/submit.ts).
   */
  serverChoices?: ReadonlyArray<Extract<keyof z.output<Schema>, string>>;
};

/** Checks a form's record against `FormDefinition`, keeping its literal id and its schema's type. */
export function defineForm<const Id extends string, Schema extends z.ZodMiniObject>(
  form: FormDefinition<Id, Schema>,
): FormDefinition<Id, Schema> {
  return form;
}

const formList = [
  defineForm({
    id: 'demo',
    audience: 'sales',
    schema: z.object({
      organisationType: rule.choice(organisationTypes),
      organisation: rule.organisation(true),
      classrooms: rule.wholeNumber(1, 10_000, false),
      model: rule.choice(demoModels),
      demoFormat: rule.choice(demoFormats),
      preferredDate: rule.isoDate(false, false),
      name: rule.name,
      jobTitle: rule.text({ max: 120, required: false }),
      email: rule.email,
      phone: rule.phone(true),
      country: rule.country,
      region: rule.region(true),
      city: rule.text({ max: 80, required: false }),
      message: rule.message(false, 2000),
      privacy: rule.privacy,
    }),
    layout: [
      {
        legend: 'organisation',
        fields: [
          widget.organisationType,
          widget.organisation,
          { name: 'classrooms', kind: 'number', half: true },
          widget.country,
          widget.region,
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
      widget.person([widget.jobTitle]),
    ],
    upload: null,
    retention: 'enquiries',
    purpose: 'demo-and-contact',
  }),
  defineForm({
    id: 'contact',
    audience: 'sales',
    schema: z.object({
      topic: rule.choice(contactTopics),
      name: rule.name,
      email: rule.email,
      phone: rule.phone(false),
      organisation: rule.organisation(false),
      country: rule.country,
      message: rule.message(true),
      privacy: rule.privacy,
    }),
    layout: [
      {
        legend: 'request',
        fields: [
          { name: 'topic', kind: 'select', options: 'contactTopics', half: true },
          widget.country,
          { name: 'message', kind: 'textarea', rows: 6 },
        ],
      },
      widget.person([widget.organisation]),
    ],
    upload: null,
    retention: 'enquiries',
    purpose: 'demo-and-contact',
  }),
  defineForm({
    id: 'sustainability',
    audience: 'sales',
    schema: z.object({
      subject: rule.choice(sustainabilityTopics),
      organisationType: rule.choice(organisationTypes),
      organisation: rule.organisation(true),
      units: rule.wholeNumber(1, 100_000, false),
      name: rule.name,
      jobTitle: rule.text({ max: 120, required: false }),
      email: rule.email,
      phone: rule.phone(false),
      country: rule.country,
      deadline: rule.isoDate(false, false),
      message: rule.message(true),
      privacy: rule.privacy,
    }),
    layout: [
      {
        legend: 'organisation',
        fields: [
          widget.organisationType,
          widget.organisation,
          widget.country,
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
      widget.person([widget.jobTitle]),
    ],
    upload: null,
    retention: 'enquiries',
    purpose: 'sustainability',
  }),
  defineForm({
    id: 'careers',
    audience: 'hr',
    schema: z.object({
      position: rule.text({ max: 60, pattern: [/^[a-z0-9-]+$/, 'invalidOption'] }),
      name: rule.name,
      email: rule.email,
      phone: rule.phone(true),
      city: rule.text({ max: 80, required: false }),
      profileUrl: rule.text({
        max: 300,
        required: false,
        pattern: [/^https:\/\/[^\s<>"]+\.[^\s<>"]+$/, 'url'],
      }),
      coverLetter: rule.message(false),
      privacy: rule.privacy,
    }),
    layout: [
      {
        legend: 'application',
        fields: [
          { name: 'position', kind: 'select', options: 'positions' },
          { name: 'cv', kind: 'file' },
          { name: 'profileUrl', kind: 'url', autoComplete: 'url' },
          { name: 'coverLetter', kind: 'textarea', rows: 6 },
        ],
      },
      widget.person([{ name: 'city', kind: 'text', autoComplete: 'address-level2', half: true }]),
    ],
    upload: 'cv',
    retention: 'applications',
    purpose: 'applications',
    serverChoices: ['position'],
  }),
  defineForm({
    id: 'assistance',
    audience: 'support',
    schema: z.object({
      productLine: rule.choice(productLines),
      modelName: rule.text({ max: 80, required: false }),
      serial: rule.serial(false),
      organisation: rule.organisation(false),
      ...rule.person(true),
      region: rule.region(false),
      description: rule.message(true),
      privacy: rule.privacy,
    }),
    layout: [
      {
        legend: 'product',
        fields: [
          { name: 'productLine', kind: 'select', options: 'productLines', half: true },
          { name: 'modelName', kind: 'text', half: true },
          { name: 'serial', kind: 'text', half: true },
          { name: 'description', kind: 'textarea', rows: 6 },
        ],
      },
      widget.person([widget.organisation]),
      { legend: 'location', fields: [widget.country, widget.region] },
    ],
    upload: null,
    retention: 'service',
    purpose: 'service',
  }),
  defineForm({
    id: 'led-repair',
    audience: 'support',
    schema: z.object({
      organisation: rule.organisation(true),
      ledReference: rule.text({ max: 60, required: false }),
      environment: rule.choice(ledEnvironments),
      size: rule.text({ max: 40, required: false }),
      serial: rule.serial(false),
      ...rule.person(true),
      region: rule.region(true),
      description: rule.message(true),
      privacy: rule.privacy,
    }),
    layout: [
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
      { legend: 'organisation', fields: [widget.organisation, widget.country, widget.region] },
      widget.person(),
    ],
    upload: null,
    retention: 'service',
    purpose: 'service',
  }),
  defineForm({
    id: 'care-plus',
    audience: 'support',
    schema: z.object({
      organisationType: rule.choice(organisationTypes),
      organisation: rule.organisation(true),
      model: rule.choice(displayIds),
      serial: rule.serial(true),
      purchaseDate: rule.isoDate(true, true),
      units: rule.wholeNumber(1, 10_000, false),
      ...rule.person(true),
      region: rule.region(false),
      message: rule.message(false, 2000),
      privacy: rule.privacy,
    }),
    layout: [
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
        fields: [widget.organisationType, widget.organisation, widget.country, widget.region],
      },
      widget.person(),
      { legend: 'request', fields: [{ name: 'message', kind: 'textarea', rows: 4 }] },
    ],
    upload: null,
    retention: 'service',
    purpose: 'service',
  }),
  defineForm({
    id: 'spare-part',
    audience: 'support',
    schema: z.object({
      partNumber: rule.text({ max: 40, pattern: [/^SY-[A-Z0-9]+(-[A-Z0-9]+)*$/i, 'partNumber'] }),
      quantity: rule.wholeNumber(1, 999, true),
      modelName: rule.text({ max: 80, required: false }),
      serial: rule.serial(false),
      organisation: rule.organisation(false),
      ...rule.person(true),
      message: rule.message(false, 2000),
      privacy: rule.privacy,
    }),
    layout: [
      {
        legend: 'product',
        fields: [
          { name: 'partNumber', kind: 'text', half: true },
          { name: 'quantity', kind: 'number', half: true },
          { name: 'modelName', kind: 'text', half: true },
          { name: 'serial', kind: 'text', half: true },
        ],
      },
      widget.person([widget.organisation]),
      {
        legend: 'location',
        fields: [widget.country, { name: 'message', kind: 'textarea', rows: 4 }],
      },
    ],
    upload: null,
    retention: 'service',
    purpose: 'service',
  }),
] as const;

type AnyForm = (typeof formList)[number];

export type FormId = AnyForm['id'];

/** Every form by id (with its own schema's type: `forms.demo.schema`). */
export const forms = Object.fromEntries(formList.map((form) => [form.id, form])) as {
  [F in FormId]: Extract<AnyForm, { id: F }>;
};

/** The form ids in the order the forms are declared. */
export const formIds: readonly FormId[] = formList.map((form) => form.id);

export function isFormId(value: unknown): value is FormId {
  return typeof value === 'string' && Object.hasOwn(forms, value);
}
