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
