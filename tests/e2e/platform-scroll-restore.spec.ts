import type { Page } from '@playwright/test';

import { localizedPath, type AppLocale } from '@/scripts/site-facts';

import { expect, platformReady, test } from './support/platform';

/*
 * Back navigation brings the visitor back to the same line (spec §2: "Back navigation restores the
 * previous scroll position"), on one long page of every layout. Sections below the first screen
 * render only near the viewport (content-visibility in app/globals.css): a jump deep into a page
 * leaves the sections it skipped at a placeholder height, and the page rendered again on Back has
 * other sections at placeholder heights, so the same pixel offset shows another line.
 */

// Nine independent pages: both workers take them.
test.describe.configure({ mode: 'parallel' });

const pagesByLayout: Array<{ layout: string; locale: AppLocale; path: string }> = [
  { layout: 'default (home)', locale: 'it', path: localizedPath('it', '/') },
  {
    layout: 'default (article)',
    locale: 'en',
    path: localizedPath('en', '/noticias/[slug]', { slug: 'que-es-edtech' }),
  },
  { layout: 'documentacion', locale: 'es', path: '/soporte/descargas/pantallas-interactivas' },
  {
    layout: 'educacion',
    locale: 'es',
    path: '/pantallas-interactivas-educacion/piscis-infinity-a1',
  },
  { layout: 'empresas', locale: 'es', path: '/empresas' },
  { layout: 'proyectos', locale: 'es', path: '/sostenibilidad/solicitud' },
  { layout: 'retail', locale: 'es', path: '/pantallas-led/shinelink-plus' },
  { layout: 'soporte', locale: 'es', path: '/soporte/garantia' },
  { layout: 'taurus', locale: 'es', path: '/pantallas-interactivas-educacion/taurus' },
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

for (const { layout, locale, path } of pagesByLayout) {
  test(`Back brings the same line to the top of the window: ${layout}, ${path}`, async ({
    page,
  }) => {
    await installTextWalker(page);
    await page.goto(path);
    await platformReady(page);
    // One jump to 70 % of the page, as the End key or a drag of the scrollbar does: the sections
    // between the first screen and there are never rendered.
    await page.evaluate(() => {
      const { scrollHeight } = document.documentElement;
      window.scrollTo({ top: Math.round(scrollHeight * 0.7), behavior: 'instant' });
    });
    // The sections the jump reached render in the next frames; the visitor reads what then shows.
    await page.waitForTimeout(500);
    const before = await topLine(page);
    expect(before, 'a line of text at the top of the window').not.toBeNull();

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
    // And it stays there once the page has settled.
    await page.waitForTimeout(500);
    expect(Math.abs((await restored())! - before!.top)).toBeLessThanOrEqual(1);
  });
}
