/**
 * `npm run dev`: the API server (restarted on change by tsx watch) on API_PORT and the Vite
 * dev server, which proxies /v1, /mqtt and /healthz to it (vite.config.ts). Signals go to
 * both; when either exits, the other is stopped and we exit with the first one's code.
 *
 * The children run in their own process groups, so Ctrl-C reaches only this process and
 * each child gets exactly one SIGTERM from us: `tsx watch` SIGKILLs its child when it gets
 * a second signal, which would cut its shutdown short. Hence also no stdin for
 * them (a background process group reading the terminal is stopped by SIGTTIN).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const apiPort = process.env.API_PORT || '8787';
const vitePort = process.env.VITE_PORT || '5173';
const env = { ...process.env, API_PORT: apiPort, NODE_ENV: process.env.NODE_ENV || 'development' };

function start(name: string, script: string, args: string[], childEnv: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [join(root, script), ...args], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  child.on('error', (error) => {
    console.error(`${name} could not start: ${error.message}`);
    shutdown(1);
  });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${name} exited (${signal ?? code}); stopping the other one`);
    shutdown(code ?? 1);
  });
  return child;
}

let stopping = false;
let exitCode = 0;
const children: ChildProcess[] = [];

function shutdown(code: number) {
  if (!stopping) {
    exitCode = code;
    stopping = true;
    // Once only: this runs again as each child exits, and a repeated signal makes
    // `tsx watch` SIGKILL the API server mid-shutdown.
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    }
  }
  if (children.every((child) => child.exitCode !== null || child.signalCode !== null)) {
    process.exit(exitCode);
  }
}

children.push(
  // The API binds to loopback: in development only Vite's proxy talks to it.
  start('API server', 'node_modules/tsx/dist/cli.mjs', ['watch', 'server/main.ts'], {
    ...env,
    PORT: apiPort,
    HOST: process.env.HOST || '127.0.0.1',
    // Links the server prints (impersonation…) must open the app, which Vite serves.
    PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${vitePort}`,
  }),
  // A fixed port (strict) so PUBLIC_URL above stays true.
  start('Vite', 'node_modules/vite/bin/vite.js', ['--port', vitePort, '--strictPort'], env),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => shutdown(0));
}
// Detached children outlive us unless told: covers exits through an uncaught error too.
process.on('exit', () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
});
