import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

export type Bundler = 'turbopack' | 'webpack';

/** A proxy that does nothing, on every page path: what Next.js's proxy machinery costs by itself. */
const TRIVIAL_PROXY = `import { NextResponse } from 'next/server';
export default function proxy() {
  return NextResponse.next();
}
export const config = { matcher: '/((?!api|_next|_vercel|.*\\\\..*).*)' };
`;

/** The installed Next.js version (the floor app uses the very same package). */
export function nextVersion(): string {
  return (require('next/package.json') as { version: string }).version;
}

const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'next-floor', private: true, type: 'module' }),
  // Turbopack only resolves inside its root; the symlinked node_modules lives elsewhere.
  'next.config.mjs': "export default { turbopack: { root: '/' }, outputFileTracingRoot: '/' };\n",
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['dom', 'esnext'],
      strict: true,
      noEmit: true,
      module: 'esnext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      isolatedModules: true,
      skipLibCheck: true,
      plugins: [{ name: 'next' }],
    },
    include: ['**/*.ts', '**/*.tsx'],
  }),
  'app/layout.tsx': `export const metadata = { title: 'Floor' };
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  'app/page.tsx': `export default function Page() {
  return <main><p>A bare Next.js page: one paragraph of text, nothing else, the floor every page is measured against.</p></main>;
}
`,
};

/**
 * A bare Next.js 16 app (one static page holding one paragraph; optionally a do-nothing proxy) built with
 * the project's own `next`, in the temp folder, never in the repository. Cached per version, variant
 * and content.
 */
export async function buildFloorApp(bundler: Bundler, withProxy = false): Promise<string> {
  const files = withProxy ? { ...FILES, 'proxy.ts': TRIVIAL_PROXY } : FILES;
  const key = createHash('sha256')
    .update(JSON.stringify([files, path.resolve('node_modules')]))
    .digest('hex')
    .slice(0, 10);
  const dir = path.join(os.tmpdir(), `next-floor-${nextVersion()}-${bundler}-${key}`);
  if (fs.existsSync(path.join(dir, '.next', 'BUILD_ID'))) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  const nextBin = require.resolve('next/dist/bin/next');
  await run(process.execPath, [nextBin, 'build', ...(bundler === 'webpack' ? ['--webpack'] : [])], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  return dir;
}
