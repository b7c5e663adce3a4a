import { getDatabase } from '@/lib/db/client';
import { handleTokenGet } from '@/lib/forms/token';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const getDb = async () => (await getDatabase()).db;

export function GET(request: Request) {
  return handleTokenGet(request, getDb);
}
