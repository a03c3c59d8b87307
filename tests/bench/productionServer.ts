import { spawn } from 'node:child_process';
import { buildPaths } from '@/server/cli/buildPaths';

/**
 * The production server (`node build/server/main.js`, as `npm start` runs it after its
 * build) on a free port with the given data directory; `url` resolves once it listens.
 */
export function startProductionServer(root: string, dataDir: string) {
  const child = spawn(process.execPath, [buildPaths(root).server], {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1].replace('http://localhost:', 'http://127.0.0.1:'));
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  return { child, url };
}
