/**
 * Keeps the front's configuration on the build Node runs. Node writes its build id to
 * FRONT_BUILD_FILE when it starts (lib/platform/announce-build.ts); on every change this rewrites
 * build.conf ($front_build, part of every cache key), reloads nginx, waits until no worker keys on
 * the old build any more, then writes the id to `<file>.applied`. Node waits for that before it
 * answers, so the first request a new build answers is already keyed on it and no page of the old
 * build is served again. nginx used to read the file on every request, in njs (issue 30).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

import { buildConf, CONTROL_SOCKET, readBuildId } from './build-id';

export type BuildFollower = {
  /** Call once nginx answers: from then on a change reloads it. */
  nginxStarted: (pid: number) => void;
  stop: () => void;
};

/** The file Node waits on: it exists while a front follows `buildFile`. */
export function appliedFile(buildFile: string): string {
  return `${buildFile}.applied`;
}

function writeAtomically(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

/** The build nginx's workers key on, asked on its control socket. */
function workersBuild(dir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get({ socketPath: path.join(dir, CONTROL_SOCKET), path: '/build', agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.once('end', () => resolve(body));
        res.once('error', reject);
      })
      .once('error', reject);
  });
}

function workerPids(master: number): number[] {
  try {
    return fs
      .readFileSync(`/proc/${master}/task/${master}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number)
      .filter((pid) => {
        try {
          return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('worker process');
        } catch {
          return false;
        }
      });
  } catch {
    return [];
  }
}

const alive = (pid: number) => fs.existsSync(`/proc/${pid}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(test: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const passed = await Promise.resolve()
      .then(test)
      .catch(() => false);
    if (passed) return true;
    await sleep(10);
  }
  return false;
}

/**
 * Follows `buildFile` for the front in `dir`, whose configuration (writeFrontConfig) already holds
 * the build the file named when it was written.
 */
export function followBuild(dir: string, buildFile: string): BuildFollower {
  const conf = path.join(dir, 'build.conf');
  let master: number | undefined;
  let queue = Promise.resolve();

  const apply = async () => {
    const id = readBuildId(buildFile);
    const text = buildConf(id);
    if (fs.readFileSync(conf, 'utf8') !== text) writeAtomically(conf, text);
    if (master !== undefined && (await workersBuild(dir).catch(() => '')) !== id) {
      const old = workerPids(master);
      // SIGHUP: nginx rereads its configuration, starts new workers, then (100 ms later) tells the
      // old ones to stop accepting and finish what they serve.
      process.kill(master, 'SIGHUP');
      const reloaded = await until(async () => (await workersBuild(dir)) === id, 10_000);
      const oldGone = await until(() => !old.some(alive), 10_000);
      if (!reloaded || !oldGone) console.error(`front: nginx did not take build ${id} in 10 s`);
    }
    const acknowledged = appliedFile(buildFile);
    if (readBuildId(acknowledged) !== id || !fs.existsSync(acknowledged)) {
      writeAtomically(acknowledged, `${id}\n`);
    }
  };
  const check = () => {
    queue = queue.then(apply).catch((error: unknown) => console.error('front:', error));
  };

  check();
  const watcher = fs.watch(dir, (_, name) => {
    if (name === path.basename(buildFile)) check();
  });
  // A safety net where file events are not delivered (some network and container filesystems).
  const timer = setInterval(check, 2_000);
  timer.unref();
  return {
    nginxStarted: (pid) => {
      master = pid;
      check();
    },
    stop: () => {
      watcher.close();
      clearInterval(timer);
      fs.rmSync(appliedFile(buildFile), { force: true });
    },
  };
}
