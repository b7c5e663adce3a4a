import type { ComponentProps } from 'react';

import { HeroActions } from './hero-actions';

type ActionPanelProps = {
  id: string;
  title: string;
  body: string;
  actions: ComponentProps<typeof HeroActions>;
  /** A dark panel, for a closing statement rather than a pointer to another page. */
  dark?: boolean;
};

/** A one-paragraph panel with its buttons: where to go next from a hub. */
export function ActionPanel({ id, title, body, actions, dark = false }: ActionPanelProps) {
  return (
    <section className="container-site" aria-labelledby={id}>
      <div
        className={`flex flex-col gap-6 p-8 md:flex-row md:items-center md:justify-between md:p-10 ${dark ? 'rounded-[var(--radius-card)] bg-ink text-white' : 'card'}`}
      >
        <div className="max-w-2xl">
          <h2 id={id} className="text-2xl font-bold md:text-3xl">
            {title}
          </h2>
          <p className={`mt-3 ${dark ? 'text-white/80' : 'text-muted'}`}>{body}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <HeroActions {...actions} tone={dark ? 'dark' : 'light'} />
        </div>
      </div>
    </section>
  );
}
