import fs from 'node:fs';
import path from 'node:path';

import matter from 'gray-matter';
import readingTime from 'reading-time';
import { z } from 'zod';

import { locales, type AppLocale } from '@/lib/i18n/locales';

import { isoDate } from './localized';
import { productIds } from './products/ids';
import { sourceFingerprintPattern } from './source-fingerprint';
import { ContentError, type ContentProblem } from './validation';

// Overridable so tests can point the loader at fixtures. Articles are read only while pages are
// prerendered, so the server bundle need not trace them (hence the turbopackIgnore hints below).
const NEWS_DIR = process.env.NEWS_CONTENT_DIR ?? path.join(process.cwd(), 'content', 'news');
const PUBLIC_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'public');

/** Articles per listing page; the newest article is featured above the first page. */
export const NEWS_PER_PAGE = 12;

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

/** Lower-case words joined by hyphens, no accents: the shape of article slugs and cover names. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const requiredAs = (expected: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? 'is required' : `must be ${expected}`,
});

const text = (min: number, max: number) =>
  z
    .string(requiredAs('text'))
    .trim()
    .min(min, `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`);

// An unquoted YAML date (2024-05-20) arrives as a Date object; both spellings are accepted.
const frontmatterDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.string(requiredAs('a date written YYYY-MM-DD')).pipe(isoDate),
);

/** What an article's closing call to action can offer besides the range (`product` in es.mdx). */
export const articleCtaTargets = [...productIds, 'edsuite'] as const;

export type ArticleCtaTarget = (typeof articleCtaTargets)[number];

export const frontmatterSchema = z
  .object({
    title: text(10, 90),
    description: text(50, 200),
    date: frontmatterDate,
    updated: frontmatterDate.optional(),
    author: text(2, 80),
    category: z.enum(newsCategories, {
      error: (issue) =>
        issue.input === undefined ? 'is required' : `must be one of: ${newsCategories.join(', ')}`,
    }),
    tags: z
      .array(text(2, 60), requiredAs('a list such as ["tag one", "tag two"]'))
      .min(1, 'needs at least one tag')
      .max(8, 'must have at most 8 tags'),
    cover: z
      .string(requiredAs('a path'))
      .regex(
        /^\/images\/news\/[a-z0-9-]+\.(svg|png|jpg)$/,
        'must be /images/news/<name>.svg (or .png, .jpg)',
      ),
    coverAlt: text(10, 200),
    /**
     * The product the closing call to action offers, the one the subject calls for; without it the
     * call offers the whole range. Written in es.mdx; the translations take it from there.
     */
    product: z
      .enum(articleCtaTargets, { error: () => `must be one of: ${articleCtaTargets.join(', ')}` })
      .optional(),
    draft: z.boolean(requiredAs('true or false')).default(false),
    // Written by `npm run content:status -- --mark`: the Spanish text this translation was made from.
    sourceFingerprint: z
      .string()
      .regex(sourceFingerprintPattern, 'must be the 12-character value written by content:status')
      .optional(),
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
  wordCount: number;
};

export type Article = ArticleMeta & {
  body: string;
  /** Path from the repository root, for error messages. */
  file: string;
  /** Line of the file where the body starts, so body errors can name the file's line. */
  bodyLine: number;
};

/** 1-based line of a top-level frontmatter key, or of the opening `---` when the key is absent. */
function frontmatterLine(source: string, key: string | undefined): number {
  if (!key) return 1;
  const lines = source.split('\n');
  for (let index = 1; index < lines.length && lines[index]!.trim() !== '---'; index++) {
    if (new RegExp(`^${key}\\s*:`).test(lines[index]!)) return index + 1;
  }
  return 1;
}

type ParseResult =
  { article: Article; problems: [] } | { article?: never; problems: ContentProblem[] };

/** Parses one MDX source and lists every frontmatter problem with its line and field. */
export function checkArticleSource(
  source: string,
  file: string,
  slug: string,
  locale: AppLocale,
): ParseResult {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // gray-matter memoises by content, which would hand back a stale object after an error.
    parsed = matter(source, {});
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    return {
      problems: [
        {
          file,
          line: mark?.line !== undefined ? mark.line + 2 : 1,
          message: `frontmatter is not valid YAML: ${(error as Error).message.split('\n')[0]}`,
        },
      ],
    };
  }
  if (!source.startsWith('---')) {
    return { problems: [{ file, line: 1, message: 'must start with a --- frontmatter block' }] };
  }
  const result = frontmatterSchema.safeParse(parsed.data);
  if (!result.success) {
    return {
      problems: result.error.issues.flatMap((issue): ContentProblem[] => {
        if (issue.code === 'unrecognized_keys') {
          return issue.keys.map((key) => ({
            file,
            line: frontmatterLine(source, key),
            field: key,
            message: 'is not a known field (see docs/adding-an-article.md)',
          }));
        }
        const field = issue.path.join('.');
        return [
          {
            file,
            line: frontmatterLine(source, issue.path[0]?.toString()),
            field: field || undefined,
            message: issue.message,
          },
        ];
      }),
    };
  }
  const body = parsed.content;
  // Link targets are not read aloud; leaving them in would inflate the estimate.
  const stats = readingTime(body.replace(/\]\([^)]*\)/g, ']'));
  const prefix = source.slice(0, source.length - body.length);
  return {
    problems: [],
    article: {
      ...result.data,
      slug,
      locale,
      readingMinutes: Math.max(1, Math.round(stats.minutes)),
      wordCount: stats.words,
      body,
      file,
      bodyLine: prefix.split('\n').length,
    },
  };
}

