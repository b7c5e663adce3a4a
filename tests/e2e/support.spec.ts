import fs from 'node:fs';

import { expect, test, type APIRequestContext } from '@playwright/test';

import { siteCookies } from '@/config/cookie-table';
import {
  htmlText,
  localizedPath,
  locales,
  messages,
  pages,
  type AppLocale,
} from '@/scripts/site-facts';
import {
  isSentence,
  shownSentences,
  spanishInContent,
  spanishInMessages,
} from '@/tests/support/spanish-leaks';

const ledCodes = ['202331Q', 'A2212D03', 'A2212M01', 'A2303D01', 'A2305M01', 'A2306M1A'];

function downloadPages(locale: AppLocale): string[] {
  return [
    localizedPath(locale, '/soporte/descargas'),
    localizedPath(locale, '/soporte/descargas/pantallas-led'),
    localizedPath(locale, '/soporte/descargas/pantallas-interactivas'),
    localizedPath(locale, '/soporte/descargas/pantallas-interactivas-educacion'),
    localizedPath(locale, '/soporte/descargas/pantallas-interactivas-empresas'),
    ...ledCodes.map((code) =>
      localizedPath(locale, '/soporte/descargas/pantallas-led/[code]', { code }),
    ),
  ];
}

/** The hrefs inside <main>, decoded, without the fragment. */
/** The text of the page's main content. */
function mainText(html: string): string {
  return htmlText(/<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '');
}

function mainLinks(html: string): string[] {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return [...main.matchAll(/<a [^>]*href="([^"]+)"/g)]
    .map((match) => match[1]!.replace(/&amp;/g, '&').split('#')[0]!)
    .filter((href) => href.startsWith('/'));
}

async function expectResolves(request: APIRequestContext, href: string, from: string) {
  const response = await request.get(href, { maxRedirects: 0 });
  expect(response.status(), `${href} (linked from ${from})`).toBe(200);
  if (href.endsWith('.pdf')) {
    expect(response.headers()['content-type'], href).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString(), href).toBe('%PDF-');
  }
}

test.describe('every link of the downloads pages resolves', () => {
  for (const locale of locales) {
    test(`${locale}: files answer 200 with a PDF, pages answer 200`, async ({ request }) => {
      test.setTimeout(120_000);
      const checked = new Set<string>();
      let pdfs = 0;
      for (const path of downloadPages(locale)) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        for (const href of mainLinks(await response.text())) {
          if (checked.has(href)) continue;
          checked.add(href);
          if (href.endsWith('.pdf')) pdfs += 1;
          await expectResolves(request, href, path);
        }
      }
      // Every LED reference has two generated PDFs, in five languages, plus the interactive files.
      expect(pdfs).toBeGreaterThanOrEqual(ledCodes.length * 2 * locales.length);
    });
  }
});

test('a downloads row gives type, version, date, size and language, and says how to get software', async ({
  page,
}) => {
  const en = messages('en');
  await page.goto('/en/soporte/descargas/pantallas-led/A2212D03');
  const manual = page.locator('#led-a2212d03-manual');
  await expect(manual.getByText(en.downloads.types.manual, { exact: true })).toBeVisible();
  await expect(manual.locator('dl')).toContainText(en.downloads.version);
  await expect(manual.locator('dl')).toContainText(/PDF, \d+ kB/);
  await expect(manual.locator('dl')).toContainText('English');
  await expect(manual.getByRole('link', { name: /Download/ })).toHaveAttribute(
    'href',
    '/downloads/docs/led-a2212d03-manual-en.pdf',
  );
  const software = page.locator('#led-a2212d03-software');
  await software.getByText(en.downloads.howToGet).click();
  await expect(software.getByRole('link', { name: en.downloads.requestIt })).toHaveAttribute(
    'href',
    '/en/soporte/asistencia-tecnica?descarga=led-a2212d03-software',
  );
});

/**
 * Spanish sentences that a support page in `locale` could show by mistake: from the content files,
 * the support messages and the privacy policy's source text.
 */
