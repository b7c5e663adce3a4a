import { handleConsentPost } from '@/lib/consent/records';
import { withDatabase } from '@/lib/http/database-route';

export const runtime = 'nodejs';

export const POST = withDatabase((request, db) => handleConsentPost(request, async () => db));
