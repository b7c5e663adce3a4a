const paths = {
  shield: 'M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zm-3 9l2 2 4-4',
  globe:
    'M12 3a9 9 0 100 18 9 9 0 000-18zm-9 9h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z',
  table: 'M4 5h16v14H4zM4 10h16M4 15h16M10 5v14',
  plus: 'M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zm0 6v6m-3-3h6',
  search: 'M11 4a7 7 0 100 14 7 7 0 000-14zm5 12l4 4',
  headset:
    'M4 14v-2a8 8 0 0116 0v2M4 14h3v5H5a1 1 0 01-1-1zm16 0h-3v5h2a1 1 0 001-1zm-3 5c0 1-2 2-5 2',
  wrench: 'M14.5 5.5a4 4 0 00-5 5L4 16l4 4 5.5-5.5a4 4 0 005-5l-2.5 2.5-2-.5-.5-2z',
  download: 'M12 4v11m0 0l-4-4m4 4l4-4M5 19h14',
  part: 'M4 8l8-4 8 4v8l-8 4-8-4zM4 8l8 4 8-4M12 12v8',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  phone: 'M6 3h3l2 5-2.5 1.5a11 11 0 006 6L16 13l5 2v3a2 2 0 01-2 2A16 16 0 014 5a2 2 0 012-2z',
  clock: 'M12 3a9 9 0 100 18 9 9 0 000-18zm0 4v5l3 2',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  led: 'M4 5h16v11H4zM8 20h8M12 16v4M7 8h2M11 8h2M15 8h2M7 12h2M11 12h2M15 12h2',
  document: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6',
  leaf: 'M5 19c0-8 5-14 15-15-1 10-7 15-15 15zm0 0l7-7',
} as const;

export type SupportIconName = keyof typeof paths;

type SupportIconProps = {
  name: SupportIconName;
  className?: string;
};

/** A line icon for support links and facts; always decorative (the text beside it says it all). */
export function SupportIcon({ name, className = 'size-6' }: SupportIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
