import { describe, expect, it } from 'vitest';

import { validSamples } from '@/scripts/form-samples';

import { formatError } from './errors';
import { fieldRules, layoutFieldNames } from './fields';
import { formIds, forms } from './forms';
import { validateForm } from './schemas';

const templates = {
  tooLong: 'Escribe como máximo {max} caracteres.',
  range: 'Escribe un número entero entre {min} y {max}.',
  fileSize: 'El archivo no puede superar {max} MB.',
  invalid: 'Este valor no es válido.',
};

describe('form schemas', () => {
  it.each(formIds)('%s: the layout shows exactly the fields the schema checks', (form) => {
    const shown = layoutFieldNames(form).filter((name) => name !== 'cv');
    expect([...shown, 'privacy'].sort()).toEqual(Object.keys(forms[form].schema.shape).sort());
    expect(new Set(forms[form].layout.map((set) => set.legend)).size).toBe(
      forms[form].layout.length,
    );
  });

  it.each(formIds)('%s: accepts its valid sample and trims what people type', (form) => {
    const padded = Object.fromEntries(
      Object.entries(validSamples[form]).map(([k, v]) => [k, k === 'privacy' ? v : ` ${v} `]),
    );
    const result = validateForm(form, padded);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect((result.values as Record<string, string>).email).toBe(validSamples[form].email);
    }
  });

  it.each(formIds)('%s: HTML constraints come from the schema', (form) => {
    for (const name of layoutFieldNames(form)) {
      const rules = fieldRules(form, name);
      const shape = forms[form].schema.shape as Record<
        string,
        { safeParse: (v: unknown) => { success: boolean } }
      >;
      if (name === 'cv') continue;
      expect(rules.required).toBe(!shape[name]!.safeParse(undefined).success);
      if (rules.maxLength) {
        const sample = validSamples[form][name] || 'a';
        expect(
          validateForm(form, { ...validSamples[form], [name]: 'a'.repeat(rules.maxLength + 1) }).ok,
        ).toBe(false);
        expect(sample.length).toBeLessThanOrEqual(rules.maxLength);
      }
    }
  });

  it('reads the limits of a few fields', () => {
    expect(fieldRules('contact', 'message')).toEqual({ required: true, maxLength: 3000 });
    expect(fieldRules('contact', 'phone')).toEqual({ required: false, maxLength: 25 });
    expect(fieldRules('demo', 'classrooms')).toEqual({ required: false, min: 1, max: 10000 });
    expect(fieldRules('spare-part', 'quantity')).toEqual({ required: true, min: 1, max: 999 });
  });

  it('reports the first problem of each field as an error code', () => {
    const result = validateForm('contact', {
      ...validSamples.contact,
      email: 'x',
      name: '',
      privacy: 'off',
    });
    expect(result).toEqual({
      ok: false,
      errors: { name: 'required', email: 'email', privacy: 'consent' },
    });
    expect(validateForm('contact', { ...validSamples.contact, name: 42 })).toEqual({
      ok: false,
      errors: { name: 'invalid' },
    });
  });

  it('turns error codes into sentences with their numbers', () => {
    expect(formatError('tooLong|120', templates)).toBe('Escribe como máximo 120 caracteres.');
    expect(formatError('range|1|999', templates)).toBe('Escribe un número entero entre 1 y 999.');
    expect(formatError('fileSize|5', templates)).toBe('El archivo no puede superar 5 MB.');
    expect(formatError('unknown', templates)).toBe('Este valor no es válido.');
  });
});
