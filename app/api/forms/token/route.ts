import { withDatabase } from '@/lib/forms/database-route';
import { handleTokenGet } from '@/lib/forms/token';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = withDatabase((request, db) => handleTokenGet(request, async () => db));
