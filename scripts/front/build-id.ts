/** The build nginx keys its cache on: read from Next's build, written as an nginx include. */
import fs from 'node:fs';

/** Build ids nginx may hold in its configuration (Next's, or NEXT_PUBLIC_BUILD_ID: a git sha, a tag). */
const BUILD_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** The build id in `file`, or '' when there is none (yet) or it is not one. */
export function readBuildId(file: string): string {
  try {
    const id = fs.readFileSync(file, 'utf8').trim();
    return BUILD_ID.test(id) ? id : '';
  } catch {
    return '';
  }
}

/** The include that gives nginx the build Node runs ($front_build; empty: store nothing). */
export function buildConf(buildId: string): string {
  if (buildId && !BUILD_ID.test(buildId)) throw new Error(`not a build id: ${buildId}`);
  return `# Written by scripts/front/start.ts when Node announces its build — do not edit.
map $scheme $front_build { default "${buildId}"; }
`;
}

/** Where nginx answers, to start:front only, the build its workers key on. */
export const CONTROL_SOCKET = 'control.sock';
