import { RequestRejected } from './refusal';

function allowedHosts(request: Request): Set<string> {
  const hosts = new Set<string>();
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (host) hosts.add(host.toLowerCase());
  for (const origin of [process.env.SITE_URL, ...(process.env.ALLOWED_ORIGINS ?? '').split(',')]) {
    if (!origin?.trim()) continue;
    try {
      hosts.add(new URL(origin.trim()).host.toLowerCase());
    } catch {
      // A malformed entry in the environment allows nothing.
    }
  }
  return hosts;
}

/**
 * Refuses cross-site writes: a browser always sends Origin with a POST, so a foreign (or `null`)
 * Origin is refused. Requests without Origin (curl, server-to-server) are let through to the other
 * defences unless Sec-Fetch-Site says they come from another site.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  if (origin !== null) {
    let host: string | undefined;
    try {
      host = origin === 'null' ? undefined : new URL(origin).host.toLowerCase();
    } catch {
      host = undefined;
    }
    if (!host || !allowedHosts(request).has(host)) {
      throw new RequestRejected(403, 'forbidden-origin');
    }
    return;
  }
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') {
    throw new RequestRejected(403, 'forbidden-origin');
  }
}
