import { consentedTagsLoader, tagIdsFromEnv } from '@/config/consent';

// The running server's tag ids, like /api/tags: one build serves with or without tags.
export const dynamic = 'force-dynamic';

export function GET() {
  return new Response(consentedTagsLoader(tagIdsFromEnv(process.env)), {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
