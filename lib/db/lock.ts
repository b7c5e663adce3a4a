import fs from 'node:fs';
import path from 'node:path';

// An open-file-description lock (fcntl F_OFD_SETLK on Linux, flock on macOS): the kernel holds it
// for as long as the descriptor is open and drops it when the process ends in any way, kill -9
// included. Nothing is read back to decide whether a lock is stale, and no PID is trusted.
import fsExt from 'fs-native-extensions';

import { PRIVATE_FILE_MODE } from './private-folder';

/** Thrown when another process already holds the PGlite data folder. */
export class DataFolderInUseError extends Error {
  constructor(
    readonly folder: string,
    /** What the holder wrote in the lock file, for the message only (never trusted). */
    readonly pid: number | undefined,
  ) {
    super(
      `The data folder ${folder} is in use${pid === undefined ? '' : ` by process ${pid}`}. ` +
        `PGlite allows one process per data folder: stop that process, or set DATABASE_URL to ` +
        `share a PostgreSQL server.`,
    );
    this.name = 'DataFolderInUseError';
  }
}

export function lockPath(folder: string): string {
  // The hint keeps the lock file, which now stays on disk, out of the build's server traces (the same
  // reason as lib/db/data-folder.ts; tests/e2e/security.spec.ts fails on a traced data file).
  return path.join(/*turbopackIgnore: true*/ folder, '..', `${path.basename(folder)}.lock`);
}

function writtenPid(fd: number): number | undefined {
  try {
    const buffer = Buffer.alloc(32);
    const size = fs.readSync(fd, buffer, 0, buffer.length, 0);
    const pid = Number(buffer.subarray(0, size).toString('utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the single-process lock of a PGlite folder (PGlite has no cross-process locking of its own),
 * or throws `DataFolderInUseError` at once. The lock file is never removed: removing it while held
 * would let the next starter lock a new file beside the held one. Returns the release function.
 */
export function acquireFolderLock(folder: string): () => void {
  const file = lockPath(folder);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const fd = fs.openSync(file, fs.constants.O_RDWR | fs.constants.O_CREAT, PRIVATE_FILE_MODE);
  let locked = false;
  try {
    locked = fsExt.tryLock(fd);
    if (!locked) throw new DataFolderInUseError(folder, writtenPid(fd));
    // For an operator reading the file; the lock itself is the descriptor.
    fs.ftruncateSync(fd, 0);
    fs.writeSync(fd, `${process.pid}\n`, 0);
    fs.fchmodSync(fd, PRIVATE_FILE_MODE);
  } catch (error) {
    fs.closeSync(fd);
    throw error;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    // Closing the descriptor drops the lock.
    fs.closeSync(fd);
  };
}
