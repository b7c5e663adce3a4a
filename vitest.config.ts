import path from 'node:path';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname) };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{lib,config,messages,scripts,tests}/**/*.test.ts'],
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
