// Operator commands: `npm run ops -- <command>` (docs/operations.md).
import fs from 'node:fs';

import { databaseOptionsFromEnv, openDatabase } from '@/lib/db/client';
import { DataFolderInUseError, lockHolder } from '@/lib/db/lock';
import { opsSocketPath, pgliteDir, uploadsDir } from '@/lib/db/paths';
import { OPS_USAGE, runOps, type OpsRequest, type OpsResult } from '@/lib/forms/operations';
import { sendOpsCommand } from '@/lib/forms/ops-socket';

const SOCKET_WAIT_MS = Number(process.env.OPS_SOCKET_WAIT_MS ?? 30_000);

function takeOut(args: string[]): { args: string[]; out?: string } {
  const index = args.indexOf('--out');
  if (index === -1) return { args };
  const out = args[index + 1];
  if (!out) throw new Error('--out needs a file name');
  return { args: [...args.slice(0, index), ...args.slice(index + 2)], out };
}

async function run(request: OpsRequest): Promise<OpsResult> {
  const options = databaseOptionsFromEnv();
  if (!options.url) {
    const holder = lockHolder(pgliteDir());
    if (holder !== undefined) {
      // PGlite allows one process per data folder: ask the server that holds it to run the command.
      // A server that is still starting (opening and migrating the database) opens its socket
      // within seconds, so a refused connection is retried for a while.
      for (let waited = 0; ; waited += 500) {
        try {
          return await sendOpsCommand(opsSocketPath(), request);
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          const starting = code === 'ENOENT' || code === 'ECONNREFUSED';
          if (!starting || waited >= SOCKET_WAIT_MS || lockHolder(pgliteDir()) !== holder) {
            throw new DataFolderInUseError(pgliteDir(), holder);
          }
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
    }
  }
  const database = await openDatabase(options);
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

async function main(): Promise<number> {
  const { args, out } = takeOut(process.argv.slice(2));
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
    fs.writeFileSync(out, result.stdout);
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
