import { expect, test } from '@playwright/test';

import { consentConfig } from '@/config/consent';
import { localizedPath, messages } from '@/scripts/site-facts';
import { axeViolations } from '@/tests/support/axe';
import {
  chose,
  consentBox,
  expectAllTags,
  expectConsentUpdate,
  expectNoTags,
  GTM,
  recorded,
  settingsOpened,
  settled,
  storedConsent,
  visitor,
} from '@/tests/support/consent';
import { holdScripts, holdStylesheets } from '@/tests/support/paint';
import { platformReady } from '@/tests/support/platform';

// The consent box as a part of the server's page, in any language: hidden from crawlers, working
// before the page's scripts have run, its defaults first in the head, harmless without tag ids,
// asked again on a new revision, usable on a phone. A choice in each language: consent.spec.ts.

// Several page loads and server round trips per test: generous on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.describe('consent, whatever the language', () => {
  const es = messages('es');

  test('crawlers never get the box, nor the consent library (navigator.webdriver)', async ({
    page,
  }) => {
    await page.goto('/');
    await settled(page);
    await expect(consentBox(page)).toBeHidden();
    await expect(page.locator('#cc-main')).toHaveCount(0);
  });

  test('the box is part of the page: it shows while the page scripts are still loading, and a button pressed then is carried out', async ({
    context,
    page,
  }, testInfo) => {
    const you = await visitor(context, testInfo);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Scripts only (the stylesheet held back: the phone test below).
    await page.route('**/_next/static/chunks/**/*.js', async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await expect(consentBox(page)).toBeVisible();
    await expect(consentBox(page).getByRole('heading')).toHaveText(es.consent.title);
    const stored = page.waitForResponse(
      (response) => new URL(response.url()).pathname === consentConfig.recordEndpoint,
    );
    await consentBox(page)
      .getByRole('button', { name: es.consent.acceptNecessary, exact: true })
      .click();
    release();
    expect((await stored).status()).toBe(201);
    await expect(consentBox(page)).toBeHidden();
    await expectNoTags(page, you);
    expect((await storedConsent(context)).categories).toEqual(['necessary']);
  });

  test('an answer pressed before the runtime runs hides the box at once, and a page left before it was carried out does not lose it', async ({
    context,
    page,
  }, testInfo) => {
    const you = await visitor(context, testInfo);
    // The first page's runtime never arrives: the visitor leaves before it could.
    const release = await holdScripts(page);
    await page.goto('/');
    const box = consentBox(page);
    await box.getByRole('button', { name: es.consent.acceptNecessary, exact: true }).click();
    await expect(box).toBeHidden();
    expect(await context.cookies()).not.toContainEqual(
      expect.objectContaining({ name: consentConfig.cookie.name }),
    );

    const stored = page.waitForResponse(
      (response) => new URL(response.url()).pathname === consentConfig.recordEndpoint,
    );
    await page.route('**/_next/static/chunks/**/*.js', (route) => route.fallback());
    release();
    await page.goto(localizedPath('es', '/soporte'), { waitUntil: 'commit' });
    // Hidden from the next page's first paint, and carried out there without any interaction.
    await expect(consentBox(page)).toBeHidden();
    expect((await stored).status()).toBe(201);
    expect((await storedConsent(context)).categories).toEqual(['necessary']);
    await expectNoTags(page, you);
    await page.reload();
    await expect(consentBox(page)).toBeHidden();
  });

  test('a returning visitor who accepted analytics is counted on every page left untouched: the tags load without the runtime', async ({
    context,
    page,
  }, testInfo) => {
    const you = await visitor(context, testInfo);
    await chose(context, ['necessary', 'analytics']);
    // When the first tag and the first chunk of Next's runtime were asked for, on this page view.
    let firstTagAt = Infinity;
    let firstChunkAt = Infinity;
    page.on('request', (request) => {
      const url = request.url();
      if (url.startsWith(GTM)) firstTagAt = Math.min(firstTagAt, Date.now());
      if (/\/_next\/static\/chunks\/.+\.js$/.test(url)) {
        firstChunkAt = Math.min(firstChunkAt, Date.now());
      }
    });
    for (const path of ['/', localizedPath('es', '/soporte')]) {
      you.thirdParty.length = 0;
      firstTagAt = firstChunkAt = Infinity;
      await page.goto(path);
      await expectAllTags(you);
      await expectConsentUpdate(page, true, false);
      // Nothing touched the page, and the tags did not wait for the runtime (which starts on its
      // own only once the page has been quiet for a while).
      expect(firstTagAt).toBeLessThan(firstChunkAt);
    }
    // Once the runtime runs, the island loads none of them a second time.
    const before = you.thirdParty.length;
    await platformReady(page);
    await settled(page);
    expect(you.thirdParty.length).toBe(before);
  });

  test('the footer settings button pressed before the runtime runs opens the dialog once it does', async ({
    context,
    page,
  }, testInfo) => {
    await visitor(context, testInfo);
    await chose(context, ['necessary']);
    const release = await holdScripts(page);
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: es.footer.cookieSettings })
      .click();
    release();
    await settingsOpened(page);
  });

  test('the Consent Mode default is the first classic script of the head', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const classic = [...head.matchAll(/<script(?![^>]*\ssrc=)[^>]*>/g)].map((match) => match[0]);
    expect(classic[0]).toContain('id="consent-mode-defaults"');
  });

  test('with no tag ids configured, accepting all loads nothing and breaks nothing', async ({
    context,
    page,
  }, testInfo) => {
    const you = await visitor(context, testInfo);
    await page.route(`**${consentConfig.tagsEndpoint}`, (route) =>
      route.fulfill({ json: { gtmId: null, gaIds: [] } }),
    );
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await recorded(page, () =>
      consentBox(page).getByRole('button', { name: es.consent.acceptAll, exact: true }).click(),
    );
    await expectNoTags(page, you);
    expect(errors).toEqual([]);
  });

  test('a choice made under an older revision is asked again, with the revision notice', async ({
    context,
    page,
  }, testInfo) => {
    await visitor(context, testInfo);
    await chose(context, ['necessary', 'analytics', 'ads'], consentConfig.revision - 1);
    await page.goto('/');
    await expect(consentBox(page)).toBeVisible();
    await expect(consentBox(page).getByText(es.consent.revision)).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the box fits the screen, keeps keyboard focus and passes axe', async ({
      context,
      page,
    }, testInfo) => {
      await visitor(context, testInfo);
      // The full stylesheet held back: the box must paint from the inlined critical CSS, or its
      // `autofocus` finds it hidden and is lost.
      const releaseCss = await holdStylesheets(page);
      await page.goto('/', { waitUntil: 'commit' });
      const box = consentBox(page);
      await expect(box).toBeVisible();
      await expect(box).toBeInViewport({ ratio: 1 });
      // A screen reader starts in the dialog (its `autofocus`, honoured while the box shows).
      await expect(box).toBeFocused();
      releaseCss();
      await page.waitForLoadState('load');

      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        expect(
          await page.evaluate(
            (id) => !!document.activeElement?.closest(`#${id}`),
            consentConfig.noticeId,
          ),
        ).toBe(true);
      }

      const violations = await axeViolations(page, `#${consentConfig.noticeId}`);
      expect(violations).toEqual([]);
    });
  });
});
