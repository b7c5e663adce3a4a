'use client';

import { createContext, useContext } from 'react';

/** The current error message of each field (localized), shared by a form and its fields' errors. */
export const FormErrorsContext = createContext<Record<string, string>>({});

/** The error message of one field, if any. */
export function useFieldError(name: string): string | undefined {
  return useContext(FormErrorsContext)[name];
}
