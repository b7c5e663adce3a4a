import { MDXRemote } from 'next-mdx-remote/rsc';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';

type PolicyMarkdownProps = {
  source: string;
};

/**
 * Renders a part of a long localized text (the privacy policy) on the server. `##` headings get
 * the ids the table of contents links to (rehype-slug, the same slugger as lib/content/privacy).
 */
export function PolicyMarkdown({ source }: PolicyMarkdownProps) {
  return (
    <MDXRemote
      source={source}
      options={{
        mdxOptions: { remarkPlugins: [remarkGfm], rehypePlugins: [rehypeSlug] },
        // The policy is prose: nothing in it needs JavaScript expressions.
        blockJS: true,
      }}
    />
  );
}
