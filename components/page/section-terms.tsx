import type { PageTexts } from '@/lib/pages';

type SectionTermsProps = {
  sections: PageTexts['sections'];
  /** The list's spacing and type size. */
  className: string;
};

/** A page's `sections` (from `pages.<id>`) as a definition list: each title, then its text. */
export function SectionTerms({ sections, className }: SectionTermsProps) {
  return (
    <dl className={className}>
      {Object.entries(sections).map(([key, section]) => (
        <div key={key}>
          <dt className="font-semibold">{section.title}</dt>
          <dd className="mt-1 text-muted">{section.body}</dd>
        </div>
      ))}
    </dl>
  );
}
