'use client';

import { createContext, useContext } from 'react';

/** The current error message of each field (localized), shared by a form and its fields. */
export const FormErrorsContext = createContext<Record<string, string>>({});

/** The id prefix of a form's controls, so that two forms on a page never share ids. */
export const FormIdContext = createContext('form');

/** The error message of one field, if any. */
export function useFieldError(name: string): string | undefined {
  return useContext(FormErrorsContext)[name];
}

/** The DOM id of a field's control and of its hint and error. */
export function useFieldIds(name: string) {
  const prefix = useContext(FormIdContext);
  const id = `${prefix}-${name}`;
  return { id, hint: `${id}-hint`, error: `${id}-error` };
}
