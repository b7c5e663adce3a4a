export type Loop = { kick: () => void; stop: () => void };

type LoopGlobal = typeof globalThis & { __synetechLoops?: Map<string, Loop> };

/** The process's loops by name: routes are bundled apart, so a route finds its loop here. */
function loops(): Map<string, Loop> {
  const store = globalThis as LoopGlobal;
  store.__synetechLoops ??= new Map();
  return store.__synetechLoops;
}

/**
 * Runs `work` now, every `intervalMs`, and shortly after each `kick`, one run at a time: a kick during
 * a run makes another run follow it. One loop of a name per process; starting it again returns it.
 */
export function startLoop(
  name: string,
  work: () => Promise<void>,
  intervalMs: number,
  failure = 'run failed',
): Loop {
  const existing = loops().get(name);
  if (existing) return existing;
  let running = false;
  let again = false;
  let kickTimer: NodeJS.Timeout | undefined;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await work();
      } while (again);
    } catch (error) {
      console.error(`[${name}] ${failure}:`, error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  void run();
  const loop: Loop = {
    kick: () => {
      clearTimeout(kickTimer);
      kickTimer = setTimeout(() => void run(), 50);
      kickTimer.unref();
    },
    stop: () => {
      clearInterval(timer);
      clearTimeout(kickTimer);
      loops().delete(name);
    },
  };
  loops().set(name, loop);
  return loop;
}

/** Asks the named loop (if this process runs it) to run soon. */
export function kickLoop(name: string): void {
  loops().get(name)?.kick();
}
