import { getDatabase, type Database, type Db } from '@/lib/db/client';

import { describeFailure } from './failure';
import { rejection, RequestRejected, requestLocale } from './refusal';
import { refusalPage } from './refusal-response';

/**
 * How long a visitor is asked to wait when the database cannot be opened: long enough for a
 * deploy's hand-over of the data folder, short enough to read as "a moment".
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

/** A browser navigation (a form posted without JavaScript) rather than a script's request. */
function wantsPage(request: Request): boolean {
  const accept = request.headers.get('accept') ?? '';
  return accept.includes('text/html') && !accept.includes('application/json');
}

/**
 * The answer when this process cannot open its database (a PGlite folder another server holds,
 * PostgreSQL down): 503 with Retry-After and the reason in the visitor's language, as a page to a
 * JavaScript-free browser and as JSON to a script, like a 429. Nothing of the request was read.
 */
export function databaseUnavailable(request: Request): Response {
  const locale = requestLocale(request);
  const headers = { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) };
  return wantsPage(request)
    ? refusalPage(locale, 503, 'unavailable', headers)
    : rejection(new RequestRejected(503, 'unavailable', headers), locale);
}

/**
 * The one way a route handler reaches the database: it opens it first and answers
 * {@link databaseUnavailable} when it cannot, so that no endpoint turns a held data folder into a
 * blank 500 and none reads a body or writes a file it could not then store. `open` is the
 * process-wide database but in tests.
 */
export function withDatabase<Context = unknown>(
  handler: (request: Request, db: Db, context: Context) => Promise<Response> | Response,
  open: () => Promise<Database> = getDatabase,
): (request: Request, context: Context) => Promise<Response> {
  return async (request, context) => {
    let db: Db;
    try {
      db = (await open()).db;
    } catch (error) {
      const { pathname } = new URL(request.url);
      console.error(`[db] ${pathname}: the database cannot be opened: ${describeFailure(error)}`);
      return databaseUnavailable(request);
    }
    return handler(request, db, context);
  };
}
