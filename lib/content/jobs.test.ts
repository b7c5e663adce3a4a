import { describe, expect, it } from 'vitest';

import { locales } from '@/lib/i18n/locales';

import { getJobOpenings, isKnownPosition, jobsValidator, OPEN_APPLICATION } from './jobs';

describe('job openings', () => {
  it('are valid content, and none is published until the company confirms it', async () => {
    expect(await jobsValidator.validate()).toEqual([]);
    for (const locale of locales) expect(getJobOpenings(locale)).toEqual([]);
  });

  it('leave the speculative application as the only position the careers form accepts', () => {
    expect(isKnownPosition(OPEN_APPLICATION)).toBe(true);
    expect(isKnownPosition('tecnico-soporte-campo')).toBe(false);
    expect(isKnownPosition('chief-executive')).toBe(false);
  });
});
