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
  'tests/integration/simulate-brands.test.ts',
  'tests/integration/start.test.ts',
  'tests/integration/storage.test.ts',
  'tests/integration/storage-s3.test.ts',
  'tests/integration/storage-uploads.test.ts',
  'tests/integration/unstorable-text.test.ts',
  'tests/integration/--exclude.test.ts',
  // The command-line tools with no server and the embedded database (or an unreachable
  // DATABASE_URL): whatever TEST_DATABASE says, they run the same (60 s on each pass).
  'tests/integration/admin-no-data.test.ts',
  // Reading the environment into a config: no database is opened.
  'tests/integration/config.test.ts',
  // Malformed request bodies are answered 400 before any resolver (or query) runs.
  'tests/integration/request-bodies.test.ts',
  // The response headers and the served HTML of a fake client build.
  'tests/integration/securityHeaders.test.ts',
  // The typed forms are normalised and checked in the service, before the same inserts the
  // kept account, catalog, campaign and deal files prove on PostgreSQL.
  'tests/integration/typed-input.test.ts',
  // Image decoding off the main thread and the uploads-in-flight bound: the event loop and
  // worker threads, with the same image rows images-quota.test.ts proves on PostgreSQL.
  'tests/integration/images-load.test.ts',
  // The gateway's card checks and error codes happen before anything is written; that the
  // number is in no table is read with one generic query, whatever the engine.
  'tests/integration/sandbox-gateway.test.ts',
  // Its bank account checks likewise; the payouts' money is proven on both engines by the
  // earnings files.
  'tests/integration/sandbox-bank-accounts.test.ts',
  // Reads failed payouts with one query; the payouts themselves are proven on both engines.
  'tests/integration/payouts-admin.test.ts',
];