/** Parses one MDX source; throws an error naming the file, line and each invalid field. */
export function parseArticle(
  source: string,
  file: string,
  slug: string,
  locale: AppLocale,
): Article {
  const result = checkArticleSource(source, file, slug, locale);
  if (result.article) return result.article;
  throw new ContentError(result.problems, 'Invalid article');
}

// These must read the same in the five languages of an article.
export const sharedFields = ['date', 'updated', 'category', 'cover', 'product', 'draft'] as const;

/** The frontmatter fields written in each language: with the body, what a translation renders. */
export const translatedFields = ['title', 'description', 'author', 'tags', 'coverAlt'] as const;

type NewsDirectory = { articles: Article[]; problems: ContentProblem[] };

/**
 * Reads every article folder and checks it: the five languages present, valid frontmatter, the
 * fields shared by all languages identical, the cover file present. Never throws.
 */
export function readNewsDirectory(dir: string = NEWS_DIR): NewsDirectory {
  const relative = (file: string) => path.relative(process.cwd(), file);
  if (!fs.existsSync(/*turbopackIgnore: true*/ dir)) {
    return { articles: [], problems: [{ file: relative(dir), message: 'folder is missing' }] };
  }
  const articles: Article[] = [];
  const problems: ContentProblem[] = [];
  const expectedFiles = locales.map((locale) => `${locale}.mdx`);
  const entries = fs.readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true });

  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const folder = path.join(/*turbopackIgnore: true*/ dir, entry.name);
    if (!entry.isDirectory()) {
      if (entry.name !== '.DS_Store') {
        problems.push({
          file: relative(folder),
          message: 'articles live in content/news/<slug>/<locale>.mdx; move this file',
        });
      }
      continue;
    }
    const slug = entry.name;
    if (!slugPattern.test(slug)) {
      problems.push({
        file: relative(folder),
        field: 'slug',
        message: 'folder name must be lower-case words joined by hyphens, without accents',
      });
    }
    for (const name of fs.readdirSync(/*turbopackIgnore: true*/ folder)) {
      if (!expectedFiles.includes(name)) {
        problems.push({
          file: relative(path.join(/*turbopackIgnore: true*/ folder, name)),
          message: `unexpected file; an article folder holds only ${expectedFiles.join(', ')}`,
        });
      }
    }
    const byLocale = new Map<AppLocale, Article>();
    for (const locale of locales) {
      const file = path.join(/*turbopackIgnore: true*/ folder, `${locale}.mdx`);
      if (!fs.existsSync(/*turbopackIgnore: true*/ file)) {
        problems.push({
          file: relative(file),
          message: `is missing: every article exists in ${locales.join(', ')} (spec §2)`,
        });
        continue;
      }
      const source = fs.readFileSync(/*turbopackIgnore: true*/ file, 'utf8');
      const result = checkArticleSource(source, relative(file), slug, locale);
      problems.push(...result.problems);
      if (!result.article) continue;
      byLocale.set(locale, result.article);
      for (const field of ['title', 'description', 'tags', 'coverAlt'] as const) {
        if (!result.article.draft && /\bTODO\b/.test(String(result.article[field]))) {
          problems.push({
            file: result.article.file,
            line: frontmatterLine(source, field),
            field,
            message: 'still has a TODO from the scaffold (or set draft: true)',
          });
        }
      }
      const coverFile = path.join(/*turbopackIgnore: true*/ PUBLIC_DIR, result.article.cover);
      if (!fs.existsSync(/*turbopackIgnore: true*/ coverFile)) {
        problems.push({
          file: result.article.file,
          line: frontmatterLine(source, 'cover'),
          field: 'cover',
          message: `public${result.article.cover} does not exist`,
        });
      }
    }
    const source = byLocale.get('es');
    for (const article of byLocale.values()) {
      if (!source || article === source) continue;
      // Written once, in es.mdx; a translation that states it must agree (sharedFields).
      article.product ??= source.product;
      for (const field of sharedFields) {
        if (article[field] !== source[field]) {
          const text = fs.readFileSync(/*turbopackIgnore: true*/ article.file, 'utf8');
          problems.push({
            file: article.file,
            line: frontmatterLine(text, field),
            field,
            message: `must be the same as in es.mdx (${String(source[field])})`,
          });
        }
      }
    }
    articles.push(...byLocale.values());
  }
  return { articles, problems };
}

