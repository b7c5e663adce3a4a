type Collector = { startVitals: () => () => void };

/**
 * Turns the collector on and off with the analytics consent. The collector's module (web-vitals
 * with it) is imported the first time analytics is accepted, so a visitor who refuses downloads
 * nothing; a withdrawal stops it at once, before the page's next beacon.
 */
export function vitalsSwitch(load: () => Promise<Collector> = () => import('./collector')) {
  let wanted = false;
  let stop: (() => void) | undefined;
  return (accepted: boolean) => {
    if (accepted === wanted) return;
    wanted = accepted;
    if (!accepted) {
      stop?.();
      stop = undefined;
      return;
    }
    void load().then(({ startVitals }) => {
      // Withdrawn while the module was loading, or started by an earlier acceptance: nothing to do.
      if (wanted && !stop) stop = startVitals();
    });
  };
}
