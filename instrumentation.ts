// Next.js calls register() once when a server process starts.
export async function register() {
  // Build workers and the edge runtime have no business opening the database.
  if (
    process.env.NEXT_RUNTIME !== 'nodejs' ||
    process.env.NEXT_PHASE === 'phase-production-build'
  ) {
    return;
  }
  const { installClientAddress, trustedProxies } = await import('./lib/server/client-address');
  installClientAddress(trustedProxies(process.env.TRUSTED_PROXY));
  if (process.env.FRONT_BUILD_FILE) {
    const { announceBuild } = await import('./lib/platform/announce-build');
    const { currentBuildId } = await import('./lib/platform/build-id');
    await announceBuild(process.env.FRONT_BUILD_FILE, currentBuildId);
  }
  const { startServerServices } = await import('./lib/server/services');
  void startServerServices();
}
