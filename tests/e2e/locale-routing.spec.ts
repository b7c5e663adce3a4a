import { expect, test } from '@playwright/test';

import { messages } from '@/scripts/site-facts';

test.describe('wrong-locale paths redirect in one hop to a page that answers 200', () => {
  // 308 where the prefix alone fixes the answer; 307 where the visitor's language decides it, and
  // for /es/…, whose answer stores the choice of Spanish (a cached redirect would not).
  const cases: Array<[string, string, 307 | 308]> = [
    ['/en/recambios', '/en/spare-parts', 308],
    ['/en/sostenibilidad', '/en/sustainability', 308],
    ['/en/sostenibilidad/solicitud', '/en/sustainability/request', 308],
    ['/en/sostenibilidad/auditorias', '/en/sustainability/audits', 308],
    ['/es/contacto', '/contacto', 307],
    ['/es', '/', 307],
    ['/it/spare-parts', '/it/recambios', 308],
    ['/spare-parts', '/recambios', 307],
    ['/fr/sustainability/audits', '/fr/sostenibilidad/auditorias', 308],
  ];
  for (const [from, to, status] of cases) {
    test(`${from} → ${to} (${status})`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe(to);
      const landing = await request.get(to, { maxRedirects: 0 });
      expect(landing.status()).toBe(200);
    });
  }
});

test.describe('locale resolution: prefix, then cookie, then Accept-Language, then Spanish', () => {
  test('with no hint the root is Spanish', async ({ request }) => {
    const response = await request.get('/', {
      maxRedirects: 0,
      headers: { 'Accept-Language': '' },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<html lang="es-ES"');
  });

  test('Accept-Language picks the locale for a visitor without a choice', async ({ request }) => {
    const response = await request.get('/contacto', {
      maxRedirects: 0,
      headers: { 'Accept-Language': 'pt-PT,pt;q=0.9,en;q=0.5' },
    });
    expect(response.status()).toBe(307);
    expect(response.headers()['location']).toMatch(/\/pt\/contacto$/);
  });

  test('a language chosen by its prefix is remembered for a year, SameSite=Lax', async ({
    request,
  }) => {
    const response = await request.get('/pt/contacto', {
      maxRedirects: 0,
      headers: { 'Accept-Language': 'en-GB,en;q=0.9' },
    });
    expect(response.status()).toBe(200);
    const cookie = response.headers()['set-cookie'] ?? '';
    expect(cookie).toMatch(/NEXT_LOCALE=pt/);
    expect(cookie).toMatch(/Max-Age=31536000/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toMatch(/Path=\//i);
  });

  test('the cookie beats Accept-Language', async ({ request }) => {
    const response = await request.get('/', {
      maxRedirects: 0,
      headers: { 'Accept-Language': 'en-GB,en;q=0.9', Cookie: 'NEXT_LOCALE=fr' },
    });
    expect(response.status()).toBe(307);
    expect(response.headers()['location']).toMatch(/\/fr$/);
  });

  test('a Spanish cookie keeps the root in Spanish despite an English browser', async ({
    request,
  }) => {
    const response = await request.get('/', {
      maxRedirects: 0,
      headers: { 'Accept-Language': 'en-GB,en;q=0.9', Cookie: 'NEXT_LOCALE=es' },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<html lang="es-ES"');
  });

  test('the prefix beats the cookie, and the cookie follows the prefix', async ({ request }) => {
    const response = await request.get('/it/contacto', {
      maxRedirects: 0,
      headers: { Cookie: 'NEXT_LOCALE=fr', 'Accept-Language': 'en' },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<html lang="it-IT"');
    expect(response.headers()['set-cookie']).toMatch(/NEXT_LOCALE=it/);
  });
});

test.describe('unknown paths', () => {
  const cases: Array<['es' | 'en' | 'it' | 'pt' | 'fr', string]> = [
    ['es', '/no-existe'],
    ['es', '/soporte/garantia/no-existe'],
    ['en', '/en/does-not-exist'],
    ['en', '/en/noticias/not-an-article'],
    ['it', '/it/a/b/c'],
    ['pt', '/pt/recambios/00000000'],
    ['fr', '/fr/soporte/descargas/pantallas-led/XXXX'],
  ];
  for (const [locale, path] of cases) {
    test(`${path} answers 404 saying so in ${locale}, readable without JavaScript`, async ({
      request,
    }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      const html = await response.text();
      const heading = messages(locale).notFound.heading.replace('{path}', '<!-- -->' + path);
      expect(html).toContain(heading.replace(/'/g, '&#x27;'));
      expect(html).toMatch(/href="(\/[a-z]{2})?\/contacto"/);
    });
  }

  test('the 404 page links back into the site in the browser', async ({ page }) => {
    await page.goto('/en/nothing-here');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      messages('en').notFound.heading.replace('{path}', '/en/nothing-here'),
    );
    await page.getByRole('link', { name: messages('en').common.backHome }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages('en').home.heroTitle);
  });
});

test.describe('server errors', () => {
  for (const [locale, path, tag] of [
    ['es', '/prueba-de-error', 'es-ES'],
    ['fr', '/fr/prueba-de-error', 'fr-FR'],
  ] as const) {
    test(`a failing page answers 500 and shows the ${locale} "Internal Server Error" page`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(500);
      await expect(page.locator('html')).toHaveAttribute('lang', tag);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        messages(locale).serverError.heading,
      );
    });
  }
});
