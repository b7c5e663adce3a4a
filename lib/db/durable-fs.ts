import fs from 'node:fs';

import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** What PGlite's file layer and Emscripten's NODEFS let us reach in `preRun` (not typed by PGlite). */
type EmscriptenNodeStream = { nfd: number };
type EmscriptenNodeFs = {
  stream_ops: { fsync?: (stream: EmscriptenNodeStream) => number };
  node_ops: { mknod: (parent: unknown, name: string, mode: number, dev: number) => unknown };
};
type EmscriptenModule = { NODEFS: EmscriptenNodeFs };

/** Owner-only bits: a visitor's data is no business of other users of the machine. */
const GROUP_AND_OTHERS = 0o077;

/**
 * PGlite's Node file layer (Emscripten's NODEFS) has no `fsync` stream operation, so every fsync
 * PostgreSQL asks for returns without reaching the disk, and PGlite starts PostgreSQL with `-F`
 * (fsync off) on top. This layer gives NODEFS a real `fsync` and creates every file and folder
 * owner-only. With `durableStartParams` a commit returns only after its WAL record is on disk.
 */
export class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>) {
    const result = await super.init(...args);
    const { emscriptenOpts } = result;
    const preRun = emscriptenOpts.preRun ?? [];
    emscriptenOpts.preRun = [
      ...(Array.isArray(preRun) ? preRun : [preRun]),
      (module: unknown) => makeDurable((module as EmscriptenModule).NODEFS),
    ];
    return result;
  }
}

function makeDurable(nodefs: EmscriptenNodeFs): void {
  nodefs.stream_ops.fsync = (stream) => {
    fs.fsyncSync(stream.nfd);
    return 0;
  };
  const mknod = nodefs.node_ops.mknod.bind(nodefs.node_ops);
  nodefs.node_ops.mknod = (parent, name, mode, dev) =>
    mknod(parent, name, mode & ~GROUP_AND_OTHERS, dev);
}

/**
 * PGlite's own start parameters without `-F` (so `fsync` is on), and with the WAL flushed by `fsync`:
 * Emscripten's `fdatasync`, PostgreSQL's default method on Linux, is a stub that syncs nothing.
 */
export function durableStartParams(): string[] {
  return [
    ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
    '-c',
    'fsync=on',
    '-c',
    'wal_sync_method=fsync',
  ];
}
