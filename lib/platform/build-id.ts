import { platform } from './constants';

/** The id of the build this code belongs to (inlined at build time from next.config.ts). */
export const currentBuildId: string = process.env.NEXT_PUBLIC_BUILD_ID ?? 'development';

/** Body of the build endpoint. */
export type BuildInfo = { buildId: string };

/** Whether a build endpoint body names a build other than `own`; unreadable bodies never do. */
export function isOtherBuild(body: unknown, own: string): boolean {
  if (!body || typeof body !== 'object') return false;
  const { buildId } = body as { buildId?: unknown };
  return typeof buildId === 'string' && buildId.length > 0 && buildId !== own;
}

/** URL of the build check; the timestamp keeps any cache between browser and server out of it. */
export function buildCheckUrl(now: number): string {
  return `${platform.buildEndpoint}?t=${now}`;
}
