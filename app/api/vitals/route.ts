import { getDatabase } from '@/lib/db/client';
import { handleVitalsPost } from '@/lib/vitals/endpoint';

export const runtime = 'nodejs';

const getDb = async () => (await getDatabase()).db;

export function POST(request: Request) {
  return handleVitalsPost(request, getDb);
}
