type DisplayIllustrationProps = {
  className?: string;
  title?: string;
};

/** An interactive display on a stand showing a lesson; drawn in the brand palette. */
export function DisplayIllustration({ className, title }: DisplayIllustrationProps) {
  return (
    <svg
      viewBox="0 0 640 440"
      className={className}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      <defs>
        <linearGradient id="di-screen" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#12204a" />
          <stop offset="1" stopColor="#1f4fe0" />
        </linearGradient>
        <linearGradient id="di-glow" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#22d3ee" stopOpacity=".55" />
          <stop offset="1" stopColor="#22d3ee" stopOpacity="0" />
        </linearGradient>
      </defs>
      <ellipse cx="320" cy="420" rx="250" ry="14" fill="#0a0f1c" opacity=".12" />
      <rect x="300" y="330" width="40" height="80" rx="6" fill="#c9d1e0" />
      <rect x="230" y="402" width="180" height="12" rx="6" fill="#aab4c6" />
      <rect x="40" y="30" width="560" height="320" rx="18" fill="#0a0f1c" />
      <rect x="54" y="44" width="532" height="292" rx="8" fill="url(#di-screen)" />
      <rect x="54" y="44" width="532" height="120" rx="8" fill="url(#di-glow)" opacity=".35" />
      <rect x="78" y="70" width="210" height="16" rx="8" fill="#fff" opacity=".95" />
      <rect x="78" y="98" width="150" height="10" rx="5" fill="#fff" opacity=".55" />
      <rect x="78" y="150" width="230" height="150" rx="12" fill="#fff" opacity=".1" />
      <path
        d="M96 270c30-40 52-58 78-50s40 36 66-6 38-52 52-44"
        fill="none"
        stroke="#22d3ee"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="292" cy="170" r="7" fill="#ffb020" />
      <rect x="332" y="150" width="230" height="66" rx="12" fill="#fff" opacity=".14" />
      <rect x="332" y="234" width="230" height="66" rx="12" fill="#fff" opacity=".14" />
      <circle cx="366" cy="183" r="16" fill="#5b8cff" />
      <circle cx="366" cy="267" r="16" fill="#22d3ee" />
      <rect x="394" y="175" width="130" height="10" rx="5" fill="#fff" opacity=".8" />
      <rect x="394" y="259" width="100" height="10" rx="5" fill="#fff" opacity=".8" />
      <rect x="296" y="338" width="48" height="4" rx="2" fill="#22d3ee" opacity=".8" />
    </svg>
  );
}
