import { describe, expect, it } from 'vitest';

import { chunkReloadAllowed, claimChunkReload, isChunkLoadError } from './chunk-reload';
import { platform } from './constants';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('isChunkLoadError', () => {
  it.each([
    Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }),
    new Error('Loading CSS chunk app/page failed'),
    new Error('Failed to load chunk /_next/static/chunks/0abc.js from module 1234'),
    new TypeError('Failed to fetch dynamically imported module: https://x.test/a.js'),
    new TypeError('error loading dynamically imported module'),
    new TypeError('Importing a module script failed.'),
    'ChunkLoadError: Loading chunk 7 failed',
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new Error('Cannot read properties of undefined'), null, undefined, 42, {}])(
    'ignores %s',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );
});

describe('the chunk reload guard', () => {
  const guard = platform.chunkReloadGuardMs;

  it('lets a path reload once per guard window', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, '/contacto', 1_000)).toBe(true);
    expect(claimChunkReload(storage, '/contacto', 1_000 + guard - 1)).toBe(false);
    expect(chunkReloadAllowed(storage, '/contacto', 1_000 + guard)).toBe(true);
    expect(claimChunkReload(storage, '/contacto', 1_000 + guard)).toBe(true);
  });

  it('counts each path on its own', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, '/contacto', 5_000)).toBe(true);
    expect(claimChunkReload(storage, '/noticias', 5_001)).toBe(true);
  });

  it('never reloads without working storage (no guard means a possible loop)', () => {
    expect(claimChunkReload(null, '/contacto', 1)).toBe(false);
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimChunkReload(broken, '/contacto', 1)).toBe(false);
    const unreadable = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(chunkReloadAllowed(unreadable, '/contacto', 1)).toBe(false);
  });
});
