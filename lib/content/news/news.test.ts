import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { locales } from '@/lib/i18n/locales';

import {
  adjacentArticles,
  categoryCounts,
  checkArticleSource,
  filterByCategory,
  newsListing,
  pageCount,
  paginate,
  parseArticle,
  readNewsDirectory,
  relatedArticles,
  sortNewestFirst,
} from '.';
import { formatProblem } from '../validation';

const frontmatter = {
  title: '"Qué es la EdTech: definición e historia"',
  description:
    '"Qué es la tecnología educativa, cómo ha evolucionado y cómo empezar a usarla en el centro."',
  date: '"2024-05-20"',
  author: '"Redacción Synetech"',
  category: '"edtech"',
  tags: '["tecnología educativa", "innovación"]',
  cover: '"/images/news/que-es-edtech.svg"',
  coverAlt: '"Una pantalla interactiva rodeada de iconos"',
  draft: 'false',
};

type Fields = Partial<
  Record<keyof typeof frontmatter | 'updated' | 'subtitle' | 'product', string | null>
>;

/** An article source with some frontmatter fields replaced (null removes a field). */
function source(
  fields: Fields = {},
  body = '\nUn párrafo de texto.\n\n## Sección\n\nMás texto.\n',
) {
  const merged: Record<string, string | null> = { ...frontmatter, ...fields };
  const lines = Object.entries(merged)
    .filter(([, value]) => value !== null)
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join('\n')}\n---\n${body}`;
}

const problemsOf = (text: string) =>
  checkArticleSource(text, 'content/news/x/es.mdx', 'x', 'es').problems.map(formatProblem);

describe('frontmatter validation', () => {
  it('accepts a complete article and computes its reading time', () => {
    const article = parseArticle(source(), 'content/news/x/es.mdx', 'x', 'es');
    expect(article).toMatchObject({ slug: 'x', locale: 'es', category: 'edtech', draft: false });
    expect(article.readingMinutes).toBe(1);
    expect(article.bodyLine).toBe(12);
  });

  it('names the file, the line and the field of a missing field', () => {
    expect(problemsOf(source({ author: null }))).toEqual([
      'content/news/x/es.mdx:1: author: is required',
    ]);
  });

  it('explains a wrong value on the line where it is written', () => {
    expect(problemsOf(source({ category: '"robots"' }))).toEqual([
      'content/news/x/es.mdx:6: category: must be one of: edtech, metodologias, pantallas-interactivas, inteligencia-artificial, software, competencia-digital, gestion-escolar',
    ]);
    expect(problemsOf(source({ date: '"20/05/2024"' }))).toEqual([
      'content/news/x/es.mdx:4: date: must be a date written YYYY-MM-DD',
    ]);
    expect(problemsOf(source({ date: '"2024-02-31"' }))).toEqual([
      'content/news/x/es.mdx:4: date: is not a real date',
    ]);
    expect(problemsOf(source({ title: '"Corto"' }))).toEqual([
      'content/news/x/es.mdx:2: title: must be at least 10 characters',
    ]);
  });

  it('lists every problem of a file at once', () => {
    const problems = problemsOf(source({ cover: '"cover.png"', tags: '[]', draft: '"no"' }));
    expect(problems).toEqual([
      'content/news/x/es.mdx:7: tags: needs at least one tag',
      'content/news/x/es.mdx:8: cover: must be /images/news/<name>.svg (or .png, .jpg)',
      'content/news/x/es.mdx:10: draft: must be true or false',
    ]);
  });

  it('rejects unknown fields, naming each', () => {
    expect(problemsOf(source({ subtitle: '"Otro título"' }))).toEqual([
      'content/news/x/es.mdx:11: subtitle: is not a known field (see docs/adding-an-article.md)',
    ]);
  });

  it('refuses an update older than the publication', () => {
    expect(problemsOf(source({ updated: '"2024-01-01"' }))).toEqual([
      'content/news/x/es.mdx:11: updated: must not be earlier than date',
    ]);
  });

  it('accepts unquoted YAML dates', () => {
    const article = parseArticle(source({ date: '2024-05-20' }), 'f', 'x', 'es');
    expect(article.date).toBe('2024-05-20');
  });

  it('reports broken YAML with its line', () => {
    expect(problemsOf(source({ title: '"Sin cerrar' }))[0]).toMatch(
      /^content\/news\/x\/es\.mdx:\d+: frontmatter is not valid YAML/,
    );
  });

  it('throws an error that names the file and the field', () => {
    expect(() =>
      parseArticle(source({ coverAlt: null }), 'content/news/x/en.mdx', 'x', 'en'),
    ).toThrow('content/news/x/en.mdx:1: coverAlt: is required');
  });
});

describe('the news folder', () => {
  let dir: string;
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  function write(slug: string, files: Partial<Record<string, string>>) {
    fs.mkdirSync(path.join(dir, slug), { recursive: true });
    for (const [name, text] of Object.entries(files)) {
      fs.writeFileSync(path.join(dir, slug, name), text!);
    }
  }
  const everyLocale = (text: string) =>
    Object.fromEntries(locales.map((locale) => [`${locale}.mdx`, text]));

  it('reads one article per language', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-'));
    write('primer-articulo', everyLocale(source()));
    const { articles, problems } = readNewsDirectory(dir);
    expect(problems).toEqual([]);
    expect(articles.map((article) => article.locale).sort()).toEqual([...locales].sort());
  });

  it('reports a missing language, a stray file and a bad folder name', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-'));
    const { 'pt.mdx': _pt, ...others } = everyLocale(source());
    write('Articulo_2', { ...others, 'pt.md': source() });
    const messages = readNewsDirectory(dir).problems.map((problem) => problem.message);
    expect(messages).toEqual([
      'folder name must be lower-case words joined by hyphens, without accents',
      'unexpected file; an article folder holds only es.mdx, en.mdx, it.mdx, pt.mdx, fr.mdx',
      'is missing: every article exists in es, en, it, pt, fr (spec §2)',
    ]);
  });

  it('requires the shared fields to match the Spanish article', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-'));
    write('articulo', { ...everyLocale(source()), 'fr.mdx': source({ date: '"2024-05-21"' }) });
    const problems = readNewsDirectory(dir).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 4, field: 'date' });
    expect(problems[0]!.file).toMatch(/articulo\/fr\.mdx$/);
    expect(problems[0]!.message).toBe('must be the same as in es.mdx (2024-05-20)');
  });

  it('gives the translations the product of the Spanish article, and refuses another one', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-'));
    write('articulo', {
      ...everyLocale(source()),
      'es.mdx': source({ product: '"cyse"' }),
      'it.mdx': source({ product: '"taurus"' }),
    });
    const { articles, problems } = readNewsDirectory(dir);
    expect(articles.find((article) => article.locale === 'fr')!.product).toBe('cyse');
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /articulo\/it\.mdx:\d+: product: must be the same as in es\.mdx \(cyse\)/,
      ),
    ]);
  });

  it('reports a cover that does not exist', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-'));
    write('articulo', everyLocale(source({ cover: '"/images/news/no-existe.svg"' })));
    const problems = readNewsDirectory(dir).problems;
    expect(problems).toHaveLength(5);
    expect(problems[0]).toMatchObject({
      field: 'cover',
      message: 'public/images/news/no-existe.svg does not exist',
    });
  });

  it('refuses an SVG cover with styles or scripts, which the page it is written into would block', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-'));
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
    fs.mkdirSync(path.join(publicDir, 'images/news'), { recursive: true });
    const drawing = (body: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630">${body}</svg>`;
    const covers = {
      'limpia.svg': drawing('<rect width="1200" height="630" fill="#0A1330"/>'),
      'estilo.svg': drawing('<style>rect{fill:red}</style><rect width="1" height="1"/>'),
      'atributo.svg': drawing('<rect style="fill:red" width="1" height="1"/>'),
      'evento.svg': drawing('<rect onclick="alert(1)" width="1" height="1"/>'),
    };
    for (const [name, svg] of Object.entries(covers)) {
      fs.writeFileSync(path.join(publicDir, 'images/news', name), svg);
      write(name.replace('.svg', ''), everyLocale(source({ cover: `"/images/news/${name}"` })));
    }
    const refused = readNewsDirectory(dir, publicDir)
      .problems.filter((problem) => problem.field === 'cover' && problem.file.endsWith('es.mdx'))
      .map((problem) => problem.message.split(' ')[0]);
    expect(refused.sort()).toEqual(
      ['atributo', 'estilo', 'evento'].map((name) => `public/images/news/${name}.svg`),
    );
    fs.rmSync(publicDir, { recursive: true });
  });
});

