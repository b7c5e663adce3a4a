// Next.js calls register() once when a server process starts.
export async function register() {
  // Build workers and the edge runtime have no business opening the database.
  if (
    process.env.NEXT_RUNTIME !== 'nodejs' ||
    process.env.NEXT_PHASE === 'phase-production-build'
  ) {
    return;
  }
  const { startServerServices } = await import('./lib/forms/server-services');
  void startServerServices();
}
