/**
 * The serving front's table alone (the part of `npm run bench` that starts the front), printed:
 *
 *   BENCH_PORT=3120 npx tsx scripts/bench/front.ts [--duration=3] [--rounds=3] [--kinds=home,js]
 *     [--tls=home]     those kinds also over TLS 1.3 with HTTP/1.1 and HTTP/2 (`--tls=` for none)
 *
 * Ports: BENCH_PORT + 8 (Node), + 9 (the front), + 10 (the reference nginx), + 11 and + 12 (the
 * front over TLS: HTTP/2, HTTP/1.1), + 13 and + 14 (the reference over TLS).
 */
import { measureFront } from './serving-front';

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

const port = Number(process.env.BENCH_PORT ?? 3120) + 8;
const started = Date.now();
const front = await measureFront(port, Number(option('duration') ?? 3), {
  rounds: Number(option('rounds') ?? 3),
  kinds: option('kinds')?.split(','),
  tlsKinds: (option('tls') ?? 'home').split(',').filter(Boolean),
});
console.log(front.table);
if (front.tlsTable) console.log(`\n${front.tlsTable}\n`);
for (const r of front.results.filter((result) => !result.name.includes(' conn.: '))) {
  console.log(
    `${r.name}: ${Math.round(r.requestsPerSecond)} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ${r.errors} errors, ${r.non2xx} non-2xx`,
  );
}
console.log(front.failures.length ? `broken:\n${front.failures.join('\n')}` : 'all budgets hold');
console.log(`${Math.round((Date.now() - started) / 1000)} s`);
process.exit(front.failures.length ? 1 : 0);