const item = (slug: string, date: string, category = 'edtech' as const, tags: string[] = []) => ({
  slug,
  date,
  category,
  tags,
});

describe('listing functions', () => {
  const items = [
    item('b', '2024-01-02'),
    item('a', '2024-01-02'),
    item('c', '2025-03-01', 'metodologias' as never),
    item('d', '2023-07-15'),
  ];

  it('sorts newest first, by slug on equal dates, without touching the input', () => {
    expect(sortNewestFirst(items).map((i) => i.slug)).toEqual(['c', 'a', 'b', 'd']);
    expect(items.map((i) => i.slug)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('filters by category and counts the categories that have articles', () => {
    expect(filterByCategory(items, 'metodologias').map((i) => i.slug)).toEqual(['c']);
    expect(categoryCounts(items)).toEqual([
      { category: 'edtech', count: 3 },
      { category: 'metodologias', count: 1 },
    ]);
  });

  it('paginates with 1-based pages and refuses pages that do not exist', () => {
    const numbers = Array.from({ length: 25 }, (_, index) => index + 1);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24, 12)).toBe(2);
    expect(pageCount(25, 12)).toBe(3);
    expect(paginate(numbers, 1, 12)).toEqual({
      items: numbers.slice(0, 12),
      page: 1,
      pageCount: 3,
    });
    expect(paginate(numbers, 3, 12)).toEqual({ items: [25], page: 3, pageCount: 3 });
    expect(paginate(numbers, 4, 12)).toBeUndefined();
    expect(paginate(numbers, 0, 12)).toBeUndefined();
    expect(paginate(numbers, 1.5, 12)).toBeUndefined();
    expect(paginate([], 1, 12)).toEqual({ items: [], page: 1, pageCount: 1 });
  });

  it('features the newest article on the first page and paginates the rest', () => {
    const numbers = Array.from({ length: 40 }, (_, index) => index + 1);
    const first = newsListing(numbers, 1, 12)!;
    expect(first.featured).toBe(1);
    expect(first.items).toEqual(numbers.slice(1, 13));
    expect(first.pageCount).toBe(4);
    const last = newsListing(numbers, 4, 12)!;
    expect(last.featured).toBeUndefined();
    expect(last.items).toEqual([38, 39, 40]);
    expect(newsListing(numbers, 5, 12)).toBeUndefined();
  });

  it('relates articles by category and shared tags, newest first on ties', () => {
    const pool = sortNewestFirst([
      item('self', '2024-01-01', 'edtech', ['ia', 'aula']),
      item('same-category', '2024-02-01', 'edtech', []),
      item('two-tags', '2023-01-01', 'software' as never, ['IA', 'aula']),
      item('both', '2022-01-01', 'edtech', ['aula']),
      item('unrelated-new', '2025-01-01', 'metodologias' as never, []),
      item('unrelated-old', '2020-01-01', 'metodologias' as never, []),
    ]);
    expect(
      relatedArticles(
        pool.find((i) => i.slug === 'self')!,
        pool,
      ).map((i) => i.slug),
    ).toEqual(['both', 'same-category', 'two-tags']);
    expect(relatedArticles(pool[0]!, pool, 10)).toHaveLength(5);
  });

  it('finds the articles published just before and after', () => {
    expect(adjacentArticles('a', items)).toEqual({ previous: items[0], next: items[2] });
    expect(adjacentArticles('c', items).next).toBeUndefined();
    expect(adjacentArticles('d', items).previous).toBeUndefined();
    expect(adjacentArticles('missing', items)).toEqual({});
  });
});

describe('the loader used by pages, sitemaps and feeds', () => {
  let dir: string;
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The news module loaded against a fixture folder, as a build (`production`) or `next dev` would. */
  async function loaderFor(files: Record<string, string>, env: 'production' | 'development') {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-'));
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    vi.stubEnv('NEWS_CONTENT_DIR', dir);
    vi.stubEnv('NODE_ENV', env);
    vi.resetModules();
    return import('.');
  }

  const fiveLanguages = (slug: string, text: string) =>
    Object.fromEntries(locales.map((locale) => [`${slug}/${locale}.mdx`, text]));

  it('leaves drafts out of a production build and shows them in development', async () => {
    const files = {
      ...fiveLanguages('publicado', source()),
      ...fiveLanguages('borrador', source({ draft: 'true', date: '"2025-01-01"' })),
    };
    const production = await loaderFor(files, 'production');
    expect(production.getNewsSlugs()).toEqual(['publicado']);
    expect(production.getArticles('fr').map((article) => article.slug)).toEqual(['publicado']);
    expect(production.getArticle('es', 'borrador')).toBeUndefined();
    fs.rmSync(dir, { recursive: true, force: true });

    const development = await loaderFor(files, 'development');
    expect(development.getArticles('es').map((article) => article.slug)).toEqual([
      'borrador',
      'publicado',
    ]);
  });

  it('fails the build, naming the file, when a language is missing', async () => {
    const { 'publicado/it.mdx': _it, ...files } = fiveLanguages('publicado', source());
    const loader = await loaderFor(files, 'production');
    expect(() => loader.getNewsSlugs()).toThrow(/publicado\/it\.mdx: is missing/);
  });
});
