import { forms, type FormId } from './forms';

export type FieldRules = { required: boolean; maxLength?: number; min?: number; max?: number };

/**
 * The HTML constraints of a field, read from its zod schema so that the browser's hints and the
 * server's rules can never disagree.
 */
export function fieldRules(form: FormId, name: string): FieldRules {
  if (name === forms[form].upload || name === 'privacy') return { required: true };
  const shape = forms[form].schema.shape as Record<string, { safeParse: (v: unknown) => Probe }>;
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
  return forms[form].layout.flatMap((set) => set.fields.map((field) => field.name));
}
