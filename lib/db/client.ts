import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

import { DurableNodeFS, durableStartParams } from './durable-fs';
import { acquireFolderLock } from './lock';
import { migrationsDir, pgliteDir } from './paths';
import { ensurePrivateDir, privatiseTree } from './private-folder';
import { schema } from './schema';

/** The query builder, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /** Where the data lives, for messages (a folder, or the server URL without its password). */
  location: string;
  close: () => Promise<void>;
};

export type OpenOptions = {
  /** A PostgreSQL URL; when absent, PGlite in `dataDir`. */
  url?: string;
  dataDir?: string;
};

// Any fixed number shared by every process migrating the same PostgreSQL database.
const MIGRATION_LOCK_KEY = 461_207_931;

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgresql';
  }
}

async function openPostgres(url: string): Promise<Database> {
  // Several processes may start together: the advisory lock lets one of them migrate at a time.
  const migrator = new pg.Client({ connectionString: url });
  await migrator.connect();
  try {
    await migrator.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(migrator), { migrationsFolder: migrationsDir() });
  } finally {
    await migrator.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  });
  // An idle client losing its connection must not take the process down; the next query reconnects.
  pool.on('error', (error) => console.error('[db] idle PostgreSQL client error:', error.message));
  return {
    db: drizzleNodePg(pool, { schema }),
    kind: 'postgres',
    location: redact(url),
    close: () => pool.end(),
  };
}

async function openPglite(folder: string): Promise<Database> {
  ensurePrivateDir(path.dirname(folder));
  const release = acquireFolderLock(folder);
  try {
    ensurePrivateDir(folder);
    // Files of an older version or of a copy are made owner-only before PostgreSQL reads them; those
    // and initdb's (written through a layer without fsync) are flushed by the pass after it starts.
    privatiseTree(folder);
    const client = await PGlite.create({
      fs: new DurableNodeFS(folder),
      startParams: durableStartParams(),
    });
    privatiseTree(folder, { sync: true });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: migrationsDir() });
    return {
      db,
      kind: 'pglite',
      location: folder,
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Opens (and migrates) the database: PostgreSQL when a URL is given, PGlite otherwise. */
export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir ?? pgliteDir());
}

/** The settings from the environment: `DATABASE_URL`, else PGlite under `DATA_DIR`. */
export function databaseOptionsFromEnv(): OpenOptions {
  const url = process.env.DATABASE_URL?.trim();
  return url ? { url } : {};
}

type DbGlobal = typeof globalThis & { __synetechDatabase?: Promise<Database> };

/**
 * The process-wide database. Next bundles each route separately, so the instance lives on globalThis:
 * opening the same PGlite folder twice in one process would corrupt it.
 */
export function getDatabase(): Promise<Database> {
  const store = globalThis as DbGlobal;
  if (!store.__synetechDatabase) {
    store.__synetechDatabase = openDatabase(databaseOptionsFromEnv());
    // A failed open (e.g. the folder is locked) is retried on the next call rather than cached.
    store.__synetechDatabase.catch(() => {
      store.__synetechDatabase = undefined;
    });
  }
  return store.__synetechDatabase;
}
