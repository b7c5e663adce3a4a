import { toneClasses, type Tone } from './tone';

type InPageNavProps = {
  label: string;
  items: Array<{ id: string; label: string }>;
  tone?: Tone;
};

/** Jump links to the sections of a long page; sticks under the site header while scrolling. */
export function InPageNav({ label, items, tone = 'light' }: InPageNavProps) {
  const classes = toneClasses(tone);
  return (
    <nav
      aria-label={label}
      className={`sticky top-16 z-30 border-y backdrop-blur ${classes.line} ${classes.dark ? 'bg-night/85' : 'bg-white/90'}`}
    >
      <ul className="container-site flex gap-1 overflow-x-auto py-2">
        {items.map((item) => (
          <li key={item.id} className="shrink-0">
            <a
              href={`#${item.id}`}
              className={`inline-flex min-h-10 items-center rounded-full px-3 text-sm font-medium whitespace-nowrap ${
                classes.dark
                  ? 'text-white/75 hover:bg-white/10 hover:text-white'
                  : 'text-ink-soft hover:bg-surface hover:text-ink'
              }`}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
