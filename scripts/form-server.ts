import { validSamples } from '@/scripts/form-samples';

import { startProductionServer, type StartedServer } from './production-server';

/** The production server of a forms test, ready once its token endpoint (the database) answers. */
export function startFormServer(port: number, env: Record<string, string>): Promise<StartedServer> {
  return startProductionServer(port, {
    env,
    readyPath: '/api/forms/token',
    ready: async (response) => response.ok,
    output: 'ignore',
  });
}

/** Sends one valid contact request as the enhanced form does; the response. */
export async function postContact(base: string, extra: Record<string, string> = {}) {
  const { token } = (await (await fetch(`${base}/api/forms/token`)).json()) as { token: string };
  return fetch(`${base}/api/forms/contact?locale=es`, {
    method: 'POST',
    headers: {
      origin: base,
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ ...validSamples.contact, ...extra, _token: token }),
  });
}
