import { handleTokenGet } from '@/lib/forms/token';
import { withDatabase } from '@/lib/http/database-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = withDatabase((request, db) => handleTokenGet(request, async () => db));
