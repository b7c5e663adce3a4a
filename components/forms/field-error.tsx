'use client';

import { useFieldError } from './form-context';

export type FieldErrorProps = { name: string; id: string };

/**
 * A field's error line: the one part of a field that changes in the browser (the controller checks
 * and shows errors); the rest of the field is server-rendered (form-field.tsx).
 */
export function FieldError({ name, id }: FieldErrorProps) {
  const message = useFieldError(name);
  if (!message) return null;
  return (
    <p id={id} className="form-error">
      <span>{message}</span>
    </p>
  );
}
