import fs from 'node:fs';

import { expect, test, type APIRequestContext } from '@playwright/test';

import { htmlText, localizedPath, locales, messages } from '@/scripts/site-facts';

// Issue 28: what the facts file does not support (a certifier, an opening, a reply time, an address
// to write to) stays out of the pages until content/README.md lists it as confirmed. The first check
// of each test states the data it was written for: filling a field changes what the page must show.
const audits = JSON.parse(fs.readFileSync('content/audits.json', 'utf8')) as {
  topics: { title: Record<string, string> }[];
  published: unknown[];
};
const jobs = JSON.parse(fs.readFileSync('content/jobs.json', 'utf8')) as { openings: unknown[] };
const company = JSON.parse(fs.readFileSync('content/company.json', 'utf8')) as {
  emails: { sales: string; careers: string };
  replyWorkingDays: number | null;
};

// French texts hold no-break spaces; the page's text is compared with them made plain.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const pageText = async (request: APIRequestContext, path: string) =>
  plain(
    htmlText((await (await request.get(path)).text()).replace(/<script[\s\S]*?<\/script>/g, '')),
  );

test('the audits page explains what can be requested and names no unconfirmed certifier', async ({
  request,
}) => {
  expect(audits.published).toEqual([]);
  for (const locale of locales) {
    const html = await (
      await request.get(localizedPath(locale, '/sostenibilidad/auditorias'))
    ).text();
    const text = plain(htmlText(html));
    for (const topic of audits.topics) expect(text, locale).toContain(plain(topic.title[locale]!));
    expect(text, locale).not.toMatch(/AENOR|SGS|Bureau Veritas|Intertek|amfori|ISO 14001/);
    expect(html, locale).toContain(`href="${localizedPath(locale, '/sostenibilidad/solicitud')}"`);
    const hub = await pageText(request, localizedPath(locale, '/sostenibilidad'));
    expect(hub, locale).not.toContain(plain(messages(locale).sustainability.latestCta));
  }
});

test('the careers page offers the speculative application while no opening is confirmed', async ({
  request,
}) => {
  expect(jobs.openings).toEqual([]);
  for (const locale of locales) {
    const text = await pageText(request, localizedPath(locale, '/trabaja-con-nosotros'));
    const t = messages(locale).forms;
    expect(text, locale).toContain(plain(t.jobs.none));
    expect(text, locale).toContain(plain(t.jobs.openApplicationTitle));
    expect(text, locale).not.toMatch(/Lisboa|Barcelona|empleo@/);
  }
});

test('no page promises a reply time or shows an address to write to before it is confirmed', async ({
  request,
}) => {
  expect([company.emails.sales, company.replyWorkingDays]).toEqual(['', null]);
  for (const locale of locales) {
    const html = await (await request.get(localizedPath(locale, '/contacto'))).text();
    expect(html, locale).not.toContain('comercial@');
    const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
    expect(footer, locale).toContain(`href="${localizedPath(locale, '/contacto')}"`);
    const replyTime = plain(messages(locale).forms.replyTime.split('{')[0]!.trim());
    expect(plain(htmlText(html)), locale).not.toContain(replyTime);
  }
});

// Issue 38: the pages promise what the facts support, and two pages do not contradict each other.
const accessories = JSON.parse(fs.readFileSync('content/products/accessories.json', 'utf8')) as {
  id: string;
  title: Record<string, string>;
}[];
const companyDemo = JSON.parse(fs.readFileSync('content/company.json', 'utf8')) as {
  demo: { onSiteCountries: string[] };
  systemUpdatesYears: number | null;
};

test('the demo is an on-site or video request: nobody named brings it, no country is promised', async ({
  request,
}) => {
  expect(companyDemo.demo.onSiteCountries).toEqual([]);
  for (const locale of locales) {
    const t = messages(locale);
    const demo = await pageText(
      request,
      localizedPath(locale, '/demo-gratuita-de-pantalla-interactiva'),
    );
    expect(demo, locale).toContain(plain(t.pages.demo.intro));
    expect(demo, locale).not.toMatch(/especialista|specialist|specialista|spécialiste/i);
    expect(demo, locale).not.toContain(plain(t.forms.demoOnSite.split('{')[0]!.trim()));
    const home = await pageText(request, localizedPath(locale, '/'));
    expect(home, locale).not.toMatch(/especialista|specialist|specialista|spécialiste/i);
  }
});

test('the home page calls AI built in on the IA display only: Taurus’s AI licence is optional', async ({
  request,
}) => {
  for (const locale of locales) {
    const home = await pageText(request, localizedPath(locale, '/'));
    expect(home, locale).not.toMatch(/IA (y|and|e|et) Taurus/);
    expect(home, locale).toMatch(/\bIA\b/);
  }
});

test('the companies page shows the meeting-room kit and the retail page the LED sizes', async ({
  request,
}) => {
  const kit = ['ops-i5-1240p', 'ops-i5-14400', 'st41b', 'wireless-dongle'];
  for (const locale of locales) {
    const t = messages(locale);
    const companies = await pageText(request, localizedPath(locale, '/empresas'));
    expect(companies, locale).toContain(plain(t.hubs.companies.kitTitle));
    for (const id of kit) {
      const title = accessories.find((accessory) => accessory.id === id)!.title[locale]!;
      expect(companies, `${locale} ${id}`).toContain(plain(title));
    }
    const retail = await pageText(request, localizedPath(locale, '/retail'));
    expect(retail, locale).toContain(plain(t.pages.retail.sections.indoor.title));
    for (const model of ['SL-P110', 'SL-P138', 'SL-P165']) expect(retail, locale).toContain(model);
  }
});

test('the sustainability page states no term for updates before it is confirmed', async ({
  request,
}) => {
  expect(companyDemo.systemUpdatesYears).toBeNull();
  for (const locale of locales) {
    const text = await pageText(request, localizedPath(locale, '/sostenibilidad'));
    expect(text, locale).not.toContain(plain(messages(locale).sustainability.figures.updates));
  }
});
