import { join } from 'node:path';

/** Where `npm start`'s build step writes, under the checkout `root` (all git-ignored). */
export function buildPaths(root: string) {
  return {
    /** The client (vite build). */
    client: join(root, 'dist'),
    /** The production server, one ES module run by plain `node`. */
    server: join(root, 'build', 'server', 'main.js'),
    /** An embedded database with every migration applied, copied into a new data directory. */
    databaseTemplate: join(root, 'build', 'database-template'),
  };
}
