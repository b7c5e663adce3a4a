/**
 * What the log says about a failure to store a submission: the cause's name, SQLSTATE code and first
 * line, nothing else. Drizzle wraps a driver error in one whose message is the query and its
 * parameters (the visitor's name, email and message), and PostgreSQL's `detail` can quote the row:
 * neither may reach the log.
 */
export function describeFailure(error: unknown): string {
  let cause: unknown = error;
  // The innermost cause is the driver's (or the file system's) own error.
  for (let depth = 0; depth < 5 && cause instanceof Error && cause.cause; depth += 1) {
    cause = cause.cause;
  }
  if (!(cause instanceof Error)) return 'unknown error';
  const code = (cause as { code?: unknown }).code;
  const firstLine = cause.message.split('\n')[0] ?? '';
  // A query that failed without a driver cause carries only the query and its parameters.
  const message = /^Failed query:/.test(firstLine) ? 'database query failed' : firstLine;
  return [cause.name, typeof code === 'string' ? code : undefined, message]
    .filter(Boolean)
    .join(' ')
    .slice(0, 300);
}
