/**
 * Turns an error code from the schemas (`code` or `code|arg|arg`) into the visitor's language, with the
 * `forms.errors` templates. Shared by the browser and the server, so both say exactly the same thing.
 */
export function formatError(code: string, templates: Record<string, string>): string {
  const [key = 'invalid', a, b] = code.split('|');
  const template = templates[key] ?? templates.invalid ?? key;
  return template.replace('{max}', (key === 'range' ? b : a) ?? '').replace('{min}', a ?? '');
}

/** Localizes every error of a `{ field: code }` map. */
export function formatErrors(
  errors: Record<string, string>,
  templates: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, code]) => [field, formatError(code, templates)]),
  );
}
