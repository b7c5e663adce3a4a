import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { announceBuild } from '@/lib/platform/announce-build';

import { buildConf } from './build-id';
import { appliedFile, followBuild, type BuildFollower } from './follow-build';

let follower: BuildFollower | undefined;
const dirs: string[] = [];

function frontDir(): { dir: string; buildFile: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'follow-build-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'build.conf'), buildConf(''));
  return { dir, buildFile: path.join(dir, 'build-id') };
}

afterEach(() => {
  follower?.stop();
  follower = undefined;
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('a build Node announces', () => {
  it('is in the front configuration before Node serves', async () => {
    const { dir, buildFile } = frontDir();
    follower = followBuild(dir, buildFile);
    await announceBuild(buildFile, 'build-a', 5_000);
    expect(fs.readFileSync(path.join(dir, 'build.conf'), 'utf8')).toBe(buildConf('build-a'));
    await announceBuild(buildFile, 'build-b', 5_000);
    expect(fs.readFileSync(path.join(dir, 'build.conf'), 'utf8')).toBe(buildConf('build-b'));
    expect(fs.readFileSync(appliedFile(buildFile), 'utf8').trim()).toBe('build-b');
  });

  it('waits for the front, and no longer than its bound', async () => {
    const { buildFile } = frontDir();
    // A front that follows the file but has not taken the build yet.
    fs.writeFileSync(appliedFile(buildFile), 'build-a\n');
    const started = Date.now();
    await announceBuild(buildFile, 'build-b', 300);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(fs.readFileSync(buildFile, 'utf8').trim()).toBe('build-b');
  });

  it('does not wait when no front follows the file', async () => {
    const { buildFile } = frontDir();
    const started = Date.now();
    await announceBuild(buildFile, 'build-a', 5_000);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('leaves a file that is not a build id out of the configuration', async () => {
    const { dir, buildFile } = frontDir();
    follower = followBuild(dir, buildFile);
    await announceBuild(buildFile, 'build-a', 5_000);
    fs.writeFileSync(buildFile, '"; evil;\n');
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(fs.readFileSync(path.join(dir, 'build.conf'), 'utf8')).toBe(buildConf(''));
  });
});
