import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` diffs server/db/schema.ts against the last snapshot and writes the
// next SQL migration; the server applies them at start (server/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
