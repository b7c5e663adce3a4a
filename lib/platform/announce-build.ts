import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes the running build's id to `file` (FRONT_BUILD_FILE), atomically: the serving front reads it
 * on every request and keys its cache on it, so the pages of this build are served from the moment
 * this server starts, and no earlier build's copy is ever served again.
 */
export function announceBuild(file: string, buildId: string): void {
  // The file is named at run time: nothing near it belongs in the build's tracing.
  const temporary = path.join(
    /*turbopackIgnore: true*/ path.dirname(file),
    `.${path.basename(file)}.${process.pid}`,
  );
  fs.writeFileSync(temporary, `${buildId}\n`);
  fs.renameSync(temporary, file);
}
