import { compile } from '@mdx-js/mdx';

import type { ContentProblem, ContentValidator } from '../validation';
import {
  articleMdxOptions,
  internalLinkProblem,
  mdxComponentProps,
  type MdxComponentName,
  type TocItem,
} from './mdx';
import { readNewsDirectory } from './read';
import type { Article } from './schema';

type MdNode = {
  type: string;
  name?: string | null;
  url?: string;
  depth?: number;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  position?: { start: { line: number } };
  children?: MdNode[];
};

function walk(node: MdNode, visitor: (node: MdNode) => void) {
  visitor(node);
  for (const child of node.children ?? []) walk(child, visitor);
}

const MIN_SECTIONS = 2;

/**
 * Compiles an article body the way the page does and lists what would render badly or break:
 * MDX syntax, unknown components and attributes, raw HTML and embeds, JavaScript, dead internal
 * links, remote images, extra h1 headings, too few sections for a table of contents.
 */
export async function checkArticleBody(
  article: Pick<Article, 'body' | 'file' | 'bodyLine'> & Partial<Pick<Article, 'draft'>>,
  knownSlugs: readonly string[],
): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  const at = (node: MdNode | undefined, message: string, field?: string) =>
    problems.push({
      file: article.file,
      line: article.bodyLine - 1 + (node?.position?.start.line ?? 1),
      ...(field ? { field } : {}),
      message,
    });

  const inspect = () => (tree: MdNode) =>
    walk(tree, (node) => {
      switch (node.type) {
        case 'mdxjsEsm':
          return at(node, 'import and export lines are not allowed in articles');
        case 'mdxFlowExpression':
        case 'mdxTextExpression':
          return at(node, 'a {…} expression is not rendered; write \\{ for a literal brace');
        case 'heading':
          if (node.depth === 1) at(node, 'the title is the only h1: start sections with ##');
          return;
        case 'image':
          return at(node, 'use <Figure src alt width height caption /> for images');
        case 'link':
          if (node.url?.startsWith('/')) {
            const problem = internalLinkProblem(node.url, knownSlugs);
            if (problem) at(node, `${node.url}: ${problem}`, 'link');
          } else if (node.url && !/^(https:\/\/|mailto:|tel:|#)/.test(node.url)) {
            at(node, `${node.url}: links start with /, #, https://, mailto: or tel:`, 'link');
          }
          return;
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
          return checkElement(node);
      }
    });

  function checkElement(node: MdNode) {
    const name = node.name ?? '';
    if (!(name in mdxComponentProps)) {
      return at(
        node,
        /^[a-z]/.test(name)
          ? `<${name}> is raw HTML: use Markdown or ${Object.keys(mdxComponentProps).join(', ')} (no embeds)`
          : `<${name}> is not an article component (${Object.keys(mdxComponentProps).join(', ')})`,
      );
    }
    const props: Record<string, unknown> = {};
    for (const attribute of node.attributes ?? []) {
      if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value === 'object') {
        at(node, 'attribute values must be plain "text" (no {expressions})', name);
      } else {
        props[attribute.name ?? ''] = attribute.value;
      }
    }
    const result = mdxComponentProps[name as MdxComponentName].strict().safeParse(props);
    for (const issue of result.error?.issues ?? []) {
      const keys =
        issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue.path.join('.');
      at(
        node,
        issue.code === 'unrecognized_keys' ? 'unknown attribute' : issue.message,
        `${name} ${keys}`,
      );
    }
  }

  const headings: TocItem[] = [];
  const options = articleMdxOptions(headings);
  try {
    await compile(article.body, {
      remarkPlugins: [...options.remarkPlugins, inspect],
      rehypePlugins: options.rehypePlugins,
    });
  } catch (error) {
    const place = error as { line?: number; reason?: string; message?: string };
    problems.push({
      file: article.file,
      line: article.bodyLine - 1 + (place.line ?? 1),
      message: `MDX does not compile: ${place.reason ?? place.message ?? String(error)}`,
    });
    return problems;
  }
  const todo = article.body.split('\n').findIndex((line) => /\bTODO\b/.test(line));
  if (!article.draft && todo !== -1) {
    problems.push({
      file: article.file,
      line: article.bodyLine + todo,
      message: 'still has a TODO from the scaffold (or set draft: true)',
    });
  }
  if (headings.length < MIN_SECTIONS) {
    at(undefined, `needs at least ${MIN_SECTIONS} ## sections (they make the table of contents)`);
  }
  return problems;
}

/** Every problem of the news content: files, frontmatter and bodies. */
export async function newsProblems(dir?: string): Promise<ContentProblem[]> {
  const { articles, problems } = readNewsDirectory(dir);
  const slugs = [...new Set(articles.map((article) => article.slug))];
  const bodies = await Promise.all(articles.map((article) => checkArticleBody(article, slugs)));
  return [...problems, ...bodies.flat()];
}

export const newsValidator: ContentValidator = {
  name: 'news (content/news)',
  validate: () => newsProblems(),
};
