import path from 'node:path';

import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname) };
const unitFiles = ['{lib,config,messages,scripts,tests}/**/*.test.ts'];
// Files that replace modules, globals, timers or the environment: each runs in a fresh module
// registry. The other unit files share one per worker (`isolate: false`), which took the unit tests
// from 77 to 55 CPU-seconds (65 to 48 s); a file there must leave no state behind it (a run with
// `--sequence.shuffle.files` passes).
const needsIsolation = [
  'lib/content/news/news.test.ts',
  'lib/forms/outbox.test.ts',
  'lib/platform/build-watch.test.ts',
  'lib/security/page-csp.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: unitFiles,
          exclude: [...configDefaults.exclude, ...needsIsolation],
          isolate: false,
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit-isolated',
          environment: 'node',
          include: needsIsolation,
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['components/**/*.test.tsx'],
          server: { deps: { inline: ['next-intl'] } },
        },
      },
    ],
  },
});
