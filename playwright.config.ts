import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_ARGS, chromiumExecutable } from './scripts/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    // Playwright's default Accept-Language is en-US, which would send `/` to `/en`.
    locale: 'es-ES',
    // Recording a trace costs about a quarter of the suite's CPU, passing tests included; CI retries
    // a failed test once, and that retry is recorded (test-results/<test>/trace.zip). Locally:
    // `npx playwright test --trace on`.
    trace: 'on-first-retry',
    launchOptions: {
      // Debian's headless shell (scripts/chromium.ts): Playwright's own cannot be downloaded here.
      executablePath: chromiumExecutable(),
      args: [
        ...CHROMIUM_ARGS,
        // No test reaches another host, here or on a machine with internet: Google's tags (consent,
        // CSP specs) fail in the browser, which still asks for them, checks them against the CSP
        // first, and needs no request interception (which cost about a tenth of those specs' CPU).
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], locale: 'es-ES' } }],
  // The test command's @new-build step serves its own two builds (tests/support/build-swap.ts).
  webServer: process.env.E2E_NO_SUITE_SERVER
    ? undefined
    : {
        // Started exactly as the README tells an operator to (npm start), on a test port.
        // ENABLE_ERROR_PROBE turns on /prueba-de-error, the page that fails on purpose (500 tests).
        command: `ENABLE_ERROR_PROBE=1 PORT=${PORT} npm run start`,
        // Fake tag ids, read by the server at run time (app/api/tags): consent.spec.ts watches
        // the browser ask for the tags after consent (never reaching Google: the host rule above).
        env: {
          // The specs play the serving front: each test names its own client in X-Forwarded-For,
          // so the forms' per-client rate limits do not add up across tests. Node trusts that
          // header only from the addresses listed here (lib/server/client-address.ts).
          TRUSTED_PROXY: '127.0.0.1,::1',
          NEXT_PUBLIC_GTM_ID: 'GTM-TEST123',
          NEXT_PUBLIC_GA_ID: 'G-TEST123',
          NEXT_PUBLIC_GA_ID_2: 'G-TEST456',
        },
        url: `${baseURL}/robots.txt`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
