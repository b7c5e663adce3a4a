import { currentBuildId } from '@/lib/platform/build-id';

import { PlatformBehaviour } from './platform-behaviour';

/** The platform's part of the root layout: the build id in the head (for operators and tests) and the client behaviour. */
export function Platform() {
  return (
    <>
      <meta name="build-id" content={currentBuildId} />
      <PlatformBehaviour />
    </>
  );
}
