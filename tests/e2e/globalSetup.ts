/**
 * Starts the product the way a user does — `npm start`, which builds the client when
 * needed and serves it with the API — on a free port with a fresh data directory.
 * The tests get its URL and data directory through `inject`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../integration/helpers/ports';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

const START_TIMEOUT_MS = 240_000;

/** The URL a starting server prints; rejects if it exits first or prints none in time. */
export function waitForUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`npm start printed no URL in time:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}:\n${output}`));
    });
  });
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ugc-desk-e2e-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  // The end-to-end run proves the embedded defaults, whatever the shell has set.
  delete env.DATABASE_URL;
  delete env.MQTT_URL;
  delete env.SMTP_URL;
  delete env.PUBLIC_URL;
  // As a user starts it: the test runner's NODE_ENV=test is not the product's.
  delete env.NODE_ENV;
  const child = spawn('npm', ['start'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const url = await waitForUrl(child);
  project.provide('baseUrl', url.replace('localhost', '127.0.0.1').replace(/\/$/, ''));
  project.provide('dataDir', dataDir);

  return async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
