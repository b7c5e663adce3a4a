import path from 'node:path';

import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname) };
// `npm test` runs vitest beside the production build (scripts/test-all.sh), so on a 2-CPU machine a
// test can wait seconds for the CPU: CI, with vitest then niced, timed two whole-site tests out at
// the 5 s default (5.5 s each; 0.4 and 0.8 s here). A timeout only catches a hang; speed is the
// bench's job.
const shared = { environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 } as const;
const unitFiles = ['{lib,config,messages,scripts,tests,components}/**/*.test.ts'];
// Files that replace modules, globals, timers or the environment: each runs in a fresh module
// registry. The other unit files share one per worker (`isolate: false`), which took the unit tests
// from 77 to 55 CPU-seconds (65 to 48 s); a file there must leave no state behind it (a run with
// `--sequence.shuffle.files` passes).
const needsIsolation = [
  'lib/content/news/news.test.ts',
  'lib/mail/outbox.test.ts',
  'lib/platform/build-watch.test.ts',
  'lib/security/page-csp.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          ...shared,
          name: 'unit',
          include: unitFiles,
          exclude: [...configDefaults.exclude, ...needsIsolation],
          isolate: false,
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        resolve: { alias },
        test: {
          ...shared,
          name: 'unit-isolated',
          include: needsIsolation,
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          ...shared,
          name: 'dom',
          environment: 'jsdom',
          include: ['components/**/*.test.tsx'],
          server: { deps: { inline: ['next-intl'] } },
        },
      },
    ],
  },
});
