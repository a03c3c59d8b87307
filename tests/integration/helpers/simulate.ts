/** `npm run simulate` as the tests run it: a child process against a test server's DATA_DIR. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ROOT } from './processes';
import type { TestServer } from './testServer';

const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

/**
 * Runs `npm run simulate -- …args` against the test server (found through its DATA_DIR)
 * until it exits, or, given `until`, until its output matches it, then stops it as Ctrl-C
 * would. Answers the exit code and everything it wrote.
 */
export function runSimulate(
  t: Pick<TestServer, 'dataDir'>,
  args: string[],
  until?: RegExp,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(TSX, ['server/cli/simulate.ts', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, DATA_DIR: t.dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    if (until?.test(output)) child.kill('SIGINT');
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}
