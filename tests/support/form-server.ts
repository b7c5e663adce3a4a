import { spawn, type ChildProcess } from 'node:child_process';

import { validSamples } from './form-samples';

/**
 * Starts the production server (`next start -H localhost`, as docs/operations.md says) on its own port
 * and data folder, in its own process group so that it can be killed hard. Needs a build.
 */
export function startSiteServer(port: number, env: Record<string, string>): ChildProcess {
  return spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-H', 'localhost', '-p', String(port)],
    { env: { ...process.env, ...env }, detached: true, stdio: 'ignore' },
  );
}

/** Resolves once the server answers (its form token endpoint touches the database). */
export async function waitUntilReady(base: string, seconds = 60): Promise<void> {
  for (let waited = 0; waited < seconds * 1000; waited += 250) {
    try {
      if ((await fetch(`${base}/api/forms/token`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server at ${base} did not start`);
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
