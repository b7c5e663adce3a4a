import type { Db } from '@/lib/db/client';

import { parseSince, reportText, vitalsReport } from './report';

export const VITALS_USAGE =
  '  vitals [--since 28d|YYYY-MM-DD] [--compare YYYY-MM-DD] [--html report.html]';

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  if (index === -1) return undefined;
  return args[index + 1] ?? '';
}

/**
 * `npm run ops -- vitals …`: the text report, or with `--json` the report's data (the CLI draws
 * `--html` from it on the operator's side, so the server never loads the chart library).
 */
export async function vitalsCommand(
  db: Db,
  args: string[],
  now = new Date(),
): Promise<{ stdout: string } | { usage: string }> {
  const since = option(args, 'since') ?? '28d';
  const from = parseSince(since, now);
  if (!from) {
    return { usage: `--since needs a number of days (28d) or a day (YYYY-MM-DD): ${since}` };
  }
  const compareValue = option(args, 'compare');
  const compare = compareValue === undefined ? undefined : parseSince(compareValue, now);
  if (compareValue !== undefined && (!compare || /d$/.test(compareValue) || compare >= now)) {
    return { usage: `--compare needs a past day (YYYY-MM-DD): ${compareValue}` };
  }
  const report = await vitalsReport(db, { from, compare, now });
  return { stdout: args.includes('--json') ? JSON.stringify(report) : reportText(report) };
}
