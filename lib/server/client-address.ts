import http from 'node:http';

import { unmapped } from '@/lib/http/client';

/** `TRUSTED_PROXY=127.0.0.1,::1`: the addresses of the fronts allowed to say who the client is. */
export function trustedProxies(value: string | undefined): Set<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map(unmapped),
  );
}

/**
 * Makes `X-Forwarded-For` say who is on the other end of the socket, unless that is a trusted front,
 * whose header stands. Next copies the socket address into the header only when it is absent, so a
 * client talking to Node directly could otherwise write its own rate-limit identity
 * (lib/http/client.ts `clientKey` reads the last entry).
 */
export function settleForwardedFor(
  headers: http.IncomingHttpHeaders,
  peer: string | undefined,
  trusted: ReadonlySet<string>,
): void {
  if (peer === undefined) return;
  if (trusted.has(unmapped(peer)) && headers['x-forwarded-for']) return;
  headers['x-forwarded-for'] = unmapped(peer);
}

let installed = false;

/**
 * Applies {@link settleForwardedFor} to every request of this process's HTTP servers, before Next
 * reads it. `next start` gives its code no hook ahead of its own header handling; a server's
 * `request` event (public Node API) is the first place a request is seen.
 */
export function installClientAddress(trusted: ReadonlySet<string>): void {
  if (installed) return;
  installed = true;
  type Emit = (this: http.Server, event: string, ...args: unknown[]) => boolean;
  const emit = http.Server.prototype.emit as Emit;
  http.Server.prototype.emit = function (this: http.Server, event: string, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage;
      settleForwardedFor(request.headers, request.socket?.remoteAddress, trusted);
    }
    return emit.call(this, event, ...args);
  };
}
