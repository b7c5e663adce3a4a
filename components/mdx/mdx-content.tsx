import { MDXRemote } from 'next-mdx-remote/rsc';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';

import { mdxComponents } from './mdx-components';

type MdxContentProps = {
  source: string;
};

/** Renders an article body on the server with the site's MDX components. */
export function MdxContent({ source }: MdxContentProps) {
  return (
    <MDXRemote
      source={source}
      components={mdxComponents}
      options={{
        mdxOptions: { remarkPlugins: [remarkGfm], rehypePlugins: [rehypeSlug] },
        // Article files come from the repository, but nothing in them needs JavaScript expressions.
        blockJS: true,
      }}
    />
  );
}
