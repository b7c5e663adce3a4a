import { z } from 'zod';

import { locales } from '@/lib/i18n/locales';

import { deviceClasses } from './metrics';
import { routeIds } from './routes';

/** A metric's value: finite, not negative, and below an hour (ms) that no real page view reaches. */
const value = z.number().finite().min(0).max(3_600_000);

/**
 * What a visitor's browser sends once per page view (lib/vitals/collector.ts): nothing that names
 * the visitor, and nothing beyond these fields (`strictObject`).
 */
export const vitalsBeaconSchema = z.strictObject({
  route: z.enum(routeIds as [string, ...string[]]),
  locale: z.enum(locales),
  device: z.enum(deviceClasses),
  connection: z.enum(['slow-2g', '2g', '3g', '4g']).optional(),
  navigation: z.enum([
    'navigate',
    'reload',
    'back-forward',
    'back-forward-cache',
    'prerender',
    'restore',
    'soft-navigation',
  ]),
  metrics: z
    .strictObject({
      LCP: value.optional(),
      INP: value.optional(),
      CLS: z.number().finite().min(0).max(100).optional(),
      FCP: value.optional(),
      TTFB: value.optional(),
    })
    .refine((metrics) => Object.keys(metrics).length > 0, 'no metric'),
  lcpElement: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,31}$/)
    .optional(),
  inpInteraction: z.enum(['pointer', 'keyboard']).optional(),
});

export type VitalsBeacon = z.infer<typeof vitalsBeaconSchema>;

/** A beacon is a few hundred bytes; anything much larger is not one. */
export const MAX_BEACON_BYTES = 2048;
