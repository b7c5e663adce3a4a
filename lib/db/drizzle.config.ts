import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration after a change to schema.ts. The same files migrate
// PGlite and PostgreSQL at start-up (lib/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema.ts',
  out: './lib/db/migrations',
});
