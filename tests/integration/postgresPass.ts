/**
 * Integration files the PostgreSQL pass (TEST_DATABASE=postgres) leaves out. It runs what depends on the engine:
 * transactions and row locks under parallel requests, constraints, query plans,
 * LISTEN/NOTIFY, migrations, money. These either never reach the database (HTTP, the
 * build, processes, checks before any query, files and archives, the simulator driving the
 * API from outside) or only read and write through the same SQL
 * the kept files already prove on PostgreSQL; running them twice proved nothing more, and
 * CI time is budgeted.
 */
export const PGLITE_ONLY = [
  'tests/integration/account-email.test.ts',
  'tests/integration/account-password.test.ts',
  'tests/integration/account-profile.test.ts',
  'tests/integration/admin.test.ts',
  'tests/integration/art.test.ts',
  'tests/integration/content-archive.test.ts',
  'tests/integration/content-upload.test.ts',
  'tests/integration/brands.test.ts',
  'tests/integration/build.test.ts',
  'tests/integration/prerender.test.ts',
  'tests/integration/catalog-isolation.test.ts',
  'tests/integration/codegen.test.ts',
  'tests/integration/compression.test.ts',
  'tests/integration/exposure.test.ts',
  'tests/integration/graphql.test.ts',
  'tests/integration/graphql-limits.test.ts',
  'tests/integration/http.test.ts',
  'tests/integration/images.test.ts',
  'tests/integration/images-content.test.ts',
  'tests/integration/logging-request-id.test.ts',
  'tests/integration/mail.test.ts',
  'tests/integration/passwords.test.ts',
  'tests/integration/process.test.ts',
  'tests/integration/products.test.ts',
  'tests/integration/realtime.test.ts',
  'tests/integration/realtime-origins.test.ts',
  'tests/integration/roles.test.ts',
  'tests/integration/shutdown.test.ts',
  'tests/integration/simulate.test.ts',
  'tests/integration/simulate-deals.test.ts',
  'tests/integration/start.test.ts',
  'tests/integration/storage.test.ts',
  'tests/integration/storage-s3.test.ts',
  'tests/integration/storage-uploads.test.ts',
  'tests/integration/unstorable-text.test.ts',
  'tests/integration/--exclude.test.ts',
];
