import { describe, expect, it } from 'vitest';

import { afterAttempt, retryDelayMs, retryDue } from './record-retry';

describe('the consent record retry', () => {
  it('waits one minute, then twice as long each time, at most a day', () => {
    expect(retryDelayMs(1, 0, 0.5)).toBe(60_000);
    expect(retryDelayMs(2, 0, 0.5)).toBe(120_000);
    expect(retryDelayMs(5, 0, 0.5)).toBe(16 * 60_000);
    expect(retryDelayMs(30, 0, 0.5)).toBe(24 * 60 * 60_000);
    // Spread ±20 % so that the pupils of one school do not come back together.
    expect(retryDelayMs(1, 0, 0)).toBe(48_000);
    expect(retryDelayMs(1, 0, 1)).toBe(72_000);
  });

  it('waits at least as long as the server asks', () => {
    expect(retryDelayMs(1, 600, 0.5)).toBe(600_000);
  });

  it('retries a record refused for now or lost, and forgets one stored or refused for good', () => {
    const now = 1_000_000;
    expect(afterAttempt('first', null, 201)).toEqual({ pending: null });
    expect(afterAttempt('first', null, 400)).toEqual({ pending: null });
    for (const status of [0, 429, 500, 503]) {
      const next = afterAttempt('first', { pending: 'first', attempts: 1 }, status, 0, now);
      expect(next?.pending).toBe('first');
      expect(next?.attempts).toBe(2);
      expect(retryDue(next, now)).toBe(false);
      expect(retryDue(next, now + 24 * 60 * 60_000)).toBe(true);
    }
    // A change supersedes a first choice still waiting: its count starts again.
    expect(afterAttempt('change', { pending: 'first', attempts: 4 }, 0, 0, now)?.attempts).toBe(1);
  });

  it('sends nothing when no record waits', () => {
    expect(retryDue(null)).toBe(false);
    expect(retryDue({ pending: null })).toBe(false);
    // A cookie written before the back-off existed has no time: it is due.
    expect(retryDue({ pending: 'change' })).toBe(true);
  });
});
