import type { Page } from '@playwright/test';

import { locales } from '@/lib/i18n/locales';
import { localizedPath } from '@/scripts/site-facts';
import { expect, platformReady, test } from '@/tests/support/platform';

/*
 * Back navigation brings the visitor back to the same line (spec §2: "Back navigation restores the
 * previous scroll position"), on one long page of every layout. Sections below the first screen
 * render only near the viewport (content-visibility in app/globals.css): a jump deep into a page
 * leaves the sections it skipped at a placeholder height, and the page rendered again on Back has
 * other sections at placeholder heights, so the same pixel offset shows another line.
 */

// Independent pages: both workers take them.
test.describe.configure({ mode: 'parallel' });

/** One long page of every layout; each runs in every locale, whose text lengths move the lines. */
const pagesByLayout: Array<{
  layout: string;
  pathname: Parameters<typeof localizedPath>[1];
  params?: Record<string, string>;
}> = [
  { layout: 'default (home)', pathname: '/' },
  { layout: 'default (article)', pathname: '/noticias/[slug]', params: { slug: 'que-es-edtech' } },
  { layout: 'documentacion', pathname: '/soporte/descargas/pantallas-interactivas' },
  { layout: 'educacion', pathname: '/pantallas-interactivas-educacion/piscis-infinity-a1' },
  { layout: 'empresas', pathname: '/empresas' },
  { layout: 'proyectos', pathname: '/sostenibilidad/solicitud' },
  { layout: 'retail', pathname: '/pantallas-led/shinelink-plus' },
  { layout: 'soporte', pathname: '/soporte/garantia' },
  { layout: 'taurus', pathname: '/pantallas-interactivas-educacion/taurus' },
];

type TextWalkerWindow = Window & { textWalker?: () => TreeWalker };

/**
 * Installs `textWalker()`: the page's text nodes in document order, without the header and the
 * contents of scripts, styles and templates (Next adds scripts to the body as it streams).
 */
async function installTextWalker(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as TextWalkerWindow).textWalker = () =>
      document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
        acceptNode: (node) =>
          node instanceof Element
            ? node.matches('script, style, template, noscript, header')
              ? NodeFilter.FILTER_REJECT
              : NodeFilter.FILTER_SKIP
            : NodeFilter.FILTER_ACCEPT,
      });
  });
}

/** A line of text: its text node (index in the body's document order), line, and top in the window. */
type Line = { node: number; line: number; text: string; top: number };

/**
 * The first line of the page fully below the sticky header, outside anything pinned to the window
 * (the header, a section's sticky navigation): what the visitor reads at the top.
 */
function topLine(page: Page): Promise<Line | null> {
  return page.evaluate(() => {
    const headerBottom = document.querySelector('header.sticky')!.getBoundingClientRect().bottom;
    const pinned = (element: Element | null): boolean =>
      !!element &&
      (['sticky', 'fixed'].includes(getComputedStyle(element).position) ||
        pinned(element.parentElement));
    const walker = (window as TextWalkerWindow).textWalker!();
    const range = document.createRange();
    for (let node = 0, text = walker.nextNode(); text; node += 1, text = walker.nextNode()) {
      if (!text.textContent?.trim()) continue;
      range.selectNodeContents(text);
      const lines = [...range.getClientRects()];
      const line = lines.findIndex((rect) => rect.height > 0 && rect.top >= headerBottom);
      if (line >= 0 && !pinned(text.parentElement)) {
        return { node, line, text: text.textContent.trim().slice(0, 60), top: lines[line]!.top };
      }
    }
    return null;
  });
}

/** Where that same line is now, relative to the window's top edge. */
function lineTop(page: Page, { node, line, text }: Line): Promise<number | null> {
  return page.evaluate(
    ([wanted, wantedLine, wantedText]) => {
      const walker = (window as TextWalkerWindow).textWalker!();
      let text = walker.nextNode();
      for (let index = 0; text && index < wanted; index += 1) text = walker.nextNode();
      if (text?.textContent?.trim().slice(0, 60) !== wantedText) return null;
      const range = document.createRange();
      range.selectNodeContents(text);
      return range.getClientRects()[wantedLine]?.top ?? null;
    },
    [node, line, text] as const,
  );
}

/**
 * How the visitor got down the page. `jump`: one jump to 70 % of it, as the End key or a drag of
 * the scrollbar does, so the sections between the first screen and there are never rendered.
 * `wheel`: the mouse wheel down to y = 3000 (as in issue 41), each section rendering on the way.
 */
type Descent = 'jump' | 'wheel';

async function descend(page: Page, how: Descent): Promise<void> {
  if (how === 'jump') {
    await page.evaluate(() => {
      const { scrollHeight } = document.documentElement;
      window.scrollTo({ top: Math.round(scrollHeight * 0.7), behavior: 'instant' });
    });
  } else {
    await page.mouse.move(640, 360);
    while ((await page.evaluate(() => window.scrollY)) < 3000) {
      const y = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, Math.min(250, 3000 - y));
      await expect.poll(() => page.evaluate(() => window.scrollY)).not.toBe(y);
    }
  }
  // The sections the descent reached render in the next frames; the visitor reads what then shows.
  await page.waitForTimeout(500);
}

const cases = [
  ...pagesByLayout.flatMap(({ layout, pathname, params }) =>
    locales.map((locale) => ({
      layout,
      locale,
      path: localizedPath(locale, pathname, params),
      how: 'jump' as Descent,
    })),
  ),
  ...locales.map((locale) => ({
    layout: 'default (home)',
    locale,
    path: localizedPath(locale, '/'),
    how: 'wheel' as Descent,
  })),
];

for (const { layout, locale, path, how } of cases) {
  test(`Back brings the same line to the same place: ${layout}, ${path}, ${how}`, async ({
    page,
  }) => {
    await installTextWalker(page);
    await page.goto(path);
    await platformReady(page);
    await descend(page, how);
    const before = await topLine(page);
    expect(before, 'a line of text at the top of the window').not.toBeNull();
    const left = await page.evaluate(() => window.scrollY);

    // Leave through a link fixed in the window: a click on an in-page link would first scroll to it.
    const away = localizedPath(locale, '/contacto');
    await page.evaluate((href) => {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = 'probe';
      link.id = 'scroll-probe';
      link.style.cssText = 'position:fixed;top:50%;left:8px;z-index:100';
      document.body.append(link);
    }, away);
    await page.locator('#scroll-probe').click();
    await expect(page).toHaveURL((url) => url.pathname === away);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === path);
    const restored = () => lineTop(page, before!);
    await expect
      .poll(async () => Math.abs(((await restored()) ?? Infinity) - before!.top), {
        message: `"${before!.text}" back at ${before!.top.toFixed(1)} px from the top`,
      })
      .toBeLessThanOrEqual(1);
    // And it stays there once the page has settled, the window where it was: the page above the
    // line is as long as when the visitor left (the scrollbar's thumb is where it was).
    await page.waitForTimeout(500);
    expect(Math.abs((await restored())! - before!.top)).toBeLessThanOrEqual(1);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - left)).toBeLessThanOrEqual(1);
  });
}
