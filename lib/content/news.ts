import fs from 'node:fs';
import path from 'node:path';

import matter from 'gray-matter';
import { cache } from 'react';
import readingTime from 'reading-time';
import { z } from 'zod';

import { locales, type AppLocale } from '@/lib/i18n/locales';

import { formatIssues } from './localized';

// Overridable so tests can point the loader at fixtures. Articles are read only while pages are
// prerendered, so the server bundle need not trace them (hence the turbopackIgnore hints below).
const NEWS_DIR = process.env.NEWS_CONTENT_DIR ?? path.join(process.cwd(), 'content', 'news');

export const newsCategories = [
  'edtech',
  'metodologias',
  'pantallas-interactivas',
  'inteligencia-artificial',
  'software',
  'competencia-digital',
  'gestion-escolar',
] as const;

export type NewsCategory = (typeof newsCategories)[number];

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'is not a real date');

export const frontmatterSchema = z
  .object({
    title: z.string().trim().min(10).max(90),
    description: z.string().trim().min(50).max(200),
    date: isoDate,
    updated: isoDate.optional(),
    author: z.string().trim().min(2),
    category: z.enum(newsCategories),
    tags: z.array(z.string().trim().min(2)).min(1).max(8),
    cover: z.string().regex(/^\/images\/news\/[a-z0-9-]+\.svg$/, 'must be /images/news/<name>.svg'),
    coverAlt: z.string().trim().min(10),
    draft: z.boolean().default(false),
  })
  .strict()
  .refine((fm) => !fm.updated || fm.updated >= fm.date, {
    message: 'must not be earlier than date',
    path: ['updated'],
  });

export type Frontmatter = z.infer<typeof frontmatterSchema>;

export type ArticleMeta = Frontmatter & {
  slug: string;
  locale: AppLocale;
  readingMinutes: number;
};

export type Article = ArticleMeta & { body: string };

/** Parses one MDX source; throws an error naming the file and each invalid field. */
export function parseArticle(
  source: string,
  file: string,
  slug: string,
  locale: AppLocale,
): Article {
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(source);
  } catch (error) {
    throw new Error(`${file}: frontmatter is not valid YAML: ${(error as Error).message}`);
  }
  const result = frontmatterSchema.safeParse(parsed.data);
  if (!result.success) {
    throw new Error(`Invalid article frontmatter\n${formatIssues(file, result.error)}`);
  }
  const minutes = Math.max(1, Math.round(readingTime(parsed.content).minutes));
  return { ...result.data, slug, locale, readingMinutes: minutes, body: parsed.content };
}

function showDrafts(): boolean {
  return process.env.NODE_ENV !== 'production';
}

/** Slugs of every article folder; each must hold all five languages (spec §2). */
export const getNewsSlugs = cache((): string[] => {
  if (!fs.existsSync(/*turbopackIgnore: true*/ NEWS_DIR)) return [];
  const slugs = fs
    .readdirSync(/*turbopackIgnore: true*/ NEWS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const missing: string[] = [];
  for (const slug of slugs) {
    for (const locale of locales) {
      if (!fs.existsSync(/*turbopackIgnore: true*/ path.join(NEWS_DIR, slug, `${locale}.mdx`))) {
        missing.push(path.relative(process.cwd(), path.join(NEWS_DIR, slug, `${locale}.mdx`)));
      }
    }
  }
  if (missing.length > 0) {
    throw new Error(
      `Every article must exist in the five languages. Missing:\n${missing.join('\n')}`,
    );
  }
  return slugs.filter((slug) => showDrafts() || !readArticle(slug, 'es').draft);
});

function readArticle(slug: string, locale: AppLocale): Article {
  const file = path.join(NEWS_DIR, slug, `${locale}.mdx`);
  const source = fs.readFileSync(/*turbopackIgnore: true*/ file, 'utf8');
  return parseArticle(source, path.relative(process.cwd(), file), slug, locale);
}

/** One article in one language, or undefined when the slug does not exist (or is a draft). */
export const getArticle = cache((locale: AppLocale, slug: string): Article | undefined => {
  if (!getNewsSlugs().includes(slug)) return undefined;
  return readArticle(slug, locale);
});

/** All published articles of a language, newest first, without their bodies. */
export const getArticles = cache((locale: AppLocale): ArticleMeta[] =>
  sortNewestFirst(
    getNewsSlugs().map((slug) => {
      const { body: _body, ...meta } = readArticle(slug, locale);
      return meta;
    }),
  ),
);

/** Newest first; equal dates fall back to the slug so the order is stable. */
export function sortNewestFirst<T extends { date: string; slug: string }>(items: T[]): T[] {
  return [...items].sort((a, b) =>
    a.date === b.date ? a.slug.localeCompare(b.slug) : b.date.localeCompare(a.date),
  );
}