function spanishSentences(locale: AppLocale): string[] {
  const found = new Set([
    ...spanishInContent(
      [
        'content/spare-parts.json',
        'content/warranty-terms.json',
        'content/downloads.json',
        'content/audits.json',
      ],
      locale,
    ),
    ...spanishInMessages(locale, [
      'support',
      'downloads',
      'sustainability',
      'privacyPolicy',
      'parts',
    ]),
  ]);
  for (const line of fs.readFileSync('content/privacy/es.md', 'utf8').split('\n')) {
    const text = line
      .replace(/^[-#*\d. ]+/, '')
      .replace(/\*\*/g, '')
      .trim();
    if (isSentence(text) && !text.includes('{') && !text.startsWith('[[')) found.add(text);
  }
  return [...found];
}

test('no Spanish sentence appears on the support pages of another language', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const ids = [
    'support',
    'warranty',
    'warrantyCountries',
    'warrantySummary',
    'spareParts',
    'downloads',
    'downloadsLed',
    'downloadsInteractive',
    'downloadsEducation',
    'downloadsCompanies',
    'sustainability',
    'sustainabilityAudits',
    'privacy',
  ] as const;
  const parts = JSON.parse(fs.readFileSync('content/spare-parts.json', 'utf8')) as {
    hash: string;
  }[];
  for (const locale of locales.filter((l) => l !== 'es')) {
    const sentences = spanishSentences(locale);
    expect(sentences.length).toBeGreaterThan(100);
    const paths = [
      ...ids.map((id) => localizedPath(locale, pages[id].pathname)),
      localizedPath(locale, '/recambios/[hash]', { hash: parts[3]!.hash }),
      localizedPath(locale, '/soporte/descargas/pantallas-led/[code]', { code: 'A2306M1A' }),
    ];
    for (const path of paths) {
      const text = mainText(await (await request.get(path)).text());
      expect(text.length, path).toBeGreaterThan(500);
      expect(shownSentences(text, sentences), path).toEqual([]);
    }
  }
});

test('the privacy policy lists every cookie of config/cookie-table.ts, in each language', async ({
  request,
}) => {
  const names = siteCookies.map((cookie) => cookie.name);
  expect(names).toContain('cc_cookie');
  for (const locale of locales) {
    const html = await (await request.get(localizedPath(locale, '/politica-de-privacidad'))).text();
    const table = /<table[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
    for (const name of names) {
      expect(table, `${locale} ${name}`).toContain(
        `>${name.replace(/</g, '&lt;').replace(/>/g, '&gt;')}<`,
      );
    }
  }
});

test('a phone number, email address or legal detail appears only once the content files confirm it', async ({
  request,
}) => {
  const company = JSON.parse(fs.readFileSync('content/company.json', 'utf8')) as {
    legalEntity: { legalName: string; taxId: string };
    phones: { main: string; byCountry: Record<string, string> };
    emails: Record<string, string>;
  };
  const confirmed = [company.phones.main, ...Object.values(company.phones.byCountry)].filter(
    Boolean,
  );
  const countries = JSON.parse(fs.readFileSync('content/warranty-countries.json', 'utf8')) as {
    channel: { email: string };
  }[];
  const confirmedEmails = [
    ...Object.values(company.emails),
    ...countries.map((country) => country.channel.email),
  ].filter(Boolean);
  for (const locale of locales) {
    for (const path of [
      localizedPath(locale, '/'),
      localizedPath(locale, '/soporte'),
      localizedPath(locale, '/soporte/garantia/paises'),
      localizedPath(locale, '/politica-de-privacidad'),
    ]) {
      const html = await (await request.get(path)).text();
      const shown = [...html.matchAll(/href="tel:([^"]+)"/g)].map((match) => match[1]!);
      for (const number of shown) {
        expect(
          confirmed.map((phone) => phone.replace(/\s+/g, '')),
          path,
        ).toContain(number);
      }
      if (confirmed.length === 0) expect(shown, path).toEqual([]);
      const mailed = [...html.matchAll(/href="mailto:([^"]+)"/g)].map((match) => match[1]!);
      for (const address of mailed) expect(confirmedEmails, path).toContain(address);
    }
    const privacy = await (
      await request.get(localizedPath(locale, '/politica-de-privacidad'))
    ).text();
    const controller = /<dl[\s\S]*?<\/dl>/.exec(privacy)?.[0] ?? '';
    // The contact form always; the privacy address only once confirmed (content/company.json).
    expect(controller, locale).toContain(`href="${localizedPath(locale, '/contacto')}"`);
    if (company.emails.privacy) {
      expect(controller, locale).toContain(`mailto:${company.emails.privacy}`);
    } else {
      expect(controller, locale).not.toContain('mailto:');
    }
    const terms = messages(locale).privacyPolicy.controller;
    for (const [term, value] of [
      [terms.name, company.legalEntity.legalName],
      [terms.taxId, company.legalEntity.taxId],
    ] as const) {
      if (value) expect(controller, locale).toContain(value);
      else expect(controller, locale).not.toContain(`>${term}<`);
    }
  }
});
