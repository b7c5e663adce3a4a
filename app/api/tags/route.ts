import { tagIdsFromEnv } from '@/config/consent';

// Pages are prebuilt at build time, so ids baked into them would need a rebuild to change; this
// answer reads the running server's environment, and one build serves with or without tags.
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json(tagIdsFromEnv(process.env), {
    headers: { 'Cache-Control': 'public, max-age=300' },
  });
}
