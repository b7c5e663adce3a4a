/** Light pages and the dark Taurus page share every product component; these are the differences. */
export type Tone = 'light' | 'dark';

export function toneClasses(tone: Tone) {
  const dark = tone === 'dark';
  return {
    dark,
    card: dark ? 'rounded-[var(--radius-card)] bg-white/[0.04] outline outline-white/10' : 'card',
    muted: dark ? 'text-white/70' : 'text-muted',
    eyebrow: dark ? 'eyebrow text-accent' : 'eyebrow',
    line: dark ? 'border-white/10' : 'border-line',
    surface: dark ? 'bg-white/[0.03]' : 'bg-surface',
    link: dark ? 'text-accent hover:text-white' : 'text-brand hover:text-brand-strong',
    stickyCell: dark ? 'bg-night' : 'bg-white',
    secondaryButton: dark
      ? 'btn text-white ring-1 ring-white/30 hover:ring-white'
      : 'btn btn-secondary',
    primaryButton: dark ? 'btn btn-on-dark' : 'btn btn-primary',
  };
}
