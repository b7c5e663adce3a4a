type LogoProps = {
  className?: string;
};

/** The SYNETECH wordmark with its mark; decorative, the surrounding link carries the name. */
export function Logo({ className }: LogoProps) {
  return (
    <span className={`inline-flex items-center gap-2.5 ${className ?? ''}`}>
      <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#1f4fe0" />
        <path
          d="M22 10.5c-1.3-1.4-3.4-2.2-5.7-2.2-3.4 0-5.8 1.8-5.8 4.4 0 5.6 11.3 3.2 11.3 8.1 0 2-2 3.4-5.2 3.4-2.5 0-4.6-.9-6-2.6"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
        <circle cx="24.5" cy="24.5" r="2.2" fill="#22d3ee" />
      </svg>
      <span className="text-[1.05rem] font-bold tracking-[0.18em]">SYNETECH</span>
    </span>
  );
}
