import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { buildCheckUrl, isOtherBuild } from './build-id';
import { createBuildWatch } from './build-watch';
import { platform } from './constants';

describe('isOtherBuild', () => {
  it('is true only for a readable, different build id', () => {
    expect(isOtherBuild({ buildId: 'b' }, 'a')).toBe(true);
    expect(isOtherBuild({ buildId: 'a' }, 'a')).toBe(false);
    expect(isOtherBuild({ buildId: '' }, 'a')).toBe(false);
    expect(isOtherBuild({}, 'a')).toBe(false);
    expect(isOtherBuild('<html>', 'a')).toBe(false);
    expect(isOtherBuild(null, 'a')).toBe(false);
  });
});

describe('buildCheckUrl', () => {
  it('asks the build endpoint with a timestamp', () => {
    expect(buildCheckUrl(1234)).toBe(`${platform.buildEndpoint}?t=1234`);
  });
});

describe('createBuildWatch', () => {
  let clock = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    clock = 1_000_000;
  });
  afterEach(() => vi.useRealTimers());

  function watchWith(fetchBody: (url: string) => Promise<unknown>) {
    return createBuildWatch({ ownBuildId: 'a', fetchBody, now: () => clock, timeoutMs: 1_000 });
  }

  it('trusts the page itself as a fresh check', async () => {
    const fetchBody = vi.fn(async () => ({ buildId: 'b' }));
    const watch = watchWith(fetchBody);
    await expect(watch.check(5_000)).resolves.toBe(false);
    expect(fetchBody).not.toHaveBeenCalled();
  });

  it('asks once the last answer is older than maxAge, and remembers a new build', async () => {
    const fetchBody = vi.fn(async () => ({ buildId: 'b' }));
    const watch = watchWith(fetchBody);
    clock += 6_000;
    await expect(watch.check(5_000)).resolves.toBe(true);
    expect(fetchBody).toHaveBeenCalledWith(buildCheckUrl(clock));
    expect(watch.isOutdated()).toBe(true);
    await expect(watch.check(0)).resolves.toBe(true);
    expect(fetchBody).toHaveBeenCalledTimes(1);
  });

  it('shares one request between concurrent checks', async () => {
    const fetchBody = vi.fn(async () => ({ buildId: 'a' }));
    const watch = watchWith(fetchBody);
    clock += 6_000;
    const answers = await Promise.all([watch.check(5_000), watch.check(5_000)]);
    expect(answers).toEqual([false, false]);
    expect(fetchBody).toHaveBeenCalledTimes(1);
  });

  it('treats a failed check as no news', async () => {
    const watch = watchWith(() => Promise.reject(new Error('offline')));
    await expect(watch.check(0)).resolves.toBe(false);
    expect(watch.isOutdated()).toBe(false);
  });

  it('never keeps a click waiting past the timeout, but the late answer still counts', async () => {
    let answer: (body: unknown) => void = () => undefined;
    const watch = watchWith(() => new Promise((resolve) => (answer = resolve)));
    const check = watch.check(0);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(check).resolves.toBe(false);
    const late = watch.settled();
    answer({ buildId: 'b' });
    await expect(late).resolves.toBe(true);
    expect(watch.isOutdated()).toBe(true);
  });
});