function showDrafts(): boolean {
  return process.env.NODE_ENV !== 'production';
}

let memo: Article[] | undefined;

/** Every published article of every language; a single problem fails the build with all of them. */
function loadArticles(): Article[] {
  if (memo) return memo;
  const { articles, problems } = readNewsDirectory();
  if (problems.length > 0) {
    throw new ContentError(problems, `The news content has ${problems.length} problem(s):`);
  }
  const visible = articles.filter((article) => showDrafts() || !article.draft);
  // In development the files are re-read so that an editor sees each change on reload.
  if (process.env.NODE_ENV === 'production') memo = visible;
  return visible;
}

/** Slugs of the published articles (drafts too outside production builds), sorted. */
export function getNewsSlugs(): string[] {
  return [...new Set(loadArticles().map((article) => article.slug))].sort();
}

/** One article in one language, or undefined when the slug does not exist (or is a draft). */
export function getArticle(locale: AppLocale, slug: string): Article | undefined {
  return loadArticles().find((article) => article.slug === slug && article.locale === locale);
}

/** All published articles of a language, newest first, without their bodies. */
export function getArticles(locale: AppLocale): ArticleMeta[] {
  return sortNewestFirst(
    loadArticles()
      .filter((article) => article.locale === locale)
      .map(({ body: _body, file: _file, bodyLine: _line, ...meta }) => meta),
  );
}

/** All published articles of a language with their bodies, newest first, from one read. */
export function getArticlesWithBodies(locale: AppLocale): Article[] {
  return sortNewestFirst(loadArticles().filter((article) => article.locale === locale));
}

type Dated = { date: string; slug: string };

/** Newest first; equal dates fall back to the slug so the order is stable. */
export function sortNewestFirst<T extends Dated>(items: readonly T[]): T[] {
  return [...items].sort((a, b) =>
    a.date === b.date ? a.slug.localeCompare(b.slug) : b.date.localeCompare(a.date),
  );
}

/** The articles of one category, in their original order. */
export function filterByCategory<T extends { category: NewsCategory }>(
  items: readonly T[],
  category: NewsCategory,
): T[] {
  return items.filter((item) => item.category === category);
}

/** Number of listing pages for `total` items; an empty list still has its first page. */
export function pageCount(total: number, perPage: number = NEWS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

export type Paginated<T> = { items: T[]; page: number; pageCount: number };

/** One 1-based page of `items`, or undefined when the page does not exist. */
export function paginate<T>(
  items: readonly T[],
  page: number,
  perPage: number = NEWS_PER_PAGE,
): Paginated<T> | undefined {
  const count = pageCount(items.length, perPage);
  if (!Number.isInteger(page) || page < 1 || page > count) return undefined;
  return { items: items.slice((page - 1) * perPage, page * perPage), page, pageCount: count };
}

export type NewsListing<T> = Paginated<T> & { featured?: T };

/**
 * The news index: the newest article featured on the first page, the others `perPage` per page.
 * `items` must already be sorted newest first.
 */
export function newsListing<T>(
  items: readonly T[],
  page: number,
  perPage: number = NEWS_PER_PAGE,
): NewsListing<T> | undefined {
  const [featured, ...rest] = items;
  const result = paginate(rest, page, perPage);
  if (!result) return undefined;
  return page === 1 && featured !== undefined ? { ...result, featured } : result;
}

/** The categories that have articles, in the site's category order, with their counts. */
export function categoryCounts<T extends { category: NewsCategory }>(
  items: readonly T[],
): Array<{ category: NewsCategory; count: number }> {
  return newsCategories
    .map((category) => ({ category, count: filterByCategory(items, category).length }))
    .filter(({ count }) => count > 0);
}

type Relatable = Dated & { category: NewsCategory; tags: string[] };

/**
 * Up to `limit` articles closest to `article`: same category and shared tags score, newer wins
 * ties; when too few are related the newest others fill the list. `items` sorted newest first.
 */
export function relatedArticles<T extends Relatable>(
  article: Relatable,
  items: readonly T[],
  limit = 3,
): T[] {
  const tags = new Set(article.tags.map((tag) => tag.toLocaleLowerCase()));
  const score = (other: T) =>
    (other.category === article.category ? 2 : 0) +
    other.tags.filter((tag) => tags.has(tag.toLocaleLowerCase())).length;
  return items
    .filter((other) => other.slug !== article.slug)
    .map((other, index) => ({ other, index, score: score(other) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ other }) => other);
}

/** The article published just before (`previous`) and just after (`next`) this one. */
export function adjacentArticles<T extends Dated>(
  slug: string,
  items: readonly T[],
): { previous?: T; next?: T } {
  const sorted = sortNewestFirst(items);
  const index = sorted.findIndex((item) => item.slug === slug);
  if (index === -1) return {};
  return { previous: sorted[index + 1], next: index > 0 ? sorted[index - 1] : undefined };
}
