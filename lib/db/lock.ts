import fs from 'node:fs';
import path from 'node:path';

/** Thrown when another live process already holds the PGlite data folder. */
export class DataFolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${folder} is in use by process ${pid}. PGlite allows one process per data ` +
        `folder: stop that process, or set DATABASE_URL to share a PostgreSQL server.`,
    );
    this.name = 'DataFolderInUseError';
  }
}

type LockInfo = { pid: number; since: string };

function lockPath(folder: string): string {
  return path.join(folder, '..', `${path.basename(folder)}.lock`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process holding `folder`, if it is still running. */
export function lockHolder(folder: string): number | undefined {
  try {
    const info = JSON.parse(fs.readFileSync(lockPath(folder), 'utf8')) as LockInfo;
    return Number.isInteger(info.pid) && isAlive(info.pid) ? info.pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the single-process lock of a PGlite folder (PGlite has no cross-process locking of its own).
 * A lock left by a process that died (kill -9, crash) is taken over. Returns the release function.
 */
export function acquireFolderLock(folder: string): () => void {
  const file = lockPath(folder);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(
        file,
        JSON.stringify({ pid: process.pid, since: new Date().toISOString() }),
        {
          flag: 'wx',
        },
      );
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          fs.unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = lockHolder(folder);
      if (holder !== undefined && holder !== process.pid) {
        throw new DataFolderInUseError(folder, holder);
      }
      // Stale lock (its process is gone) or our own from an earlier, closed instance.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${folder}`);
}
