import { getDatabase } from '@/lib/db/client';
import { handleConsentPost } from '@/lib/forms/consent';

export const runtime = 'nodejs';

const getDb = async () => (await getDatabase()).db;

export function POST(request: Request) {
  return handleConsentPost(request, getDb);
}
