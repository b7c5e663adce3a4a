/** The DOM ids of a field's control (or its radio group's fieldset), hint and error. */
export function fieldIds(idPrefix: string, name: string) {
  const id = `${idPrefix}-${name}`;
  return { id, hint: `${id}-hint`, error: `${id}-error` };
}

/**
 * Errors in the order of the fields on the page (`labels` lists them so), the form's own first: the
 * order of the summary, and the field that takes the focus.
 */
export function sortErrors(
  errors: Record<string, string>,
  labels: Record<string, string>,
): Record<string, string> {
  const order = Object.keys(labels);
  const rank = (name: string) => (name === '_form' ? -1 : order.indexOf(name));
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b)));
}
