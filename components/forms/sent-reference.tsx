type SentReferenceProps = { label: string; hint: string; reference: string };

/** The reference number of the request just sent, as the confirmation page shows it. */
export function SentReference({ label, hint, reference }: SentReferenceProps) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-[var(--shadow-card)] outline outline-line">
      <p className="text-sm font-medium text-muted">{label}</p>
      <p className="mt-1 font-mono text-2xl font-bold tracking-wider text-ink md:text-3xl">
        {reference}
      </p>
      <p className="mt-2 text-sm text-muted">{hint}</p>
    </div>
  );
}
