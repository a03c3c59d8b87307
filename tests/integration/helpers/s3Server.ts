/**
 * An S3-compatible server of the test's own (s3rver, keeping its objects in a temporary
 * folder), on a free port, in a child process: what it holds in memory is not counted as
 * the app server's (the upload memory test measures this process).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';
import { freePort } from './ports';
import { startTestServer } from './testServer';
import type { TestServer } from './testServer';

export interface S3Server {
  /** e.g. http://127.0.0.1:41234 */
  endpoint: string;
  bucket: string;
  /** What a server needs to store its files there (STORAGE_URL, endpoint, credentials). */
  env: Record<string, string>;
  /** The keys stored under `prefix` (sorted), asked of the server itself (ListObjectsV2). */
  keys(prefix?: string): Promise<string[]>;
  /** Stops it and removes its folder. */
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 10_000;

/** s3rver checks request signatures against its one account: these are its credentials. */
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/** Run by the child: argv = s3rver's module, port, folder, bucket. */
const CHILD = `
const S3rver = require(process.argv[1]);
const [port, directory, name] = process.argv.slice(2);
new S3rver({ port: Number(port), address: '127.0.0.1', directory, silent: true,
  configureBuckets: [{ name }] })
  .run()
  .then(() => process.stdout.write('ready\\n'), (error) => { console.error(error); process.exit(1); });
`;

/** Starts s3rver with one bucket; `prefix` goes into STORAGE_URL (s3://bucket/prefix). */
export async function startS3Server({
  bucket = 'ugc-test',
  prefix = '',
}: { bucket?: string; prefix?: string } = {}): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'ugc-s3-'));
  const port = await freePort();
  const module = createRequire(import.meta.url).resolve('s3rver');
  // s3rver makes ListObjectsV2 continuation tokens with DES, which OpenSSL 3 keeps in its
  // legacy provider: without it, a listing of more than one page fails.
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '-e', CHILD, module, String(port), directory, bucket],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const ready = new Promise<boolean>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready\n')) resolve(true);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => resolve(false));
  });
  let timer: NodeJS.Timeout | undefined;
  const started = await Promise.race([
    ready,
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), START_TIMEOUT_MS))),
  ]);
  clearTimeout(timer);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(directory, { recursive: true, force: true });
  };
  if (!started) {
    await stop();
    throw new Error(`s3rver did not start on port ${port}:\n${output}`);
  }

  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE_URL: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
      AWS_ENDPOINT_URL_S3: endpoint,
      AWS_REGION: 'us-east-1',
      ...CREDENTIALS,
    },
    async keys(under = '') {
      // An unsigned request: s3rver lets anonymous ones through.
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const query = new URLSearchParams({ 'list-type': '2', prefix: under });
        if (token) query.set('continuation-token', token);
        const response = await fetch(`${endpoint}/${bucket}?${query}`);
        const xml = await response.text();
        if (!response.ok) throw new Error(`listing failed: ${response.status} ${xml}`);
        keys.push(...[...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => match[1]!));
        token = /<NextContinuationToken>([^<]*)</.exec(xml)?.[1];
      } while (token);
      return keys.sort();
    },
    stop,
  };
}

/**
 * For a whole test file: an s3rver and a test server storing its files there (the bucket's
 * keys start with `prefix/`), started before its first test and stopped after its last.
 * The objects are filled in when they have started.
 */
export function serverOnS3ForFile({ prefix = '' }: { prefix?: string } = {}): {
  t: TestServer;
  s3: S3Server;
} {
  const both = { t: {} as TestServer, s3: {} as S3Server };
  beforeAll(async () => {
    Object.assign(both.s3, await startS3Server({ prefix }));
    // The SDK reads its credentials from the process environment itself.
    vi.stubEnv('AWS_ACCESS_KEY_ID', both.s3.env.AWS_ACCESS_KEY_ID!);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', both.s3.env.AWS_SECRET_ACCESS_KEY!);
    Object.assign(both.t, await startTestServer({ env: both.s3.env }));
  });
  afterAll(async () => {
    await both.t.close?.();
    await both.s3.stop?.();
    vi.unstubAllEnvs();
  });
  return both;
}
