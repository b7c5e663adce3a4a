import { describe, expect, it } from 'vitest';

import { shareLinks } from './share';

const page = {
  url: 'https://synetechworld.com/en/noticias/que-es-edtech',
  title: 'What is EdTech? Q&A',
  description: 'A short guide.',
};

describe('shareLinks', () => {
  it('puts the encoded page URL in every network link', () => {
    const links = shareLinks(page);
    const encoded = encodeURIComponent(page.url);
    for (const link of Object.values(links)) expect(link).toContain(encoded);
  });

  it('uses each network’s public share endpoint, with no script to load', () => {
    const links = shareLinks(page);
    expect(new URL(links.linkedin).origin).toBe('https://www.linkedin.com');
    expect(new URL(links.x).searchParams.get('text')).toBe(page.title);
    expect(new URL(links.whatsapp).searchParams.get('text')).toBe(`${page.title} ${page.url}`);
  });

  it('writes the email with the title as subject and the summary above the link', () => {
    const mail = new URL(shareLinks(page).email);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe(page.title);
    expect(mail.searchParams.get('body')).toBe(`${page.description}\n\n${page.url}`);
  });
});
