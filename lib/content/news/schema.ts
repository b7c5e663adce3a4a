import matter from 'gray-matter';
import readingTime from 'reading-time';
import { z } from 'zod';

import type { AppLocale } from '@/lib/i18n/locales';

import { isoDate } from '../localized';
import { productIds } from '../products/ids';
import { sourceFingerprintPattern } from '../source-fingerprint';
import { ContentError, type ContentProblem } from '../validation';

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
export function frontmatterLine(source: string, key: string | undefined): number {
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
