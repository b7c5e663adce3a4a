/**
 * Request header carrying the path the visitor asked for (set by proxy.ts; for a path that does not
 * decode, the path it is rendered as), from which the 404 page outside the locale layout takes its
 * language (lib/request-path.ts).
 */
export const REQUESTED_PATH_HEADER = 'x-synetech-path';
