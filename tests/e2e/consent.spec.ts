import { expect, test, type Page } from '@playwright/test';

import { cookiesOf } from '@/config/cookie-table';
import { locales, localizedPath, messages } from '@/scripts/site-facts';
import {
  comeBack,
  consentBox,
  consentCommands,
  expectAllTags,
  expectConsentUpdate,
  expectNoTags,
  expectRecordedHistory,
  expectTagManagerOnly,
  gtagCommands,
  granted,
  recorded,
  settingsDialog,
  settingsOpened,
  visitor,
  type Visitor,
} from '@/tests/support/consent';

// A visitor's choice in each language: what it loads, what it keeps across reloads, what the server
// records. The box as a part of the page, whatever the language: consent-page.spec.ts.
const necessaryCookies = new Set<string>(cookiesOf('necessary').map((cookie) => cookie.name));

// Several page loads and server round trips per test: generous on a busy machine.
test.describe.configure({ timeout: 90_000 });

for (const locale of locales) {
  const t = messages(locale);
  const home = localizedPath(locale, '/');
  const buttons = (page: Page) => ({
    acceptAll: consentBox(page).getByRole('button', { name: t.consent.acceptAll, exact: true }),
    acceptNecessary: consentBox(page).getByRole('button', {
      name: t.consent.acceptNecessary,
      exact: true,
    }),
    customize: consentBox(page).getByRole('button', { name: t.consent.customize, exact: true }),
  });
  const toggle = (page: Page, category: 'analytics' | 'ads') =>
    settingsDialog(page).getByRole('checkbox', {
      name: t.consent.preferences[`${category}Title`],
    });
  // Every test here starts as a new visitor on the home page of the locale.
  const arrived = test.extend<{ you: Visitor }>({
    // `provide` is Playwright's `use`, renamed so the React hooks lint rule leaves it alone.
    you: async ({ context, page }, provide, testInfo) => {
      const you = await visitor(context, testInfo);
      await page.goto(home);
      await provide(you);
    },
  });
  const save = (page: Page) =>
    settingsDialog(page).getByRole('button', { name: t.consent.preferences.save, exact: true });

  test.describe(`consent in ${locale}`, () => {
    arrived(
      'accept all: the tag manager and GA4 load with consent granted, and again after a reload',
      async ({ context, page, you }) => {
        await recorded(page, () => buttons(page).acceptAll.click());

        await expectAllTags(you);
        await expectConsentUpdate(page, true, true);
        // Both GA4 properties are configured: the init script ran (the CSP allows it by hash).
        await expect
          .poll(() => gtagCommands(page))
          .toEqual(
            expect.arrayContaining([
              ['config', 'G-TEST123'],
              ['config', 'G-TEST456'],
            ]),
          );
        await expectRecordedHistory(page, context, you, [
          { action: 'first', categories: ['necessary', 'analytics', 'ads'] },
        ]);

        await comeBack(page, you);
        await expectAllTags(you);
        await expect(consentBox(page)).toBeHidden();
        await expectConsentUpdate(page, true, true);
      },
    );

    // One visit from the box's first showing to the choice: a first page load costs as much as the
    // rest of the test.
    arrived(
      'first visit: the box speaks the page language and nothing leaves; accepting necessary only keeps it so, across reloads',
      async ({ context, page, you }) => {
        await expect(consentBox(page)).toBeVisible();
        await expect(consentBox(page).getByRole('heading')).toHaveText(t.consent.title);
        const { acceptAll, acceptNecessary, customize } = buttons(page);
        await expect(acceptAll).toBeVisible();
        await expect(acceptNecessary).toBeVisible();
        await expect(customize).toBeVisible();
        await expectNoTags(page, you);
        const names = (await context.cookies()).map((cookie) => cookie.name);
        expect(names.filter((name) => !necessaryCookies.has(name))).toEqual([]);
        expect(await consentCommands(page)).toEqual([
          ['consent', 'default', granted(false, false)],
        ]);

        await recorded(page, () => acceptNecessary.click());
        await expectNoTags(page, you);

        await expectConsentUpdate(page, false, false);
        await expectRecordedHistory(page, context, you, [
          { action: 'first', categories: ['necessary'] },
        ]);

        await comeBack(page, you);
        await expectNoTags(page, you);
        await expect(consentBox(page)).toBeHidden();
      },
    );

    arrived(
      'a custom choice (ads without analytics) loads the tag manager only, across reloads',
      async ({ page, you }) => {
        await buttons(page).customize.click();
        await settingsOpened(page);
        // No pre-ticked boxes (config/consent.ts: Planet49): every optional category starts off.
        await expect(toggle(page, 'analytics')).not.toBeChecked();
        await expect(toggle(page, 'ads')).not.toBeChecked();
        await toggle(page, 'ads').check({ force: true });
        await recorded(page, () => save(page).click());

        await expectTagManagerOnly(page, you);
        await expectConsentUpdate(page, false, true);

        await comeBack(page, you);
        await expectTagManagerOnly(page, you);
        await expect(consentBox(page)).toBeHidden();
      },
    );

    arrived(
      'the footer settings dialog changes the choice, which takes effect and is recorded',
      async ({ context, page, you }) => {
        await recorded(page, () => buttons(page).acceptAll.click());
        await expectAllTags(you);

        await page
          .getByRole('contentinfo')
          .getByRole('button', { name: t.footer.cookieSettings })
          .click();
        await settingsOpened(page);
        await toggle(page, 'analytics').uncheck({ force: true });
        await toggle(page, 'ads').uncheck({ force: true });
        // Tags already running cannot be unloaded, so withdrawing consent reloads the page.
        const reloaded = page.waitForEvent('load');
        await recorded(page, () => save(page).click());
        await reloaded;

        you.thirdParty.length = 0;
        await expectNoTags(page, you);
        await expect(consentBox(page)).toBeHidden();
        await expectConsentUpdate(page, false, false);
        await expectRecordedHistory(page, context, you, [
          { action: 'first', categories: ['necessary', 'analytics', 'ads'] },
          { action: 'change', categories: ['necessary'] },
        ]);
      },
    );
  });
}
