/**
 * The static checks of `npm test` at once: generated code, types, lint, formatting, dead
 * code (knip) and locale files without a key twice (tests/localeKeys.ts). Each is
 * single-threaded (tsc, ESLint, Prettier), so on two cores side by side they end sooner
 * than one after the other. Each one's output is printed whole when it ends, so a failure
 * stays readable; the exit code is non-zero if any failed.
 */
import { spawn } from 'node:child_process';

const CHECKS: Array<{ name: string; command: string[] }> = [
  { name: 'generated code is current', command: ['npm', 'run', '-s', 'codegen:check'] },
  { name: 'typecheck', command: ['npm', 'run', '-s', 'typecheck'] },
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings=0'] },
  { name: 'formatting', command: ['npx', 'prettier', '--check', '.'] },
  { name: 'dead code', command: ['npx', 'knip'] },
  { name: 'locale files have each key once', command: ['npx', 'tsx', 'tests/localeKeys.ts'] },
];

function run({ name, command }: (typeof CHECKS)[number]): Promise<boolean> {
  const started = Date.now();
  const child = spawn(command[0]!, command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    const done = (ok: boolean, extra = '') => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`\n--- ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds} s`);
      process.stdout.write(Buffer.concat(output).toString() + extra);
      resolve(ok);
    };
    child.once('error', (error) => done(false, `${error.message}\n`));
    child.once('close', (status) => done(status === 0));
  });
}

const results = await Promise.all(CHECKS.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
