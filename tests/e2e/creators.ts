/**
 * A server of its own for the creators tests, filled by `npm run seed`: the demo company
 * (the one logged in) with its active campaign, and generated creators. The shared
 * end-to-end server cannot be seeded, since seed only fills an empty database and other
 * test files add accounts to it. This one runs the build `npm start` made (the global
 * setup ran it) on a fresh data directory, and is stopped by the file that started it.
 */
import type { Page } from 'playwright-core';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import accountTexts from '@/locales/en/account.json';
import { runAdminCommand } from '@/server/admin/client';
import { buildPaths } from '@/server/cli/buildPaths';
import { waitForUrl } from './globalSetup';
import { reactOwnsRoot } from './helpers';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface SeededServer {
  /** http://127.0.0.1:port, no trailing slash. */
  url: string;
  dataDir: string;
  /** The demo company's active campaign (basic tier, beauty, every audience). */
  campaignId: string;
  /** `npm run admin -- …` against this server; fails the test on error. */
  admin: (...argv: string[]) => Promise<string>;
  /** A path that logs the browser in as the demo company. */
  demoLoginPath: () => Promise<string>;
  /** The demo company's session token, for reading what the server holds. */
  demoSession: () => Promise<string>;
  /** The password every seeded creator logs in with (the seed prints it). */
  creatorPassword: string;
  /**
   * The e-mail of the creator with a deal on every past campaign, paid; null when the
   * seed had too few creators to play a past.
   */
  creatorWithEarnings: string | null;
  stop: () => Promise<void>;
}

/** The product's own defaults (embedded database, broker and outbox), whatever the shell says. */
function productEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  for (const name of ['DATABASE_URL', 'MQTT_URL', 'SMTP_URL', 'PUBLIC_URL', 'NODE_ENV', 'PORT']) {
    delete env[name];
  }
  return env;
}

/** Collects a child's output; resolves with it once it closes, rejects on a non-zero exit. */
function outputOf(child: ChildProcess, what: string): Promise<string> {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${what} exited with ${code}:\n${output}`)),
    );
  });
}

/** The pathname of the link `admin impersonate` prints. */
const impersonationPathOf = (output: string) =>
  new URL(output.split(/\s+/).find((word) => word.includes('/account/impersonate/'))!).pathname;

/**
 * Starts a server on a free port with a fresh data directory and seeds it with `creators`
 * creators (seed 1); the demo company is the one to log in as.
 */
export async function startSeededServer(creators: number): Promise<SeededServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ugc-desk-e2e-seeded-'));
  const env = { ...productEnv(dataDir), PORT: '0' };
  const child = spawn(process.execPath, [buildPaths(ROOT).server], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const closed = new Promise((resolve) => child.once('close', resolve));
      child.kill('SIGTERM');
      await closed;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const url = (await waitForUrl(child)).replace('localhost', '127.0.0.1').replace(/\/$/, '');
    const admin = async (...argv: string[]) => {
      const result = await runAdminCommand(dataDir, argv, env);
      if (result.code !== 0) throw new Error(`admin ${argv[0]} failed: ${result.stderr}`);
      return result.stdout.trim();
    };
    const seeded = await admin('seed', '--creators', String(creators), '--seed', '1');
    const campaignId = /\/campaign\/(\d+)\/creators-discovery/.exec(seeded)?.[1];
    if (!campaignId) throw new Error(`seed printed no campaign:\n${seeded}`);
    const creatorPassword = /Creator password: +(\S+)/.exec(seeded)?.[1];
    if (!creatorPassword) throw new Error(`seed printed no creator password:\n${seeded}`);
    const creatorWithEarnings = /Creator with earnings: +(\S+)/.exec(seeded)?.[1] ?? null;
    const demoLoginPath = async () =>
      impersonationPathOf(await admin('impersonate', 'demo@example.com'));
    const demoSession = async () => decodeURIComponent((await demoLoginPath()).split('/').pop()!);
    return {
      url,
      dataDir,
      campaignId,
      admin,
      demoLoginPath,
      demoSession,
      creatorPassword,
      creatorWithEarnings,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * `npm run simulate -- --count N --campaign ID --url URL`: N creators apply to the
 * campaign through the creator side of the API. Answers the ids of those who applied.
 */
export async function simulateApplications(server: SeededServer, count: number): Promise<string[]> {
  // Fast: at its own pace the simulator waits minutes between two applications.
  const argv = ['run', 'simulate', '--', '--count', String(count), '--speed', '6000'];
  argv.push('--campaign', server.campaignId, '--url', server.url);
  const child = spawn('npm', argv, {
    cwd: ROOT,
    env: productEnv(server.dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = await outputOf(child, 'npm run simulate');
  const ids = [...output.matchAll(/creator (\d+) applied to campaign/g)].map((match) => match[1]!);
  if (ids.length !== count) throw new Error(`simulate made ${ids.length} applications:\n${output}`);
  return ids;
}

/** Logs the page in through the creators' login, as a creator would. */
export async function logInAsCreator(page: Page, server: SeededServer, email: string) {
  await page.goto(`${server.url}/creator/login`);
  await reactOwnsRoot(page);
  await page.getByLabel(accountTexts.fields.email).fill(email);
  await page.getByLabel(accountTexts.fields.password, { exact: true }).fill(server.creatorPassword);
  await page.getByRole('button', { name: accountTexts.login.submit }).click();
  await page.waitForURL('**/creator/marketplace');
}
