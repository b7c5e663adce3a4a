import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';

import type { ArticleMeta } from '@/lib/content/news';

import { renderNewsFeed } from './news-feed';
import { feedPath } from './news-links';

const article = (slug: string, date: string, title: string): ArticleMeta => ({
  slug,
  locale: 'en',
  title,
  description: 'A description long enough to be a real one for a feed item.',
  date,
  author: 'Synetech editorial team',
  category: 'edtech',
  tags: ['edtech', 'schools'],
  cover: `/images/news/${slug}.svg`,
  coverAlt: 'An illustration',
  draft: false,
  readingMinutes: 5,
  wordCount: 1000,
});

type Rss = {
  rss: {
    channel: {
      title: string;
      link: string;
      language: string;
      'atom:link': { '@_href': string };
      item: Array<{
        title: string;
        link: string;
        guid: string | { '#text': string };
        pubDate: string;
        category: string[];
      }>;
    };
  };
};

describe('renderNewsFeed', () => {
  const xml = renderNewsFeed({
    locale: 'en',
    title: 'Synetech: educational technology news',
    description: 'News for schools.',
    articles: [
      article('que-es-edtech', '2024-05-20', 'What is EdTech? Q&A <basics>'),
      article('guia-para-la-edtech', '2023-03-08', 'A guide'),
    ],
    categoryLabel: () => 'EdTech',
  });
  const feed = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === 'item' || name === 'category',
  }).parse(xml) as Rss;

  it('is RSS 2.0 XML that parses, in the locale’s language', () => {
    expect(xml.startsWith('<?xml')).toBe(true);
    expect(feed.rss.channel.title).toBe('Synetech: educational technology news');
    expect(feed.rss.channel.language).toBe('en-GB');
    expect(feed.rss.channel.link).toBe('https://synetechworld.com/en/noticias');
    expect(feed.rss.channel['atom:link']['@_href']).toBe('https://synetechworld.com/en/feed.xml');
  });

  it('has one item per article with its localized URL, date and categories', () => {
    const items = feed.rss.channel.item;
    expect(items.map((item) => item.link)).toEqual([
      'https://synetechworld.com/en/noticias/que-es-edtech',
      'https://synetechworld.com/en/noticias/guia-para-la-edtech',
    ]);
    expect(items[0]!.title).toBe('What is EdTech? Q&A <basics>');
    expect(new Date(items[0]!.pubDate).toISOString()).toBe('2024-05-20T00:00:00.000Z');
    expect(items[0]!.category).toEqual(['EdTech', 'edtech', 'schools']);
  });
});

describe('feedPath', () => {
  it('serves Spanish at the root and the others under their prefix', () => {
    expect(feedPath('es')).toBe('/feed.xml');
    expect(feedPath('fr')).toBe('/fr/feed.xml');
  });
});
