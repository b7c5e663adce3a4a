'use client';

import { useServerErrorStrings } from '@/components/errors/server-error-strings';
import { useChunkErrorReload } from '@/components/platform/use-chunk-error-reload';

type ErrorPageProps = {
  error: Error & { digest?: string };
  reset: () => void;
};

/** A render error inside the site's layout: the localized "Internal Server Error" page. */
export default function ErrorPage({ error, reset }: ErrorPageProps) {
  const t = useServerErrorStrings();
  if (useChunkErrorReload(error)) return null;
  return (
    <section className="container-site py-20 md:py-28">
      <p className="eyebrow">500</p>
      <h1 className="mt-3 text-title font-bold">{t.heading}</h1>
      <p className="mt-5 max-w-2xl text-lg text-muted">{t.body}</p>
      <button type="button" onClick={reset} className="mt-8 btn btn-primary">
        {t.retry}
      </button>
    </section>
  );
}
