import { describe, expect, it } from 'vitest';

import { locales } from '@/lib/i18n/locales';

import { getJobOpenings, jobsValidator } from './jobs';

describe('job openings', () => {
  it('are valid content, and none is published until the company confirms it', async () => {
    expect(await jobsValidator.validate()).toEqual([]);
    for (const locale of locales) expect(getJobOpenings(locale)).toEqual([]);
  });
});
