import { describe, expect, it } from 'vitest';

import { purposeLimits } from '@/lib/http/limits';

import { rateLimitedLocations, rateLimitZones, zoneSize } from './rate-limits';

describe('the front limits speed beacons apart', () => {
  it('gives /api/vitals its own zone, sized from its Node limit', () => {
    const { perMinute, burst } = zoneSize('vitals');
    expect(burst).toBe(purposeLimits.vitals.limit);
    expect(rateLimitZones()).toContain(`zone=vitals:10m rate=${perMinute}r/m;`);
    const locations = rateLimitedLocations('proxy_pass http://node;', '');
    expect(locations).toMatch(
      new RegExp(`location \\^~ /api/vitals \\{\\s+limit_req zone=vitals burst=${burst} nodelay;`),
    );
    // Not the forms' zone: a class's page views never spend its forms' budget.
    expect(locations).not.toMatch(/location \^~ \/api\/vitals \{\s+limit_req zone=forms/);
  });
});
