// Operator commands: `npm run ops -- <command>` (docs/operations.md).
import fs from 'node:fs';

import { databaseOptionsFromEnv, openDatabase, type Database } from '@/lib/db/client';
import { opsSocketPath, uploadsDir } from '@/lib/db/data-folder';
import { DataFolderInUseError } from '@/lib/db/lock';
import { PRIVATE_FILE_MODE } from '@/lib/db/private-folder';
import { OPS_USAGE, runOps, type OpsRequest, type OpsResult } from '@/lib/server/operations';
import { sendOpsCommand } from '@/lib/server/ops-socket';
import type { VitalsReport } from '@/lib/vitals/report';

const SOCKET_WAIT_MS = Number(process.env.OPS_SOCKET_WAIT_MS ?? 30_000);

function takeOut(args: string[], flag = '--out'): { args: string[]; out?: string } {
  const index = args.indexOf(flag);
  if (index === -1) return { args };
  const out = args[index + 1];
  if (!out) throw new Error(`${flag} needs a file name`);
  return { args: [...args.slice(0, index), ...args.slice(index + 2)], out };
}

/**
 * `vitals --html file`: the server (or this process) answers the report's data, and the page with
 * its charts is drawn here, so the server never loads the chart library.
 */
async function vitalsHtml(args: string[], file: string): Promise<number> {
  const result = await run({ args: [...args, '--json'] });
  process.stderr.write(result.stderr);
  if (result.code !== 0) return result.code;
  const { reportHtml } = await import('@/lib/vitals/report-html');
  fs.writeFileSync(file, reportHtml(JSON.parse(result.stdout) as VitalsReport));
  console.log(`Written to ${file}`);
  return 0;
}

/** Opens the database itself, or with PGlite held by a server, asks that server through its socket. */
async function run(request: OpsRequest): Promise<OpsResult> {
  const options = databaseOptionsFromEnv();
  for (let waited = 0; ; waited += 500) {
    let database: Database;
    try {
      database = await openDatabase(options);
    } catch (error) {
      if (!(error instanceof DataFolderInUseError)) throw error;
      // PGlite allows one process per data folder: the server holding it runs the command. A server
      // that is still starting opens its socket within seconds, so a refused connection is retried.
      try {
        return await sendOpsCommand(opsSocketPath(), request);
      } catch (socketError) {
        const code = (socketError as NodeJS.ErrnoException).code;
        if ((code !== 'ENOENT' && code !== 'ECONNREFUSED') || waited >= SOCKET_WAIT_MS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500));
        continue;
      }
    }
    try {
      return await runOps(request, {
        db: database.db,
        location: database.location,
        uploadsDir: uploadsDir(),
      });
    } finally {
      await database.close();
    }
  }
}

/** Writes personal data for the operator's eyes only: 0600, also when the file was already there. */
function writePrivate(file: string, text: string): void {
  const fd = fs.openSync(file, 'w', PRIVATE_FILE_MODE);
  try {
    fs.fchmodSync(fd, PRIVATE_FILE_MODE);
    fs.writeSync(fd, text);
  } finally {
    fs.closeSync(fd);
  }
}

async function main(): Promise<number> {
  const { args, out } = takeOut(process.argv.slice(2));
  if (args[0] === 'vitals') {
    const html = takeOut(args, '--html');
    if (html.out) return vitalsHtml(html.args, html.out);
  }
  if (args.length === 0 || args[0] === 'help' || args[0] === '--help') {
    console.log(OPS_USAGE);
    return args.length === 0 ? 2 : 0;
  }
  let input: string | undefined;
  if (args[0] === 'warranty' && args[1] === 'import') {
    const file = args[2];
    if (!file || file.startsWith('--')) {
      console.error(`warranty import needs a CSV file\n\n${OPS_USAGE}`);
      return 2;
    }
    input = fs.readFileSync(file, 'utf8');
  }
  const result = await run({ args, input });
  if (out && result.code === 0) {
    writePrivate(out, result.stdout);
    console.log(`Written to ${out}`);
  } else {
    process.stdout.write(result.stdout);
  }
  process.stderr.write(result.stderr);
  return result.code;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof DataFolderInUseError ? error.message : error);
    process.exit(1);
  },
);
