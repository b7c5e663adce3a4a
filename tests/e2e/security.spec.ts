import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { expect, test, type APIResponse, type BrowserContext, type Page } from '@playwright/test';

import { consentConfig } from '@/config/consent';
import { executableInlineScripts } from '@/lib/security/inline-content';
import { localizedPath, pageIds, pages, type AppLocale } from '@/scripts/site-facts';
import {
  recordedViolations,
  watchConsole,
  watchViolations,
  type Violation,
} from '@/tests/support/csp';
import { platformReady } from '@/tests/support/platform';

/*
 * Security headers on every kind of response, and a Content-Security-Policy that lets the real
 * pages run: zero `securitypolicyviolation` events on a page of every template after consent (the
 * server runs with fake tag ids, and the browser reaches no host but localhost: playwright.config.ts).
 * Before consent, the site check records them on every template in every locale.
 */

const HSTS = 'max-age=63072000; includeSubDomains; preload';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

function expectSecurityHeaders(response: APIResponse): Map<string, string[]> {
  const headers = response.headers();
  expect(headers['strict-transport-security']).toBe(HSTS);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
  expect(headers['permissions-policy']).toMatch(/(^|, )microphone=\(\)/);
  expect(headers['permissions-policy']).toMatch(/(^|, )geolocation=\(\)/);
  const csp = directives(headers['content-security-policy'] ?? '');
  expect(csp.get('default-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  const script = csp.get('script-src') ?? [];
  expect(script).toContain("'self'");
  expect(script).not.toContain("'unsafe-inline'");
  expect(script).not.toContain("'unsafe-eval'");
  expect(csp.get('style-src')).not.toContain("'unsafe-inline'");
  return csp;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test.describe('security headers', () => {
  test('a prerendered page allows exactly its own inline scripts, by hash', async ({ request }) => {
    for (const path of ['/', localizedPath('en', '/sostenibilidad'), '/noticias/que-es-edtech']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const csp = expectSecurityHeaders(response);
      const scripts = executableInlineScripts(await response.text());
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const script of scripts) expect(csp.get('script-src'), path).toContain(sha256(script));
      expect(
        csp.get('script-src')?.some((s) => s.startsWith("'nonce-")),
        path,
      ).toBe(false);
    }
  });

  test('a page rendered on request (404) gets a fresh nonce, stamped on its scripts', async ({
    request,
  }) => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await request.get('/esta-pagina-no-existe');
      expect(response.status()).toBe(404);
      const csp = expectSecurityHeaders(response);
      const nonce = csp.get('script-src')?.find((s) => s.startsWith("'nonce-"));
      expect(nonce).toBeDefined();
      nonces.push(nonce!.slice(7, -1));
      expect(await response.text()).toContain(`nonce="${nonce!.slice(7, -1)}"`);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test('API answers, static files, sitemaps and redirects carry them too', async ({ request }) => {
    // First, while no locale cookie is set: Accept-Language decides.
    const localeRedirect = await request.get('/', {
      maxRedirects: 0,
      headers: { 'Accept-Language': 'fr-FR,fr' },
    });
    expect(localeRedirect.status()).toBe(307);
    const html = await (await request.get('/')).text();
    const chunk = html.match(/\/_next\/static\/[^"]+\.js/)?.[0];
    expect(chunk).toBeDefined();
    const redirect = await request.get('/es/contacto', { maxRedirects: 0 });
    expect(redirect.status()).toBe(307);
    for (const response of [
      await request.get('/api/tags'),
      await request.get('/api/tags/script'),
      await request.get(chunk!),
      await request.get('/robots.txt'),
      await request.get('/sitemap.xml'),
      await request.get('/icon.svg'),
      await request.get('/_next/static/no-such-file.js'),
      redirect,
      localeRedirect,
    ]) {
      const csp = expectSecurityHeaders(response);
      // Nothing the proxy does not see may run inline code.
      expect(csp.get('script-src')?.some((s) => /^'(sha256|nonce)-/.test(s))).toBe(false);
    }
  });
});

/** One page of every template: the page registry, the dynamic routes and the 404 page. */
function templatePages(locale: AppLocale): string[] {
  return [
    ...pageIds.map((id) => localizedPath(locale, pages[id].pathname)),
    localizedPath(locale, '/noticias/[slug]', { slug: 'que-es-edtech' }),
    localizedPath(locale, '/soporte/descargas/pantallas-led/[code]', { code: 'A2212D03' }),
    `${localizedPath(locale, '/')}/pagina-que-no-existe`.replace('//', '/'),
  ];
}

async function visitAll(page: Page, paths: string[]): Promise<Violation[]> {
  const violations: Violation[] = [];
  watchConsole(page, violations);
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'load' });
    // Give deferred islands (consent box, tags) their turn before reading the record.
    await page.waitForLoadState('networkidle').catch(() => undefined);
    violations.push(...(await recordedViolations(page)));
  }
  return violations;
}

/** A French visitor who accepts everything on the home page: the tags load from then on. */
async function acceptEverything(context: BrowserContext, page: Page): Promise<void> {
  await watchViolations(context);
  await page.goto(localizedPath('fr', '/'));
  await page.locator(`#${consentConfig.noticeId} [data-consent-action="all"]`).click();
  await expect
    .poll(() => page.evaluate(() => document.getElementById('_next-gtm-init') !== null))
    .toBe(true);
  await expect
    .poll(() => page.evaluate(() => document.getElementById('_next-ga-init') !== null))
    .toBe(true);
}

// Before consent, the site check records the violations of one page of every template in every
// locale (scripts/check-site/axe.ts); here, the same pages once the tags run.
test.describe('no CSP violation after accepting everything (tags load), in another locale', () => {
  test.describe.configure({ mode: 'parallel', timeout: 240_000 });
  const all = templatePages('fr');
  const halves = [all.slice(0, all.length / 2), all.slice(all.length / 2)];

  halves.forEach((paths, index) => {
    test(`on a page of every template (${index + 1} of ${halves.length})`, async ({
      context,
      page,
    }) => {
      await acceptEverything(context, page);
      expect(await visitAll(page, paths)).toEqual([]);
    });
  });

  test('after a client navigation, which keeps the first document and its policy', async ({
    context,
    page,
  }) => {
    await acceptEverything(context, page);
    // A new document: the one that sent the choice keeps its keepalive request, never network-idle.
    await page.goto(localizedPath('fr', '/'));
    const violations: Violation[] = [];
    watchConsole(page, violations);
    await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
    // A click before hydration is a plain page load, not the client navigation this test is about.
    await platformReady(page);
    const link = page.locator('header nav a[href]').first();
    const target = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(
      true,
    );
    violations.push(...(await recordedViolations(page)));
    expect(violations).toEqual([]);
  });
});

// A standalone copy of the build takes every file its traces list: a trace that reaches into the
// run-time data folder would ship the database and visitors' CVs with the code (lib/db/data-folder.ts).
// A fresh clone has no data folder at build time, so the traces are also held to what the server
// reads at run time: a path join Turbopack cannot resolve traces the whole project instead (the
// build then warns; 9e94ffd), sources, tests and any data folder with it.
const TRACEABLE = ['node_modules/', '.next/', 'content/', 'lib/db/migrations/'];

test("the build's server traces hold only what the server reads: no data folder, no sources", () => {
  const server = path.resolve('.next/server');
  const root = path.resolve('.') + path.sep;
  const traces = (fs.readdirSync(server, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.nft.json'))
    .map((file) => path.join(server, file));
  // The routes that open the database are traced, or the test would pass on nothing.
  expect(traces).toContain(path.join(server, 'app/api/forms/[form]/route.js.nft.json'));
  expect(traces).toContain(path.join(server, 'instrumentation.js.nft.json'));
  const stray = new Set(
    traces.flatMap((trace) =>
      (JSON.parse(fs.readFileSync(trace, 'utf8')) as { files: string[] }).files
        .map((file) => path.resolve(path.dirname(trace), file))
        .filter((file) => file.startsWith(root))
        .map((file) => file.slice(root.length).split(path.sep).join('/'))
        .filter((file) => !TRACEABLE.some((allowed) => file.startsWith(allowed))),
    ),
  );
  expect([...stray]).toEqual([]);
});
