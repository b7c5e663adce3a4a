import { describe, expect, it } from 'vitest';

import { locales } from '@/lib/i18n/locales';

import { getJobOpenings, isKnownPosition, jobsValidator, OPEN_APPLICATION } from './jobs';

describe('job openings', () => {
  it('are valid content in the five languages', async () => {
    expect(await jobsValidator.validate()).toEqual([]);
    for (const locale of locales) {
      const openings = getJobOpenings(locale);
      expect(openings.length).toBeGreaterThan(0);
      for (const opening of openings) expect(opening.title.trim()).not.toBe('');
    }
    expect(getJobOpenings('en')[0]?.title).not.toBe(getJobOpenings('es')[0]?.title);
  });

  it('are the only positions the careers form accepts, with the speculative application', () => {
    const [first] = getJobOpenings('es');
    expect(isKnownPosition(first!.id)).toBe(true);
    expect(isKnownPosition(OPEN_APPLICATION)).toBe(true);
    expect(isKnownPosition('chief-executive')).toBe(false);
  });
});
