import { sql } from 'drizzle-orm';

import type { Database } from './client';
import { DataFolderInUseError } from './lock';

export type Readiness = { status: 200 | 503; body: { ready: boolean; database: string } };

/**
 * Whether this process can store a submission: its database opened and answers. A second server
 * started on a PGlite folder another one holds is not ready, so that a load balancer or a deploy
 * script sends it no visitors (its pages would render but every form would fail).
 */
export async function readiness(getDatabase: () => Promise<Database>): Promise<Readiness> {
  try {
    const database = await getDatabase();
    await database.db.execute(sql`select 1`);
    return { status: 200, body: { ready: true, database: database.kind } };
  } catch (error) {
    const database =
      error instanceof DataFolderInUseError
        ? 'data folder in use by another process'
        : 'unavailable';
    return { status: 503, body: { ready: false, database } };
  }
}
