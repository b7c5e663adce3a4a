import fs from 'node:fs';
import path from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` (and its parents) owner-only, and makes an existing one owner-only again. */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(/*turbopackIgnore: true*/ dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.chmodSync(/*turbopackIgnore: true*/ dir, PRIVATE_DIR_MODE);
}

/**
 * Makes every folder under `root` 0700 and every file 0600 (folders and files left by an older
 * version, or by PGlite's initdb, which writes 0666), and with `sync` flushes each of them to disk,
 * folders included, so that files written before the durable layer was in place are durable too.
 */
export function privatiseTree(root: string, { sync = false } = {}): void {
  const visit = (dir: string) => {
    fs.chmodSync(/*turbopackIgnore: true*/ dir, PRIVATE_DIR_MODE);
    for (const entry of fs.readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true })) {
      const full = path.join(/*turbopackIgnore: true*/ dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.isFile()) {
        fs.chmodSync(/*turbopackIgnore: true*/ full, PRIVATE_FILE_MODE);
        if (sync) syncPath(full);
      }
    }
    if (sync) syncPath(dir);
  };
  visit(root);
}

function syncPath(target: string): void {
  const fd = fs.openSync(/*turbopackIgnore: true*/ target, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
