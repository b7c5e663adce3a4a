import { compileMDX } from 'next-mdx-remote/rsc';
import type { ReactElement } from 'react';

import type { Article } from '@/lib/content/news';
import { articleMdxOptions, type TocItem } from '@/lib/content/news/mdx';

import { mdxComponents } from './mdx-components';

type RenderedArticle = {
  content: ReactElement;
  /** The `##` sections with the ids rehype-slug gave them, for the table of contents. */
  headings: TocItem[];
};

/**
 * Compiles an article body on the server with the site's MDX components. The table of contents
 * comes from the same compilation, so its links always match the heading ids.
 */
export async function renderArticleBody(
  article: Pick<Article, 'body' | 'file'>,
): Promise<RenderedArticle> {
  const headings: TocItem[] = [];
  try {
    const { content } = await compileMDX({
      source: article.body,
      components: mdxComponents,
      options: {
        mdxOptions: articleMdxOptions(headings),
        // Nothing in an article needs JavaScript; scripts/content/validate.ts reports any expression.
        blockJS: true,
      },
    });
    return { content, headings };
  } catch (error) {
    // next-mdx-remote's message shows the faulty lines but not which of the 200 files they are in.
    throw new Error(`${article.file}: ${(error as Error).message}`, { cause: error });
  }
}
