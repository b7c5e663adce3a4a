import path from 'node:path';

/** Root of everything the site writes at run time (`DATA_DIR`, default `./data`). */
export function dataDir(): string {
  // The folder is chosen at run time: nothing under it belongs in the build's file tracing, where
  // a standalone copy would ship the database and visitors' CVs. Turbopack evaluates each of these
  // joins on its own, so each carries the hint (tests/e2e/security.spec.ts checks the traces).
  return path.resolve(
    /*turbopackIgnore: true*/ process.env.DATA_DIR ??
      path.join(/*turbopackIgnore: true*/ process.cwd(), 'data'),
  );
}

/** The PGlite data folder used when `DATABASE_URL` is not set. */
export function pgliteDir(): string {
  return path.join(/*turbopackIgnore: true*/ dataDir(), 'pglite');
}

/** Uploaded CVs, outside `public/`, under random names. */
export function uploadsDir(): string {
  return path.join(/*turbopackIgnore: true*/ dataDir(), 'uploads');
}

/** The Unix socket the server listens on so that `npm run ops` can reach a PGlite folder in use. */
export function opsSocketPath(): string {
  return path.join(/*turbopackIgnore: true*/ dataDir(), 'ops.sock');
}
