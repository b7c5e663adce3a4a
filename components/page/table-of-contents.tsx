import type { TocItem } from '@/lib/content/news/mdx';

import { PageSection } from './page-section';

type TableOfContentsProps = {
  label: string;
  items: TocItem[];
};

/**
 * Links to a document's `##` sections (an article, the privacy policy); plain anchors, so it works
 * without JavaScript.
 */
export function TableOfContents({ label, items }: TableOfContentsProps) {
  if (items.length === 0) return null;
  return (
    <PageSection
      as="nav"
      id="toc-heading"
      title={label}
      heading="label"
      className="rounded-2xl bg-surface p-5 lg:bg-transparent lg:p-0"
    >
      <ol className="mt-3 space-y-1 border-l border-line text-[0.9375rem] leading-snug">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-muted transition-colors hover:border-brand hover:text-ink"
            >
              {item.text}
            </a>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
