/**
 * `npx tsx tests/support/build-b.ts`: the second production build of the `@new-build` spec, built
 * ahead of it (the test command runs it in the background once the first build is done).
 */
import { B_DIR, buildBId, ensureBuildB } from './build-swap';

const started = Date.now();
await ensureBuildB();
console.log(`build ${buildBId} in ${B_DIR}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
