// `npm run bench:forms [-- --count 1000 --concurrency 16]`: submissions per second and latency of the
// whole pipeline (HTTP, validation, one committed transaction) against the production build, first on
// PGlite, then on a throwaway PostgreSQL server. Run `npm run build` first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { validSamples } from '@/scripts/form-samples';
import { startFormServer } from '@/scripts/form-server';
import { freePort, startPostgres } from '@/scripts/postgres-server';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
}

const COUNT = option('count', 1000);
const CONCURRENCY = option('concurrency', 16);
const WARM_UP = 50;

type Result = { engine: string; perSecond: number; p50: number; p99: number; failures: number };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function run(engine: string, databaseUrl: string): Promise<Result> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'synetech-bench-'));
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server = await startFormServer(port, {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    FORMS_RATE_LIMIT: 'off',
    FORM_TOKENS_RATE_LIMIT: 'off',
    FORM_MIN_FILL_MS: '0',
    SMTP_URL: '',
    SMTP_HOST: '',
  });
  try {
    const tokens = await Promise.all(
      Array.from({ length: COUNT + WARM_UP }, async () => {
        const response = await fetch(`${base}/api/forms/token`);
        return ((await response.json()) as { token: string }).token;
      }),
    );
    const latencies: number[] = [];
    let failures = 0;
    const send = async (token: string, timed: boolean) => {
      const body = new URLSearchParams({ ...validSamples.contact, _token: token });
      const started = performance.now();
      const response = await fetch(`${base}/api/forms/contact?locale=es`, {
        method: 'POST',
        headers: {
          origin: base,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body,
      });
      await response.arrayBuffer();
      if (response.status !== 201) failures += 1;
      if (timed) latencies.push(performance.now() - started);
    };
    const pool = async (list: string[], timed: boolean) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < list.length) await send(list[next++]!, timed);
        }),
      );
    };
    await pool(tokens.slice(0, WARM_UP), false);
    const started = performance.now();
    await pool(tokens.slice(WARM_UP), true);
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      engine,
      perSecond: COUNT / seconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      failures,
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (!fs.existsSync('.next/BUILD_ID')) {
    console.error('No production build: run `npm run build` first.');
    process.exit(2);
  }
  console.log(
    `${COUNT} contact submissions, ${CONCURRENCY} at a time, after ${WARM_UP} to warm up\n`,
  );
  const results = [await run('PGlite', '')];
  const postgres = await startPostgres();
  try {
    results.push(await run('PostgreSQL', postgres.url));
  } finally {
    postgres.stop();
  }
  console.log('engine       submissions/s   p50 ms   p99 ms   failed');
  for (const r of results) {
    console.log(
      `${r.engine.padEnd(12)} ${r.perSecond.toFixed(0).padStart(13)} ${r.p50.toFixed(1).padStart(8)} ${r.p99
        .toFixed(1)
        .padStart(8)} ${String(r.failures).padStart(8)}`,
    );
  }
  if (results.some((r) => r.failures > 0)) process.exit(1);
}

void main();
