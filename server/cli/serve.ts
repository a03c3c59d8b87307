/**
 * The production server's entry: bundled into build/server/main.js and run with plain
 * `node` by `npm start` (server/cli/build.ts builds it first). It serves the client build
 * in dist/ and creates a new embedded database from the prepared template.
 */
import { fileURLToPath } from 'node:url';
import { main } from '../main';
import { buildPaths } from './buildPaths';

const root = fileURLToPath(new URL('../../', import.meta.url));
const paths = buildPaths(root);
await main({ staticDir: paths.client, databaseTemplate: paths.databaseTemplate });
