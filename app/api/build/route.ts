import { currentBuildId, type BuildInfo } from '@/lib/platform/build-id';

// Answers the build this server runs, never a cached copy: a deploy must show at once.
export const dynamic = 'force-dynamic';

/** The running build id, compared by open pages with their own to detect a deploy. */
export function GET() {
  const body: BuildInfo = { buildId: currentBuildId };
  return Response.json(body, { headers: { 'Cache-Control': 'no-store, max-age=0' } });
}
