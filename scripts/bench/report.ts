/* The bench's report: the serving table, the proxy's cost, and docs/performance.md's generated block. */
import fs from 'node:fs';

import * as prettier from 'prettier';

import { type ServingResult } from './load-tools';

const MARK_START = '<!-- bench:start -->';
const MARK_END = '<!-- bench:end -->';

/** Milliseconds of server time per request that a proxy adds, from a with/without pair. */
export function proxyCost(serving: ServingResult[]) {
  const rps = (name: string) => serving.find((r) => r.name === name)?.requestsPerSecond;
  const [ours, oursOff, bare, bareProxy] = [
    rps('next start + our proxy'),
    rps('next start, same build, proxy off'),
    rps('next start, bare Next.js page'),
    rps('next start, bare Next.js page + a do-nothing proxy'),
  ];
  if (!ours || !oursOff || !bare || !bareProxy) return undefined;
  const oursMs = 1000 / ours - 1000 / oursOff;
  const machineryMs = 1000 / bareProxy - 1000 / bare;
  return { oursMs, machineryMs, ourCodeMs: oursMs - machineryMs };
}

export function servingTable(results: ServingResult[]): string {
  return [
    '| server | URL | req/s | p50 | p99 | errors | non-2xx |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.name} | \`${new URL(r.url).pathname}\` | ${Math.round(r.requestsPerSecond).toLocaleString('en')} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.errors} | ${r.non2xx} |`,
    ),
  ].join('\n');
}

/** Rewrites the generated block of docs/performance.md, formatted as `npm test`'s prettier check wants. */
export async function writeDocs(section: string): Promise<void> {
  const file = 'docs/performance.md';
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const start = current.indexOf(MARK_START);
  const end = current.indexOf(MARK_END);
  const block = `${MARK_START}\n${section}\n${MARK_END}`;
  const next =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${block}${current.slice(end + MARK_END.length)}`
      : `${current}\n${block}\n`;
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(next, { ...options, filepath: file }));
}
