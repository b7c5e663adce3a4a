import { z } from 'zod';

import type { Db } from '@/lib/db/client';
import { vitals } from '@/lib/db/schema';
import { parseJson, readBody } from '@/lib/http/body';
import { json } from '@/lib/http/json';
import { assertSameOrigin } from '@/lib/http/origin';
import { assertClientRateLimit, assertRateLimit } from '@/lib/http/rate-limit';
import { rejection, RequestRejected, requestLocale } from '@/lib/http/refusal';

import { MAX_BEACON_BYTES, vitalsBeaconSchema, type VitalsBeacon } from './schema';

/** Stores one page view's beacon: its fields only, with the time it arrived. */
export async function storeBeacon(db: Db, beacon: VitalsBeacon): Promise<void> {
  await db.insert(vitals).values({
    route: beacon.route,
    locale: beacon.locale,
    device: beacon.device,
    connection: beacon.connection ?? null,
    navigation: beacon.navigation,
    lcp: beacon.metrics.LCP ?? null,
    inp: beacon.metrics.INP ?? null,
    cls: beacon.metrics.CLS ?? null,
    fcp: beacon.metrics.FCP ?? null,
    ttfb: beacon.metrics.TTFB ?? null,
    lcpElement: beacon.lcpElement ?? null,
    inpInteraction: beacon.inpInteraction ?? null,
  });
}

/**
 * `POST /api/vitals`: 204 once stored; 403 from another site, 413 when larger than a beacon, 400
 * when malformed, 429 past the client's or everyone's limit, each storing nothing.
 */
export async function handleVitalsPost(request: Request, getDb: () => Promise<Db>) {
  try {
    assertSameOrigin(request);
    assertRateLimit(request, 'vitals');
    const parsed = vitalsBeaconSchema.safeParse(
      parseJson(await readBody(request, MAX_BEACON_BYTES)),
    );
    if (!parsed.success) {
      return json({ error: 'invalid', issues: z.flattenError(parsed.error).fieldErrors }, 400);
    }
    assertClientRateLimit('all', 'vitals-all');
    await storeBeacon(await getDb(), parsed.data);
    return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    if (error instanceof RequestRejected) return rejection(error, requestLocale(request));
    throw error;
  }
}
