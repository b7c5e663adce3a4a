import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase, type Database } from '@/lib/db/client';
import { submissions } from '@/lib/db/schema';
import { validSamples } from '@/scripts/form-samples';
import { seededScratchDataDir } from '@/scripts/pglite-template';

import { runOps, type OpsContext } from './operations';
import { sendOpsCommand, startOpsSocket } from './ops-socket';

const run = promisify(execFile);

describe('operator commands', { timeout: 120_000 }, () => {
  let dir: string;
  let database: Database;
  let ctx: OpsContext;

  beforeAll(async () => {
    dir = await seededScratchDataDir('synetech-ops-');
    database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
    ctx = { db: database.db, location: database.location, uploadsDir: path.join(dir, 'uploads') };
    const rows: Array<[string, string, string, Record<string, string>]> = [
      [
        'contact',
        '2026-03-01T10:00:00Z',
        'SYN-AAAA-0001',
        { ...validSamples.contact, message: '=HYPERLINK("http://evil")' },
      ],
      [
        'contact',
        '2026-03-15T10:00:00Z',
        'SYN-AAAA-0002',
        { ...validSamples.contact, organisation: '-1+1+cmd|" /C calc"!A0', message: '+1+1' },
      ],
      ['demo', '2026-03-20T10:00:00Z', 'SYN-AAAA-0003', validSamples.demo],
      ['contact', '2026-04-02T10:00:00Z', 'SYN-AAAA-0004', validSamples.contact],
    ];
    for (const [form, at, reference, data] of rows) {
      await database.db.insert(submissions).values({
        id: randomUUID(),
        reference,
        form,
        locale: 'es',
        name: data.name ?? null,
        email: data.email ?? null,
        data,
        createdAt: new Date(at),
      });
    }
  }, 180_000);
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('exports one form within dates as CSV, with formulas neutralised', async () => {
    const result = await runOps(
      {
        args: [
          'submissions',
          'export',
          '--form',
          'contact',
          '--from',
          '2026-03-01',
          '--to',
          '2026-03-31',
        ],
      },
      ctx,
    );
    expect(result.code).toBe(0);
    const records = parse(result.stdout, { columns: true }) as Array<Record<string, string>>;
    expect(records.map((r) => r.reference)).toEqual(['SYN-AAAA-0001', 'SYN-AAAA-0002']);
    expect(records[0]?.message).toBe(`'=HYPERLINK("http://evil")`);
    expect(records[0]?.email).toBe(validSamples.contact.email);
    expect(records[1]?.privacy).toBe('on');
    expect(records[1]?.organisation).toBe(`'-1+1+cmd|" /C calc"!A0`);
    expect(records[1]?.message).toBe("'+1+1");
    expect(Object.keys(records[0]!)).toEqual([
      'reference',
      'form',
      'created_at',
      'locale',
      'attachment',
      'topic',
      'country',
      'message',
      'name',
      'email',
      'phone',
      'organisation',
      'privacy',
    ]);
  });

  it('lists submissions and explains its usage', async () => {
    const list = await runOps({ args: ['submissions', 'list', '--form', 'demo'] }, ctx);
    expect(list.stdout).toContain('SYN-AAAA-0003');
    expect(list.stdout).toContain('1 submission(s)');
    const wrong = await runOps({ args: ['submissions', 'export', '--form', 'newsletter'] }, ctx);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('unknown form: newsletter');
    const impossible = await runOps(
      { args: ['submissions', 'export', '--from', '2026-02-30'] },
      ctx,
    );
    expect(impossible.code).toBe(2);
    expect(impossible.stdout).toBe('');
    expect(impossible.stderr).toContain('not a date: 2026-02-30 (a real day as YYYY-MM-DD)');
  });

  it('runs the same commands through the server socket', async () => {
    const socketPath = path.join(dir, 'ops.sock');
    const server = startOpsSocket(socketPath, async () => ctx);
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      expect((fs.statSync(socketPath).mode & 0o777).toString(8)).toBe('600');
      const remote = await sendOpsCommand(socketPath, { args: ['submissions', 'list'] });
      expect(remote).toEqual(await runOps({ args: ['submissions', 'list'] }, ctx));
    } finally {
      server.close();
    }
  });

  // Three CLI runs (tsx start-up each): minutes on a loaded 2-CPU machine.
  it(
    'the CLI goes through the server holding the PGlite folder, or refuses politely',
    { timeout: 300_000 },
    async () => {
      // This process holds the folder (as the site's server does) and listens on its socket.
      const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: '', OPS_SOCKET_WAIT_MS: '1000' };
      const server = startOpsSocket(path.join(dir, 'ops.sock'), async () => ctx);
      await new Promise((resolve) => server.once('listening', resolve));
      try {
        const { stdout } = await run(
          'npx',
          ['tsx', 'scripts/ops/index.ts', 'submissions', 'list'],
          {
            env,
          },
        );
        expect(stdout).toContain('4 submission(s)');
        // An export is personal data: 0600, also over a file that was world-readable.
        const out = path.join(dir, 'export.csv');
        fs.writeFileSync(out, 'old', { mode: 0o644 });
        fs.chmodSync(out, 0o644);
        await run('npx', ['tsx', 'scripts/ops/index.ts', 'submissions', 'export', '--out', out], {
          env,
        });
        expect((fs.statSync(out).mode & 0o777).toString(8)).toBe('600');
        expect(fs.readFileSync(out, 'utf8')).toContain('SYN-AAAA-0004');
      } finally {
        server.close();
        fs.rmSync(path.join(dir, 'ops.sock'), { force: true });
      }
      const refused = await run('npx', ['tsx', 'scripts/ops/index.ts', 'outbox', 'status'], {
        env,
      }).catch((error: { code: number; stderr: string }) => error);
      expect('code' in refused && refused.code).toBe(1);
      expect((refused as { stderr: string }).stderr).toContain(
        `is in use by process ${process.pid}. PGlite allows one process per data folder`,
      );
    },
  );
});
