import fs from 'node:fs';
import net from 'node:net';

import { runOps, type OpsContext, type OpsRequest, type OpsResult } from './operations';

const MAX_REQUEST_BYTES = 64 * 1024 * 1024;

/**
 * Listens on a Unix socket inside the data folder so that `npm run ops` can work on a PGlite database
 * this server holds (PGlite allows one process per folder). Access is the socket file's permissions:
 * only the user running the server (mode 0600).
 */
export function startOpsSocket(socketPath: string, context: () => Promise<OpsContext>): net.Server {
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    const chunks: Buffer[] = [];
    let size = 0;
    socket.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) {
        socket.destroy();
        return;
      }
      chunks.push(chunk);
      if (!chunk.includes(10)) return;
      socket.pause();
      void (async () => {
        let result: OpsResult;
        try {
          const request = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OpsRequest;
          result = await runOps(request, await context());
        } catch (error) {
          result = { code: 1, stdout: '', stderr: `${(error as Error).message}\n` };
        }
        socket.end(`${JSON.stringify(result)}\n`);
      })();
    });
    socket.on('error', () => undefined);
  });
  server.listen(socketPath, () => fs.chmodSync(socketPath, 0o600));
  server.unref();
  const cleanup = () => fs.rmSync(socketPath, { force: true });
  process.once('exit', cleanup);
  return server;
}

/** Sends one command to a server's ops socket. */
export function sendOpsCommand(socketPath: string, request: OpsRequest): Promise<OpsResult> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(socketPath);
    const chunks: Buffer[] = [];
    socket.setTimeout(120_000, () =>
      socket.destroy(new Error('the server did not answer in time')),
    );
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OpsResult);
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}
