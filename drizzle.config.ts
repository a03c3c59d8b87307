import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` diffs the tables in server/db/schema/ against the last snapshot and
// writes the next SQL migration; the server applies them at start (server/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema',
  out: './server/db/migrations',
});
