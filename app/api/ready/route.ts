import { getDatabase } from '@/lib/db/client';
import { readiness } from '@/lib/db/readiness';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The readiness probe (docs/operations.md): 200 when forms can be stored, 503 otherwise. */
export async function GET() {
  const { status, body } = await readiness(getDatabase);
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store, max-age=0' } });
}
