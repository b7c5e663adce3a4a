/**
 * Makes the second production build of the @new-build spec ahead of it, as E2E_BUILD_B_ID:
 * `npm test` (scripts/test-all.sh) runs this beside the end-to-end suite, at the lowest CPU
 * priority, and the spec then finds the build in place (`secondBuild`).
 */
import { secondBuild } from './build-swap';

const buildId = process.env.E2E_BUILD_B_ID;
if (!buildId) throw new Error('E2E_BUILD_B_ID names the build to make.');
await secondBuild(buildId);
console.log(`second build ${buildId} ready`);
