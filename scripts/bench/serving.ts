import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { nginxMain, nginxTempPaths } from '@/scripts/nginx-preamble';
import {
  startProductionServer,
  startServer,
  type RunningServer,
} from '@/scripts/production-server';

/* The servers of the bench's serving table: a reference nginx, `next start` without the proxy, bare apps. */

/** Debian's nginx on `config`, written into its throwaway folder `dir` (removed when it stops). */
export async function runNginx(dir: string, config: string, port: number): Promise<RunningServer> {
  fs.writeFileSync(path.join(dir, 'nginx.conf'), config);
  const nginx =
    process.env.NGINX ?? (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
  const server = await startServer(nginx, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], {
    url: `http://127.0.0.1:${port}`,
  });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Debian's nginx serving one HTML file on a loopback port, from a throwaway config in the temp
 * folder (the reference the issue compares `next start` with).
 */
export async function startNginx(html: string, port: number): Promise<RunningServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  fs.chmodSync(dir, 0o755);
  fs.writeFileSync(path.join(dir, 'page.html'), html, { mode: 0o644 });
  const config = `${nginxMain(dir, { connections: 4096, errorLog: `${dir}/error.log` })}
http {
  access_log off;
  ${nginxTempPaths(dir)}
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    location / { default_type text/html; try_files /page.html =404; }
  }
}
`;
  return runNginx(dir, config, port);
}

/**
 * The same production build served by `next start` with the proxy switched off: a temp project
 * whose entries link to this one, with a hard-linked `.next` whose functions manifest no longer
 * lists `/_middleware` (the file Next.js reads at start to load a Node proxy).
 */
export async function startWithoutProxy(port: number): Promise<RunningServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-no-proxy-'));
  for (const entry of fs.readdirSync('.')) {
    if (entry === '.next' || entry === 'data') continue;
    fs.symlinkSync(path.resolve(entry), path.join(dir, entry));
  }
  await new Promise<void>((resolve, reject) =>
    spawn('cp', ['-al', path.resolve('.next'), path.join(dir, '.next')]).once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`cp -al .next failed (${code})`)),
    ),
  );
  const manifestPath = path.join(dir, '.next/server/functions-config-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as {
    functions: Record<string, unknown>;
  };
  delete manifest.functions['/_middleware'];
  // A new file, not a write through the hard link into the real build.
  fs.rmSync(manifestPath);
  fs.writeFileSync(manifestPath, JSON.stringify(manifest));
  const server = await startNextIn(dir, port);
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `next start` of an app folder (the bare floor app, the proxy-less copy), on `localhost`. */
export function startNextIn(dir: string, port: number): Promise<RunningServer> {
  return startProductionServer(port, { cwd: dir, readyPath: '/' });
}
