// The package ships no types; only what lib/db/lock.ts uses.
declare module 'fs-native-extensions' {
  /** Takes an exclusive (or `shared`) lock on an open file without waiting; false if it is held. */
  export function tryLock(fd: number, opts?: { shared?: boolean }): boolean;
  const fsExt: { tryLock: typeof tryLock };
  export default fsExt;
}
