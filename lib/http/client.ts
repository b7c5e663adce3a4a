import ipaddr from 'ipaddr.js';

/**
 * An address as written, or the IPv4 address that an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`, as
 * Node reports IPv4 peers on a dual-stack socket) stands for.
 */
export function unmapped(address: string): string {
  if (!ipaddr.IPv6.isValid(address)) return address;
  const ip = ipaddr.IPv6.parse(address);
  return ip.isIPv4MappedAddress() ? ip.toIPv4Address().toString() : address;
}

/**
 * Who a request counts against: an IPv4 address, or the /64 network of an IPv6 address (one
 * subscriber's line gets a whole /64 and can rotate through it at will). An IPv4-mapped IPv6 address
 * is its IPv4 address.
 */
export function clientOf(address: string): string {
  const bare = unmapped(address.replace(/^\[|\](:\d+)?$/g, '').replace(/%.*$/, ''));
  // Loopback is one host, not a subscriber's network.
  if (!ipaddr.IPv6.isValid(bare) || bare === '::1') return bare;
  const groups = ipaddr.IPv6.parse(bare).parts.slice(0, 4);
  return `${groups.map((group) => group.toString(16)).join(':')}::/64`;
}

/**
 * The client used for rate limiting: the last X-Forwarded-For entry, which is the socket address
 * unless a trusted front wrote it (lib/server/client-address.ts, docs/operations.md), as {@link clientOf}.
 */
export function clientKey(request: { headers: { get(name: string): string | null } }): string {
  const forwarded = request.headers.get('x-forwarded-for');
  const last = forwarded?.split(',').at(-1)?.trim();
  return last ? clientOf(last) : 'unknown';
}
