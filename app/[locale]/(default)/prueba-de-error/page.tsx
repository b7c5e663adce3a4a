import { notFound } from 'next/navigation';

// Operators and the e2e suite need a way to see the 500 page of a running server: with
// ENABLE_ERROR_PROBE=1 this route fails on purpose; otherwise it does not exist.
export const dynamic = 'force-dynamic';

export default function ErrorProbePage() {
  if (process.env.ENABLE_ERROR_PROBE !== '1') notFound();
  throw new Error('Error probe: this failure was requested (ENABLE_ERROR_PROBE=1).');
}
