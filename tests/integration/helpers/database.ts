import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A fresh PostgreSQL database on the server of DATABASE_URL, dropped by the returned
 * function: empty, or a copy of `template` (the name of a database nobody is connected to,
 * such as the migrated one the integration run's global setup makes).
 */
export async function createTestDatabase(
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  const name = `ugc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
