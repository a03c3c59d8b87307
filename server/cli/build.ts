/**
 * `npm start`'s build step: the client, the production server and the database template,
 * each rebuilt only when its sources changed (a hash of them is stamped next to the build).
 * Silent when it works; a failure prints the builder's own message and exits 1. Then
 * `npm start` runs the built server with plain `node`.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareDatabaseTemplate } from '../build/databaseTemplate';
import { bundleServer } from '../build/serverBundle';
import { ensureBuilt } from '../build/stamp';
import { buildPaths } from './buildPaths';
import { ensureClientBuild } from './clientBuild';

/** What the server bundle is made of (it imports the shared rules of domain/). */
const SERVER_SOURCES = ['server', 'domain', 'tsconfig.json', 'package-lock.json'];
/** What the template database is made of: the migrations and the engine's version. */
const TEMPLATE_SOURCES = ['server/db', 'package-lock.json'];

export async function buildAll(root: string): Promise<void> {
  const paths = buildPaths(root);
  ensureClientBuild(root, paths.client);
  await ensureBuilt(root, SERVER_SOURCES, `${paths.server}.sources-hash`, () =>
    bundleServer(join(root, 'server', 'cli', 'serve.ts'), paths.server),
  );
  await ensureBuilt(root, TEMPLATE_SOURCES, `${paths.databaseTemplate}.sources-hash`, () =>
    prepareDatabaseTemplate(paths.databaseTemplate),
  );
}

const entry = process.argv[1];
if (entry && resolve(entry) === fileURLToPath(import.meta.url)) {
  try {
    await buildAll(fileURLToPath(new URL('../../', import.meta.url)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
