import fs from 'node:fs';
import path from 'node:path';

import { locales, type AppLocale } from '@/lib/i18n/locales';

import { ContentError, type ContentProblem } from '../validation';
import { sortNewestFirst } from './listing';
import {
  checkArticleSource,
  frontmatterLine,
  sharedFields,
  slugPattern,
  type Article,
  type ArticleMeta,
} from './schema';

// Overridable so tests can point the loader at fixtures. Articles are read only while pages are
// prerendered, so the server bundle need not trace them (hence the turbopackIgnore hints below).
const NEWS_DIR = process.env.NEWS_CONTENT_DIR ?? path.join(process.cwd(), 'content', 'news');
const PUBLIC_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'public');

/** What an SVG cover may not hold, as it is written into the page (lib/content/news/cover.ts). */
const UNSAFE_IN_PAGE = /<style|<script|\sstyle\s*=|\son[a-z]+\s*=/i;

type NewsDirectory = { articles: Article[]; problems: ContentProblem[] };

/**
 * Reads every article folder and checks it: the five languages present, valid frontmatter, the
 * fields shared by all languages identical, the cover file present. Never throws.
 */
export function readNewsDirectory(
  dir: string = NEWS_DIR,
  publicDir: string = PUBLIC_DIR,
): NewsDirectory {
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
      const coverFile = path.join(/*turbopackIgnore: true*/ publicDir, result.article.cover);
      if (!fs.existsSync(/*turbopackIgnore: true*/ coverFile)) {
        problems.push({
          file: result.article.file,
          line: frontmatterLine(source, 'cover'),
          field: 'cover',
          message: `public${result.article.cover} does not exist`,
        });
      } else if (
        result.article.cover.endsWith('.svg') &&
        UNSAFE_IN_PAGE.test(fs.readFileSync(/*turbopackIgnore: true*/ coverFile, 'utf8'))
      ) {
        problems.push({
          file: result.article.file,
          line: frontmatterLine(source, 'cover'),
          field: 'cover',
          message: `public${result.article.cover} has a <style>, style="…", <script> or on…= handler: the drawing is written into the article page, whose security policy blocks them (use attributes such as fill="#0A1330")`,
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
