'use client';

import { createContext, use, type ReactNode } from 'react';

/** The three sentences of the error page, in the visitor's language. */
export type ServerErrorStrings = { heading: string; body: string; retry: string };

const ServerErrorContext = createContext<ServerErrorStrings | null>(null);

type ServerErrorStringsProviderProps = { strings: ServerErrorStrings; children: ReactNode };

/**
 * Hands the error page its strings: `error.tsx` must be a client component and takes no props.
 * A context of three strings instead of next-intl's client provider keeps use-intl off the client.
 */
export function ServerErrorStringsProvider({ strings, children }: ServerErrorStringsProviderProps) {
  return <ServerErrorContext value={strings}>{children}</ServerErrorContext>;
}

export function useServerErrorStrings(): ServerErrorStrings {
  const strings = use(ServerErrorContext);
  if (!strings) throw new Error('ServerErrorStringsProvider is missing above the error page');
  return strings;
}
