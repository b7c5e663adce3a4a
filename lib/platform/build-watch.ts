import { buildCheckUrl, isOtherBuild } from './build-id';
import { platform } from './constants';

type BuildWatchOptions = {
  ownBuildId: string;
  /** Reads the build endpoint's JSON body; rejects on network or HTTP failure. */
  fetchBody: (url: string) => Promise<unknown>;
  now: () => number;
  timeoutMs?: number;
};

/** Tracks whether the server runs another build than the page; once it does, it stays so. */
export type BuildWatch = {
  /** Resolves true when a newer build is running, asking the server unless a check is recent. */
  check: (maxAgeMs: number) => Promise<boolean>;
  /** The last known answer, without asking. */
  isOutdated: () => boolean;
  /** The answer of the request under way (even one a check stopped waiting for), else the last. */
  settled: () => Promise<boolean>;
};

/** A build watcher: one request at a time, answers reused for `maxAgeMs`, never slower than the timeout. */
export function createBuildWatch({
  ownBuildId,
  fetchBody,
  now,
  timeoutMs = platform.buildCheckTimeoutMs,
}: BuildWatchOptions): BuildWatch {
  let outdated = false;
  // The page itself came from the running build, so it counts as a check.
  let checkedAt = now();
  let inFlight: Promise<boolean> | null = null;

  function ask(): Promise<boolean> {
    const startedAt = now();
    inFlight ??= fetchBody(buildCheckUrl(startedAt))
      .then((body) => {
        outdated ||= isOtherBuild(body, ownBuildId);
        checkedAt = startedAt;
      })
      // An unreachable endpoint proves nothing: the navigation stays a client one.
      .catch(() => undefined)
      .then(() => {
        inFlight = null;
        return outdated;
      });
    return inFlight;
  }

  return {
    isOutdated: () => outdated,
    settled: () => inFlight ?? Promise.resolve(outdated),
    check(maxAgeMs) {
      if (outdated) return Promise.resolve(true);
      if (!inFlight && now() - checkedAt < maxAgeMs) return Promise.resolve(false);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(outdated), timeoutMs);
      });
      return Promise.race([ask(), timeout]).finally(() => clearTimeout(timer));
    },
  };
}
