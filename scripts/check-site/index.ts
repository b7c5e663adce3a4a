/**
 * `npm run check:site`: the site-wide quality gate, run against the production build.
 *
 * Walks every URL of the five sitemaps (plus the 404 page, the noindex pages and the search results
 * page of every locale) and fails on any W3C Nu HTML Checker error, broken internal link or anchor,
 * axe-core WCAG 2.2 A/AA violation, Content-Security-Policy violation or sideways scroll (one page of
 * every template in every locale, opened on a 390 px phone as a first visit, consent box shown),
 * broken SEO invariant, and runs the route walk's checks on the same answers (every registry page
 * and sitemap URL answers 200 without a redirect, prerendered, with its lang and heading:
 * route-walk.ts), and the icons and web app manifests: each answers 200 with its type and sizes, and
 * every page's head links them (icons.ts). External links are listed, never fetched.
 *
 *   npm run check:site                       starts `npm start` on CHECK_SITE_PORT (3110)
 *   npm run check:site -- --base-url=URL     checks a server that is already running
 *   --only=html,links,a11y,seo,walk,icons    runs some checks only (while fixing; a11y includes the CSP
 *                                            and the sideways-scroll check)
 *
 * The report is reports/site-check.json, the external links reports/external-links.txt.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { localeInfo } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { startProductionServer, type RunningServer } from '@/scripts/production-server';

import { auditAccessibility, type AxeTarget } from './axe';
import { mapLimit } from './concurrency';
import { checkLinks, collectPages, FETCH_JOBS, get, type Page } from './crawl';
import { htmlFacts } from './html-facts';
import { headIconProblems, siteIconProblems } from './icons';
import { routeWalkProblems } from './route-walk';
import { seoProblems, type Problem } from './seo';
import { createTemplateMatcher, type RoutingShape } from './templates';
import { validateHtml } from './vnu';

type Check = 'html' | 'links' | 'a11y' | 'seo' | 'walk' | 'icons';
const ALL_CHECKS: Check[] = ['html', 'links', 'a11y', 'seo', 'walk', 'icons'];

const cpus = os.availableParallelism();
/** Where the report and the list of external links are written. */
const REPORT_DIR = 'reports';

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

