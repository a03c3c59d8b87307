/** `npm start`: build the client if its sources changed since the last build, then serve it. */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../main';
import { ensureClientBuild } from './clientBuild';

const root = fileURLToPath(new URL('../../', import.meta.url));
const staticDir = join(root, 'dist');

try {
  ensureClientBuild(root, staticDir);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
await main({ staticDir });
