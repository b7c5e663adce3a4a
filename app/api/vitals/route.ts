import { withDatabase } from '@/lib/http/database-route';
import { handleVitalsPost } from '@/lib/vitals/endpoint';

export const runtime = 'nodejs';

// A server that cannot open its database answers 503 with Retry-After, as every DB endpoint does.
export const POST = withDatabase((request, db) => handleVitalsPost(request, async () => db));
