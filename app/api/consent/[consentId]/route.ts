import { getDatabase } from '@/lib/db/client';
import { handleConsentGet } from '@/lib/forms/consent';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const getDb = async () => (await getDatabase()).db;

export async function GET(
  request: Request,
  { params }: { params: Promise<{ consentId: string }> },
) {
  const { consentId } = await params;
  return handleConsentGet(request, consentId, getDb);
}
