import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes the running build's id to `file` (FRONT_BUILD_FILE), atomically: the serving front keys its
 * cache on it. When a front follows the file (`<file>.applied` exists: scripts/front/follow-build.ts),
 * resolves once the front has taken this build, at most `timeoutMs` later; Next awaits register(),
 * so this server answers nothing before, and no earlier build's copy is ever served again.
 */
export async function announceBuild(
  file: string,
  buildId: string,
  timeoutMs = 10_000,
): Promise<void> {
  // The file is named at run time: nothing near it belongs in the build's tracing.
  const dir = path.dirname(file);
  const temporary = path.join(
    /*turbopackIgnore: true*/ dir,
    `.${path.basename(file)}.${process.pid}`,
  );
  fs.writeFileSync(temporary, `${buildId}\n`);
  fs.renameSync(temporary, file);
  const applied = path.join(/*turbopackIgnore: true*/ dir, `${path.basename(file)}.applied`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let taken: string;
    try {
      taken = fs.readFileSync(applied, 'utf8').trim();
    } catch {
      return; // No front follows the file (or it just stopped).
    }
    if (taken === buildId) return;
    if (Date.now() > deadline) {
      console.warn(
        `The serving front has not taken build ${buildId} (${applied}); serving anyway.`,
      );
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
