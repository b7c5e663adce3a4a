import { handleConsentGet } from '@/lib/consent/records';
import { withDatabase } from '@/lib/http/database-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = withDatabase(
  async (request, db, { params }: { params: Promise<{ consentId: string }> }) => {
    const { consentId } = await params;
    return handleConsentGet(request, consentId, async () => db);
  },
);