function elapsed(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

/**
 * The server is ready once forms can be stored (/api/ready), not when it first answers: opening a fresh
 * PGlite folder (the scratch DATA_DIR) blocks Node's event loop for tens of seconds on a loaded machine,
 * and a keep-alive connection made before that was reset under the first sitemap request (ECONNRESET).
 */
const serverReady = {
  readyPath: '/api/ready',
  ready: async (response: { status: number }) => response.status === 200,
  timeoutMs: 180_000,
};

function axeTargets(pages: Page[], base: string): AxeTarget[] {
  const templateOf = createTemplateMatcher(routing as unknown as RoutingShape);
  const seen = new Set<string>();
  const targets: AxeTarget[] = [];
  for (const page of pages) {
    const pathname = new URL(page.url).pathname;
    const template =
      page.expectedStatus === 404 ? '404' : (templateOf(pathname)?.template ?? pathname);
    const key = `${page.locale} ${template}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const tag = localeInfo[page.locale as keyof typeof localeInfo].tag;
    targets.push({
      url: page.url,
      label: `${template} (${page.locale})`,
      acceptLanguage: tag,
      // Every page shows the box to a first visitor, the 404 included (SiteDocument).
      consentBox: true,
    });
  }
  return targets.map((target) => ({
    ...target,
    url: target.url.replace(/^https?:\/\/[^/]+/, base),
  }));
}

function printProblems(title: string, problems: Problem[], limit = 60): void {
  const status = problems.length
    ? `\u001b[31m${problems.length} problem(s)\u001b[0m`
    : '\u001b[32mok\u001b[0m';
  console.log(`\n${title}: ${status}`);
  for (const problem of problems.slice(0, limit)) {
    console.log(`  ${problem.url}\n    ${problem.message}`);
  }
  if (problems.length > limit) {
    console.log(`  … ${problems.length - limit} more in ${REPORT_DIR}/site-check.json`);
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const only = (option('only')?.split(',') as Check[] | undefined) ?? ALL_CHECKS;
  const baseOption = option('base-url') ?? process.env.CHECK_SITE_URL;
  const port = Number(option('port') ?? process.env.CHECK_SITE_PORT ?? 3110);
  let server: RunningServer | undefined;
  const base =
    baseOption?.replace(/\/+$/, '') ??
    (server = await startProductionServer(port, serverReady)).url;

  try {
    const { pages, publicOrigin } = await collectPages(base);
    console.log(
      `${pages.length} URLs (${pages.filter((p) => p.sitemap).length} from the 5 sitemaps) on ${base}`,
    );

    let t = Date.now();
    await mapLimit(pages, FETCH_JOBS, async (page) => {
      try {
        const { status, body, prerender } = await get(page.url, 'manual');
        page.status = status;
        page.prerender = prerender;
        page.html = body;
        page.facts = body ? htmlFacts(body) : undefined;
      } catch {
        page.status = 0;
      }
    });
    const statusProblems: Problem[] = pages
      .filter((page) => page.status !== page.expectedStatus || !page.html)
      .map((page) => ({
        url: page.url,
        message: `HTTP ${page.status}, expected ${page.expectedStatus} with HTML`,
      }));
    console.log(`fetched in ${elapsed(t)}`);
    const walk = only.includes('walk')
      ? routeWalkProblems(
          pages.map((page) => ({
            path: page.url.slice(base.length),
            locale: page.locale,
            inSitemap: page.sitemap !== undefined,
            status: page.status,
            prerender: page.prerender,
            html: page.html,
          })),
        )
      : {};

    // The Nu checker is CPU-bound Java: it runs while the browser audits wait on pages, in one JVM,
    // which ends long before the audits do.
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-site-'));
    const fileOf = new Map<string, string>();
    pages.forEach((page, index) => {
      if (!page.html) return;
      const file = path.join(workDir, `${index}.html`);
      fs.writeFileSync(file, page.html);
      fileOf.set(`file:${file}`, page.url);
    });
    t = Date.now();
    const vnu = only.includes('html')
      ? validateHtml(
          [...fileOf.keys()].map((f) => f.slice(5)),
          1,
        ).then((messages) => {
          console.log(`HTML checked in ${elapsed(t)}`);
          return messages;
        })
      : Promise.resolve([]);

    const seo = only.includes('seo')
      ? seoProblems(
          pages.flatMap((page) =>
            page.sitemap && page.facts
              ? [
                  {
                    loc: page.sitemap.loc,
                    locale: page.locale,
                    sitemapAlternates: page.sitemap.alternates,
                    facts: page.facts,
                  },
                ]
              : [],
          ),
          {
            tags: Object.fromEntries(routing.locales.map((l) => [l, localeInfo[l].tag])),
            defaultLocale: routing.defaultLocale,
          },
        )
      : [];

    const icons = only.includes('icons')
      ? [
          ...(await siteIconProblems(base)),
          ...headIconProblems(
            pages.map((page) => ({
              url: page.url,
              locale: page.locale,
              resources: page.facts?.resources,
            })),
          ),
        ]
      : [];

    const links = only.includes('links')
      ? await checkLinks(pages, { base, public: publicOrigin })
      : { broken: [], redirects: [], external: new Map<string, Set<string>>() };

    t = Date.now();
    const targets = only.includes('a11y') ? axeTargets(pages, base) : [];
    // A tab a CPU: a third tab on two CPUs took the 210 audits from 100 to 121-133 s and from 204 to
    // 250-276 CPU-seconds (measured with --only=a11y), the tabs slowing each other more than they wait.
    const axeJobs = Number(process.env.CHECK_SITE_AXE_JOBS ?? cpus);
    const findings = await auditAccessibility(targets, axeJobs);
    if (targets.length) {
      console.log(`${targets.length} template pages audited with axe in ${elapsed(t)}`);
    }
    const a11y: Problem[] = findings.flatMap(({ target, violations, error }) => [
      ...(error ? [{ url: target.url, message: `${target.label}: ${error}` }] : []),
      ...violations.map((v) => ({
        url: target.url,
        message: `${target.label}: [${v.id}, ${v.impact}] ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}${v.nodes.length > 3 ? ` (+${v.nodes.length - 3})` : ''}`,
      })),
    ]);

    const reflow: Problem[] = findings.flatMap(({ target, overflowPx }) =>
      overflowPx && overflowPx > 0
        ? [
            {
              url: target.url,
              message: `${target.label}: ${overflowPx} px wider than a 390 px phone`,
            },
          ]
        : [],
    );
    const csp: Problem[] = findings.flatMap(({ target, csp: violations }) =>
      violations.map((v) => ({
        url: target.url,
        message: `${target.label}: ${v.directive} refused ${v.blocked || 'inline code'}${v.sample ? ` — ${v.sample.slice(0, 160)}` : ''}`,
      })),
    );

    const html: Problem[] = (await vnu).map((m) => ({
      url: fileOf.get(m.url) ?? m.url,
      message: `line ${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` — ${m.extract.replace(/\s+/g, ' ').slice(0, 160)}` : ''}`,
    }));
    fs.rmSync(workDir, { recursive: true, force: true });

    printProblems('HTTP status', statusProblems);
    if (only.includes('html')) {
      printProblems(`W3C Nu HTML Checker (${fileOf.size} documents)`, html);
    }
    if (only.includes('links')) {
      printProblems('Internal links and anchors', links.broken);
      if (links.redirects.length) {
        console.log(
          `  (${links.redirects.length} internal links go through a redirect; see the report)`,
        );
      }
      console.log(
        `  ${links.external.size} external links listed (not fetched) in ${REPORT_DIR}/external-links.txt`,
      );
    }
    if (only.includes('a11y')) {
      printProblems(`axe-core WCAG 2.2 A/AA (${targets.length} pages)`, a11y);
      printProblems(`Content-Security-Policy, before consent (${targets.length} pages)`, csp);
      printProblems(`No sideways scroll on a 390 px phone (${targets.length} pages)`, reflow);
    }
    if (only.includes('seo')) printProblems('SEO invariants', seo);
    if (only.includes('icons')) printProblems('Icons and web app manifests', icons);
    for (const [name, problems] of Object.entries(walk)) printProblems(name, problems);

    const checks = {
      status: statusProblems,
      html,
      links: links.broken,
      a11y,
      csp,
      reflow,
      seo,
      icons,
      ...walk,
    };
    const failed = Object.values(checks).reduce((sum, problems) => sum + problems.length, 0);
    fs.mkdirSync(REPORT_DIR, { recursive: true });
    fs.writeFileSync(
      path.join(REPORT_DIR, 'external-links.txt'),
      [...links.external]
        .map(
          ([url, from]) => `${url}\t${[...from][0]}${from.size > 1 ? ` (+${from.size - 1})` : ''}`,
        )
        .sort()
        .join('\n') + '\n',
    );
    fs.writeFileSync(
      path.join(REPORT_DIR, 'site-check.json'),
      JSON.stringify(
        {
          // The shape scripts/summarize-tests.ts adds up: one test per check.
          numPassedTests: Object.values(checks).filter((p) => p.length === 0).length,
          numFailedTests: Object.values(checks).filter((p) => p.length > 0).length,
          numPendingTests: 0,
          urls: pages.length,
          checks,
          redirects: links.redirects,
        },
        null,
        2,
      ),
    );
    console.log(
      `\nsite check ${failed ? '\u001b[31mfailed' : '\u001b[32mpassed'}\u001b[0m in ${elapsed(started)}`,
    );
    process.exitCode = failed ? 1 : 0;
  } finally {
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
