import { describe, expect, it, vi } from 'vitest';

import { vitalsSwitch } from './switch';

function collector() {
  const stop = vi.fn();
  const startVitals = vi.fn(() => stop);
  const load = vi.fn(async () => ({ startVitals }));
  return { stop, startVitals, load };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('vitalsSwitch', () => {
  it('loads nothing until analytics is accepted, then starts once', async () => {
    const c = collector();
    const set = vitalsSwitch(c.load);
    set(false);
    await settle();
    expect(c.load).not.toHaveBeenCalled();
    set(true);
    set(true);
    await settle();
    expect(c.startVitals).toHaveBeenCalledTimes(1);
  });

  it('stops on withdrawal, and starts again on a new acceptance', async () => {
    const c = collector();
    const set = vitalsSwitch(c.load);
    set(true);
    await settle();
    set(false);
    expect(c.stop).toHaveBeenCalledTimes(1);
    set(true);
    await settle();
    expect(c.startVitals).toHaveBeenCalledTimes(2);
  });

  it('never starts when analytics is withdrawn while the module loads', async () => {
    const c = collector();
    const set = vitalsSwitch(c.load);
    set(true);
    set(false);
    await settle();
    expect(c.startVitals).not.toHaveBeenCalled();
  });
});
